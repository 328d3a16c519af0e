/**
 * Idempotency keys for posts that must not happen twice: the same body sent again (a double click, a
 * retry after a lost answer or an error) carries the same key, so the server makes it once; after a
 * success, the next post gets a new key, so saying the same thing twice on purpose still works.
 */
import { useState } from "react";
import { IDEMPOTENCY_HEADER } from "../../shared/idempotency";
import { throwIfResNotOk } from "./api";

/** 128 random bits as hex: getRandomValues works on plain http too, where randomUUID does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function createIdempotencyKeys() {
  let last: { body: string; key: string } | null = null;
  return {
    /** The header for this body: the earlier key when the body is the one last tried. */
    headersFor(input: unknown): Record<string, string> {
      const body = JSON.stringify(input);
      if (last?.body !== body) last = { body, key: newIdempotencyKey() };
      return { [IDEMPOTENCY_HEADER]: last.key };
    },
    /** It went through: the next post is a new one. */
    done() {
      last = null;
    },
  };
}

/** One set of keys for a composer's life. */
export function useIdempotencyKeys() {
  return useState(createIdempotencyKeys)[0];
}

/**
 * POSTs JSON with the key for this body (kept here, not in api.ts: the entry script every public page
 * loads stays as small as it was).
 */
export async function postOnce(
  keys: ReturnType<typeof createIdempotencyKeys>,
  url: string,
  input: unknown,
): Promise<Response> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...keys.headersFor(input) },
    body: JSON.stringify(input),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}
