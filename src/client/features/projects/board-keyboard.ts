/**
 * Keyboard dragging on the board: once a card is picked up (Space or Enter), each arrow key jumps it
 * to a neighbouring stage column instead of nudging it a few pixels. Left and Right step through the
 * stages in board order (wrapping onto the next row of the grid); Up and Down go to the column above or
 * below, so the same keys work on a phone's single column.
 */
import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Direction = "up" | "down" | "left" | "right";

const DIRECTIONS: Partial<Record<string, Direction>> = {
  [KeyboardCode.Up]: "up",
  [KeyboardCode.Down]: "down",
  [KeyboardCode.Left]: "left",
  [KeyboardCode.Right]: "right",
};

/** The column whose centre lies in `direction` from `from`, preferring the one most in line with it. */
export function nearestInDirection(
  from: Box,
  candidates: readonly { id: string; rect: Box }[],
  direction: "up" | "down",
): string | null {
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const { id, rect } of candidates) {
    const dx = rect.left + rect.width / 2 - cx;
    const dy = rect.top + rect.height / 2 - cy;
    const ahead = direction === "down" ? dy : -dy;
    if (ahead <= 1) continue;
    // Sideways distance counts double, so the column straight below wins over a nearer diagonal one.
    const score = ahead + 2 * Math.abs(dx);
    if (score < bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}

/** The column a move in `direction` lands on, or null to stay put (no column that way). */
export function nextColumn(
  order: readonly string[],
  rects: ReadonlyMap<string, Box>,
  currentId: string | null,
  direction: Direction,
): string | null {
  const present = order.filter((id) => rects.has(id));
  if (present.length === 0) return null;
  if (currentId === null || !rects.has(currentId)) return present[0] ?? null;
  if (direction === "left" || direction === "right") {
    const index = present.indexOf(currentId) + (direction === "right" ? 1 : -1);
    return present[index] ?? null;
  }
  const from = rects.get(currentId)!;
  const candidates = present.filter((id) => id !== currentId).map((id) => ({ id, rect: rects.get(id)! }));
  return nearestInDirection(from, candidates, direction);
}

/**
 * dnd-kit's KeyboardSensor coordinate getter for the board. `order` is read on every key press, so it
 * follows stages added or removed while the board is open.
 */
export function columnCoordinateGetter(order: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const direction = DIRECTIONS[event.code];
    if (!direction) return undefined;
    const { collisionRect, droppableRects, over } = context;
    if (!collisionRect) return undefined;
    event.preventDefault();
    const currentId = over ? String(over.id) : null;
    const rects = new Map<string, Box>();
    for (const [id, rect] of droppableRects) rects.set(String(id), rect);
    const targetId = nextColumn(order(), rects, currentId, direction);
    const target = targetId ? rects.get(targetId) : undefined;
    if (!target || targetId === currentId) return undefined;
    // The card's top edge just under the column's heading, centred across the column.
    return {
      x: target.left + (target.width - collisionRect.width) / 2,
      y: target.top + Math.min(72, Math.max(0, target.height - collisionRect.height) / 2),
    };
  };
}
