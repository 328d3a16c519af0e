import { describe, expect, it } from "vitest";
import { zoneName } from "./public-scheduling-format";

describe("zoneName (public pages)", () => {
  it("names the visitor's zone in words, with its id written with spaces for underscores", () => {
    expect(zoneName("America/Los_Angeles", "2026-01-15T12:00:00Z")).toBe(
      "Pacific Standard Time (America/Los Angeles)",
    );
    expect(zoneName("America/Argentina/Buenos_Aires", "2026-01-15T12:00:00Z")).toMatch(
      /\(America\/Argentina\/Buenos Aires\)$/,
    );
  });
});
