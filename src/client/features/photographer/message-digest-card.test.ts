import { describe, expect, it } from "vitest";
import { DIGEST_CHOICES, digestChoiceOf } from "./message-digest-card";

describe("the client-message setting", () => {
  it("names each stored interval, and keeps one set elsewhere (the API) as it is", () => {
    expect(digestChoiceOf(null)).toBe("each");
    expect(digestChoiceOf(60)).toBe("60");
    expect(digestChoiceOf(45)).toBe("45");
    expect(DIGEST_CHOICES.map((c) => c.minutes)).toEqual([null, 15, 60, 1440]);
  });
});
