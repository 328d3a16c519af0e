import { describe, expect, it } from "vitest";
import { contrastRatio, normaliseHex, readableFill } from "./contrast";

describe("readableFill", () => {
  it("keeps a colour that already reads with white or ink", () => {
    expect(readableFill("#1d4ed8")).toEqual({ fill: "#1d4ed8", text: "#ffffff" });
    expect(readableFill("#fde68a")).toEqual({ fill: "#fde68a", text: "#0f172a" });
  });

  it("darkens a mid-tone just enough for white text", () => {
    for (const color of ["#8b5cf6", "#3b82f6", "#10b981", "#f97316", "#ec4899", "#64748b"]) {
      const { fill, text } = readableFill(color);
      expect(contrastRatio(fill, text), color).toBeGreaterThanOrEqual(4.5);
      // Just enough: one step lighter would not read.
      expect(contrastRatio(fill, "#ffffff"), color).toBeLessThan(5);
    }
  });

  it("falls back to slate for what is not a hex colour", () => {
    expect(normaliseHex("red")).toBeNull();
    expect(normaliseHex("#ABC")).toBe("#aabbcc");
    expect(contrastRatio(readableFill("red").fill, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});
