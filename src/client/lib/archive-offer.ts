import { ApiError } from "@/lib/api";

/** The server refused a delete because the record holds signed or paid proposals: archive instead. */
export function isArchiveOffer(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  try {
    return (JSON.parse(error.body) as { canArchive?: unknown }).canArchive === true;
  } catch {
    return false;
  }
}
