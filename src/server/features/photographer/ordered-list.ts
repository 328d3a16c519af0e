import { badRequest } from "../../http/errors.js";

/**
 * A reorder names every item of the list exactly once: a stale screen (an item added or deleted in
 * another tab) is refused rather than leaving two items on the same place.
 */
export function assertCompleteOrder(currentIds: string[], ids: string[], message: string): void {
  const known = new Set(currentIds);
  const complete =
    ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
  if (!complete) throw badRequest(message);
}
