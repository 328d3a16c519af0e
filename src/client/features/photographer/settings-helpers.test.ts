import { describe, expect, it } from "vitest";
import { isHexColor, tidyHexColor } from "./hex-color";
import { moveItem } from "./move-item";

describe("tidyHexColor", () => {
  it.each([
    ["3b82f6", "#3b82f6"],
    ["#3B82F6", "#3b82f6"],
    ["#38f", "#3388ff"],
    [" abc ", "#aabbcc"],
    ["blue", "blue"],
    ["#12345", "#12345"],
  ])("tidies %s to %s", (typed, tidy) => {
    expect(tidyHexColor(typed)).toBe(tidy);
  });

  it("accepts only six-digit hex colours", () => {
    expect(isHexColor("#3b82f6")).toBe(true);
    expect(isHexColor("#38f")).toBe(false);
    expect(isHexColor("3b82f6")).toBe(false);
  });
});

describe("moveItem", () => {
  it("swaps an item with its neighbour", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the ends where they are", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});
