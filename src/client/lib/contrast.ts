/**
 * Text on a colour that comes from data (a stage's colour, a studio's brand): WCAG AA needs 4.5:1. A
 * mid-tone such as violet #8b5cf6 reads at about 4.2:1 with white and with near-black alike, so such a
 * fill is darkened in small steps until white text reads on it; the hue stays recognisable.
 */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const INK = "#0f172a";
const AA = 4.5;

/** "#abc", "abc" or "#aabbcc" as "#aabbcc"; null for anything else. */
export function normaliseHex(color: string | null | undefined): string | null {
  const digits = color ? HEX.exec(color.trim())?.[1] : undefined;
  if (!digits) return null;
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits}`.toLowerCase();
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A fill close to `color` and the text colour (white or ink) that reads on it at 4.5:1. */
export function readableFill(color: string): { fill: string; text: string } {
  const hex = normaliseHex(color) ?? "#64748b";
  const onWhite = contrastRatio(hex, "#ffffff");
  const onInk = contrastRatio(hex, INK);
  if (onWhite >= AA || onInk >= AA) return { fill: hex, text: onWhite >= onInk ? "#ffffff" : INK };
  let [r, g, b] = channels(hex);
  let fill = hex;
  for (let i = 0; i < 30 && contrastRatio(fill, "#ffffff") < AA; i++) {
    [r, g, b] = [r, g, b].map((v) => Math.round(v * 0.96)) as [number, number, number];
    fill = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  }
  return { fill, text: "#ffffff" };
}
