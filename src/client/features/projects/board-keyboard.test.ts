import { describe, expect, it } from "vitest";
import { type Box, nextColumn } from "./board-keyboard";

const box = (left: number, top: number): Box => ({ left, top, width: 200, height: 500 });

// Six stages on a 4-column grid: a, b, c, d on the first row; e, f below a and b.
const order = ["a", "b", "c", "d", "e", "f"];
const grid = new Map<string, Box>([
  ["a", box(0, 0)],
  ["b", box(220, 0)],
  ["c", box(440, 0)],
  ["d", box(660, 0)],
  ["e", box(0, 520)],
  ["f", box(220, 520)],
]);

describe("nextColumn", () => {
  it("steps through the stages in board order with Left and Right, wrapping onto the next row", () => {
    expect(nextColumn(order, grid, "a", "right")).toBe("b");
    expect(nextColumn(order, grid, "d", "right")).toBe("e");
    expect(nextColumn(order, grid, "e", "left")).toBe("d");
    expect(nextColumn(order, grid, "a", "left")).toBeNull();
    expect(nextColumn(order, grid, "f", "right")).toBeNull();
  });

  it("goes to the column straight above or below with Up and Down", () => {
    expect(nextColumn(order, grid, "b", "down")).toBe("f");
    expect(nextColumn(order, grid, "e", "up")).toBe("a");
    expect(nextColumn(order, grid, "a", "up")).toBeNull();
    // Nothing straight below d: the nearest column of the next row.
    expect(nextColumn(order, grid, "d", "down")).toBe("f");
  });

  it("works on a phone's single column", () => {
    const column = new Map(order.map((id, i) => [id, box(0, i * 520)] as const));
    expect(nextColumn(order, column, "b", "down")).toBe("c");
    expect(nextColumn(order, column, "b", "up")).toBe("a");
  });

  it("starts from the first column when the card is over none, and skips unmeasured ones", () => {
    expect(nextColumn(order, grid, null, "right")).toBe("a");
    const partial = new Map([...grid].filter(([id]) => id !== "b"));
    expect(nextColumn(order, partial, "a", "right")).toBe("c");
    expect(nextColumn(order, new Map(), "a", "right")).toBeNull();
  });
});
