/**
 * An Idempotency-Key makes a write safe to repeat: the same key sent again (a double click, a retry after a
 * lost answer, the same request twenty times at once) answers with what the first one made, once.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Visible ASCII, 1 to 255 characters: a UUID fits, and nothing a log or a header could be confused by. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const BAD_IDEMPOTENCY_KEY = "Idempotency-Key must be 1 to 255 visible characters";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different message";
/** Set on an answer that repeats an earlier one rather than making something new. */
export const REPLAYED_HEADER = "Idempotent-Replayed";
