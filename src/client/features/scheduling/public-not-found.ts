/**
 * A link that leads nowhere: unknown token (404, success false) or one the server refuses outright
 * (400). Its own module, so that the booking page does not download the calendar's queries for it.
 */
import { ApiError } from "@/lib/api";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
