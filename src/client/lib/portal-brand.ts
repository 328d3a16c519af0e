/**
 * The photographer's brand colour on the client's pages (DESIGN: brand first). The colour comes from
 * settings, so it may be anything: text colours are picked for contrast (WCAG AA) rather than assumed.
 */
import type { CSSProperties } from "react";

export const DEFAULT_BRAND = "#3b82f6";
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function normalise(color: string | null | undefined): string {
  const digits = color ? HEX.exec(color.trim())?.[1] : undefined;
  if (!digits) return DEFAULT_BRAND;
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits}`.toLowerCase();
}

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const WHITE = 1;
const INK = luminance("#0f172a");

/** Mixes the colour towards black until it reads on white at 4.5:1 (for links and accent text). */
function darkenForText(hex: string): string {
  let [r, g, b] = rgb(hex);
  for (let i = 0; i < 20 && contrast(luminance(toHex(r, g, b)), WHITE) < 4.5; i++) {
    r = Math.round(r * 0.88);
    g = Math.round(g * 0.88);
    b = Math.round(b * 0.88);
  }
  return toHex(r, g, b);
}

/**
 * The fill under the pointer: a fainter fill would pull white text below AA, so white-on-colour gets
 * a touch darker and ink-on-colour a touch lighter; either way the text reads better, not worse.
 */
export function hoverShade(hex: string, text: string): string {
  const towardWhite = text !== "#ffffff";
  const [r, g, b] = rgb(hex).map((v) => Math.round(towardWhite ? v + (255 - v) * 0.15 : v * 0.88)) as [
    number,
    number,
    number,
  ];
  return toHex(r, g, b);
}

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

export interface Brand {
  color: string;
  /** Text on a brand-coloured fill. */
  onColor: string;
  /** The fill while hovered. */
  hover: string;
  /** The brand as text on white. */
  text: string;
}

export function brandFrom(color: string | null | undefined): Brand {
  const hex = normalise(color);
  const l = luminance(hex);
  const onColor = contrast(l, WHITE) >= contrast(l, INK) ? "#ffffff" : "#0f172a";
  return { color: hex, onColor, hover: hoverShade(hex, onColor), text: darkenForText(hex) };
}

/** CSS variables for Tailwind's arbitrary values: bg-(--brand), text-(--brand-text), text-(--brand-fg), hover:bg-(--brand-hover). */
export function brandStyle(brand: Brand): CSSProperties {
  return {
    "--brand": brand.color,
    "--brand-fg": brand.onColor,
    "--brand-hover": brand.hover,
    "--brand-text": brand.text,
  } as CSSProperties;
}

/** Only web and mail links from the photographer's settings become clickable. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ["http:", "https:", "mailto:", "tel:"].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
