/**
 * A hand-drawn signature on a canvas: pointer events (mouse, pen and finger alike), `touch-action: none`
 * so that drawing never scrolls the page, a backing store sized for the screen's devicePixelRatio,
 * and strokes smoothed with quadratic curves through the midpoints of the sampled points (coalesced
 * events included). Strokes are kept as points so that a resize or rotation redraws them sharply and
 * the exported PNG is rendered fresh, cropped to the ink.
 */
import { Eraser } from "lucide-react";
import {
  type PointerEvent as ReactPointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { drawStroke, type Point, strokesToPng } from "./signature-ink";

export interface SignaturePadHandle {
  isEmpty(): boolean;
  clear(): void;
  /** The drawing as "data:image/png;base64,...", cropped to the ink; null when nothing is drawn. */
  toDataUrl(): string | null;
  focus(): void;
}

const INK = "#0f172a";

function widthFor(event: PointerEvent): number {
  // A pen reports real pressure; mice and most fingers report a constant, so they get an even line.
  if (event.pointerType === "pen" && event.pressure > 0) return 1.2 + event.pressure * 2.8;
  return 2.6;
}

export function SignaturePad({
  ref,
  onChange,
  invalid = false,
  describedBy,
  disabled = false,
}: {
  ref?: Ref<SignaturePadHandle>;
  onChange?: (hasInk: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const active = useRef<{ id: number; rect: DOMRect } | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const hintId = useId();

  const context = useCallback(() => {
    const ctx = canvasRef.current?.getContext("2d") ?? null;
    if (ctx) {
      ctx.strokeStyle = INK;
      ctx.fillStyle = INK;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
    }
    return ctx;
  }, []);

  /** Sizes the backing store to the element times devicePixelRatio and redraws every stroke. */
  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const dpr = Math.min(window.devicePixelRatio || 1, 3);
    const width = Math.round(canvas.clientWidth * dpr);
    const height = Math.round(canvas.clientHeight * dpr);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ctx = context();
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, canvas.clientWidth, canvas.clientHeight);
    for (const stroke of strokes.current) drawStroke(ctx, stroke, 0, true);
  }, [context]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    redraw();
    const observer = new ResizeObserver(() => redraw());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [redraw]);

  const clear = useCallback(() => {
    strokes.current = [];
    active.current = null;
    redraw();
    setHasInk(false);
    onChange?.(false);
  }, [redraw, onChange]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => strokes.current.length === 0,
      clear,
      toDataUrl: () => strokesToPng(strokes.current, INK),
      focus: () => canvasRef.current?.focus(),
    }),
    [clear],
  );

  const pointFrom = (event: PointerEvent, rect: DOMRect): Point => ({
    x: event.clientX - rect.left,
    y: event.clientY - rect.top,
    w: widthFor(event),
  });

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (disabled || active.current) return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.preventDefault();
    const canvas = event.currentTarget;
    canvas.setPointerCapture(event.pointerId);
    const rect = canvas.getBoundingClientRect();
    active.current = { id: event.pointerId, rect };
    strokes.current.push([pointFrom(event.nativeEvent, rect)]);
    if (!hasInk) {
      setHasInk(true);
      onChange?.(true);
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = active.current;
    if (!current || current.id !== event.pointerId) return;
    event.preventDefault();
    const stroke = strokes.current.at(-1);
    const ctx = context();
    if (!stroke || !ctx) return;
    const samples = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const from = stroke.length;
    for (const sample of samples.length > 0 ? samples : [event.nativeEvent]) {
      const point = pointFrom(sample, current.rect);
      const last = stroke.at(-1)!;
      if (Math.hypot(point.x - last.x, point.y - last.y) >= 0.75) stroke.push(point);
    }
    if (stroke.length > from) drawStroke(ctx, stroke, from, false);
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = active.current;
    if (!current || current.id !== event.pointerId) return;
    active.current = null;
    const stroke = strokes.current.at(-1);
    const ctx = context();
    if (stroke && ctx) drawStroke(ctx, stroke, stroke.length, true);
  };

  return (
    <div className="space-y-2">
      <div
        className={cn(
          "relative overflow-hidden rounded-lg border bg-white shadow-xs transition-[border-color,box-shadow]",
          "focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/30",
          invalid && "border-destructive ring-destructive/20",
        )}
      >
        <canvas
          ref={canvasRef}
          aria-label="Signature pad"
          aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
          aria-invalid={invalid || undefined}
          tabIndex={0}
          className="block h-44 w-full cursor-crosshair touch-none outline-none select-none sm:h-48"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onLostPointerCapture={onPointerEnd}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-5 bottom-10 flex items-end gap-2"
        >
          <span className="text-lg leading-none text-slate-400">×</span>
          <span className="mb-0.5 h-px flex-1 bg-slate-300" />
        </div>
        {hasInk ? null : (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-sm text-slate-400"
          >
            Sign here with your finger or mouse
          </p>
        )}
      </div>
      <p id={hintId} className="sr-only">
        Draw your signature with a finger, a pen or the mouse. Using a keyboard? Choose Type to sign with your
        typed name.
      </p>
      <div className="flex justify-end">
        <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={!hasInk || disabled}>
          <Eraser aria-hidden="true" />
          Clear
        </Button>
      </div>
    </div>
  );
}
