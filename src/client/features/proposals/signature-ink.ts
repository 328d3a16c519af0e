/**
 * The drawing maths of the signature pad, apart from React: smooth strokes through midpoints and the
 * export of the ink as a cropped PNG data URL small enough for the sign request (the server accepts
 * up to 400,000 characters).
 */

/** A sampled point in CSS pixels, with the line width at that point. */
export interface Point {
  x: number;
  y: number;
  w: number;
}

const MAX_DATA_URL = 380_000;

const mid = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Draws a stroke's segments from point index `from` on: each segment is a quadratic curve from the
 * midpoint before a point, through it, to the midpoint after it, so that joins are smooth. With
 * `final`, also draws the last half segment (or a dot for a tap). The context's style is the caller's.
 */
export function drawStroke(ctx: CanvasRenderingContext2D, points: Point[], from: number, final: boolean) {
  const n = points.length;
  if (n === 0) return;
  for (let i = Math.max(from, 1); i < n; i++) {
    const a = points[i - 1]!;
    const start = i === 1 ? a : mid(points[i - 2]!, a);
    const end = mid(a, points[i]!);
    ctx.lineWidth = i === 1 ? a.w : (points[i - 2]!.w + a.w) / 2;
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    ctx.quadraticCurveTo(a.x, a.y, end.x, end.y);
    ctx.stroke();
  }
  if (!final) return;
  const last = points[n - 1]!;
  if (n === 1) {
    ctx.beginPath();
    ctx.arc(last.x, last.y, last.w / 2 + 0.4, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const start = mid(points[n - 2]!, last);
  ctx.lineWidth = last.w;
  ctx.beginPath();
  ctx.moveTo(start.x, start.y);
  ctx.lineTo(last.x, last.y);
  ctx.stroke();
}

/** The strokes as a transparent PNG cropped to the ink (plus a margin); null when there are none. */
export function strokesToPng(strokes: Point[][], ink: string, scale = 2): string | null {
  let [minX, minY, maxX, maxY, maxW] = [Infinity, Infinity, -Infinity, -Infinity, 0];
  for (const stroke of strokes) {
    for (const p of stroke) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
      maxW = Math.max(maxW, p.w);
    }
  }
  if (maxW === 0) return null;
  const margin = 8 + maxW;
  minX -= margin;
  minY -= margin;
  const width = maxX + margin - minX;
  const height = maxY + margin - minY;

  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.ceil(width * scale));
  canvas.height = Math.max(1, Math.ceil(height * scale));
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.setTransform(scale, 0, 0, scale, -minX * scale, -minY * scale);
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  for (const stroke of strokes) drawStroke(ctx, stroke, 0, true);
  const url = canvas.toDataURL("image/png");
  return url.length > MAX_DATA_URL && scale > 1 ? strokesToPng(strokes, ink, 1) : url;
}
