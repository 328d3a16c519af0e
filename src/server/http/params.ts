import { z } from "zod";

/**
 * The params schema of a route addressed by one uuid (`/:id`): a malformed id answers 404 with the
 * given message, as an unknown id does, rather than a 400 that would tell the two apart.
 */
export function uuidParams(notFoundMessage: string) {
  return z.object({ id: z.uuid({ error: notFoundMessage }) });
}
