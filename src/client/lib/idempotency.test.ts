import { describe, expect, it } from "vitest";
import { createIdempotencyKeys, newIdempotencyKey } from "./idempotency";

describe("idempotency keys", () => {
  it("makes 128-bit hex keys, a new one each time", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it("repeats the key for the same body until it goes through, and not for another body", () => {
    const keys = createIdempotencyKeys();
    const first = keys.headersFor({ content: "Hi" })["Idempotency-Key"];
    expect(keys.headersFor({ content: "Hi" })["Idempotency-Key"]).toBe(first);
    const edited = keys.headersFor({ content: "Hi there" })["Idempotency-Key"];
    expect(edited).not.toBe(first);
    keys.done();
    // Saying the same thing again on purpose is a new message.
    expect(keys.headersFor({ content: "Hi there" })["Idempotency-Key"]).not.toBe(edited);
  });
});
