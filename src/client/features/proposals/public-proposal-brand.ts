/**
 * The studio's brand colours on the public proposal page, as Settings promises ("booking pages,
 * proposals and portal"): the primary colour on the header bar, the buttons and the accents, the
 * secondary one on the small print. The same rules as the booking pages (public-brand.ts): fills that
 * carry text get a shade that reads, and text in a brand colour is darkened until it reads on white.
 *
 * The page's own primary colour variables are pointed at the brand too, so every button, checkbox and
 * focus ring inside it follows without knowing about the brand.
 */
import type { CSSProperties } from "react";
import { contrastRatio, normaliseHex } from "../../lib/contrast";
import { schedulingBrand, schedulingBrandStyle } from "../../lib/public-brand";

/** The page's darkest backdrop (the foot of its slate-50 to slate-100 background): text must read on it too. */
export const PAGE_BACKDROP = "#f1f5f9";
const AA = 4.5;

/** The colour as text, darkened in small steps until it reads at 4.5:1 on the page's backdrop. */
export function textColorOn(color: string | null | undefined, fallback: string): string {
  const hex = normaliseHex(color) ?? fallback;
  let [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let text = hex;
  for (let i = 0; i < 40 && contrastRatio(text, PAGE_BACKDROP) < AA; i++) {
    [r, g, b] = [r, g, b].map((v) => Math.round(v * 0.94)) as [number, number, number];
    text = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  }
  return text;
}

/** A filled button in the brand: what the default button's hover (a fixed blue) would otherwise be. */
export const BRAND_FILL_HOVER = "hover:bg-(--brand-solid-hover)";

export function proposalBrandStyle(primary: string | null | undefined, secondary: string | null | undefined) {
  const brand = schedulingBrand(primary);
  return {
    ...schedulingBrandStyle(brand),
    "--primary": brand.solid,
    "--primary-solid": brand.solid,
    "--primary-foreground": brand.onSolid,
    "--ring": brand.color,
    // Text in the brand colours, on white cards and on the page's grey alike.
    "--brand-text": textColorOn(brand.color, "#3b82f6"),
    "--brand-secondary-text": textColorOn(secondary, "#64748b"),
  } as CSSProperties;
}
