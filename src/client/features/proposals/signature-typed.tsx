/**
 * A typed signature: the signer's full name in a bundled script face (Great Vibes through @fontsource,
 * never a font CDN). Only this page's chunk imports the face, and the browser fetches the font file
 * only once the Type tab shows it. At submit the name is drawn onto a canvas for the PNG.
 */
// Latin and Latin Extended only: the smaller subsets would be inlined into the CSS as base64.
import "@fontsource/great-vibes/latin-400.css";
import "@fontsource/great-vibes/latin-ext-400.css";
import { cn } from "@/lib/utils";

export const SCRIPT_FONT = '"Great Vibes", "Segoe Script", "Brush Script MT", cursive';
const INK = "#0f172a";
const MAX_WIDTH = 1600;

/** As large as fits the box: the face's letters are about 0.45em wide on average. */
const fitted = (length: number) =>
  `clamp(1.25rem, calc((100cqw - 3rem) / ${(Math.max(length, 1) * 0.47).toFixed(2)}), 3.75rem)`;

/** The live preview under the Type tab. */
export function TypedSignature({
  name,
  invalid = false,
  describedBy,
}: {
  name: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const text = name.trim();
  return (
    <div
      role="img"
      aria-label={text ? `Your typed signature: ${text}` : "Typed signature preview"}
      aria-describedby={describedBy}
      className={cn(
        "@container relative flex h-44 items-center justify-center overflow-hidden rounded-lg border bg-white px-6 shadow-xs sm:h-48",
        invalid && "border-destructive",
      )}
    >
      {text ? (
        <span
          className="max-w-full truncate pb-3 leading-normal text-slate-900"
          style={{ fontFamily: SCRIPT_FONT, fontSize: fitted(text.length) }}
        >
          {text}
        </span>
      ) : (
        <span className="text-sm text-slate-400">Type your full name above to see your signature</span>
      )}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-5 bottom-10 flex items-end gap-2"
      >
        <span className="text-lg leading-none text-slate-400">×</span>
        <span className="mb-0.5 h-px flex-1 bg-slate-300" />
      </div>
    </div>
  );
}

/** The name in the script face as a transparent PNG data URL, sized to the text. */
export async function typedSignatureDataUrl(name: string, size = 96): Promise<string | null> {
  const text = name.trim();
  if (!text) return null;
  const font = `${size}px ${SCRIPT_FONT}`;
  try {
    await document.fonts.load(font, text);
  } catch {
    // The fallback cursive face still gives a signature.
  }
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.font = font;
  const m = ctx.measureText(text);
  const textWidth = Math.ceil(m.actualBoundingBoxLeft + m.actualBoundingBoxRight) || Math.ceil(m.width);
  if (textWidth + size > MAX_WIDTH && size > 32) {
    return typedSignatureDataUrl(text, Math.max(32, Math.floor((size * MAX_WIDTH) / (textWidth + size))));
  }
  const ascent = Math.ceil(m.actualBoundingBoxAscent) || Math.ceil(size * 0.8);
  const descent = Math.ceil(m.actualBoundingBoxDescent) || Math.ceil(size * 0.3);
  const pad = Math.round(size / 4);
  canvas.width = textWidth + pad * 2;
  canvas.height = ascent + descent + pad * 2;
  // Resizing a canvas resets its state.
  ctx.font = font;
  ctx.fillStyle = INK;
  ctx.textBaseline = "alphabetic";
  ctx.fillText(text, pad + m.actualBoundingBoxLeft, pad + ascent);
  return canvas.toDataURL("image/png");
}
