/**
 * The studio's colour on the public scheduling pages. portal-brand.ts gives the colour, text in it on
 * white, and the ink that reads on it; on top of that, surfaces that carry text (the primary button, the
 * chosen day and time) get a "solid" shade: a mid-tone colour such as the default #3b82f6 reads poorly
 * with white text and oddly with dark text, so it is darkened just enough for white text (WCAG AA), the
 * way the studio's own accent uses primary-solid. Light colours keep dark text; dark ones are kept as
 * they are.
 */
import type { CSSProperties } from "react";
import { type Brand, brandFrom, brandStyle, hoverShade } from "./portal-brand";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const onWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

export interface SchedulingBrand extends Brand {
  /** The fill of surfaces that carry text, and the text on it. */
  solid: string;
  onSolid: string;
  solidHover: string;
}

export function schedulingBrand(color: string | null | undefined): SchedulingBrand {
  const brand = brandFrom(color);
  const contrast = onWhite(brand.color);
  const solid = (fill: string, text: string) => ({
    solid: fill,
    onSolid: text,
    solidHover: hoverShade(fill, text),
  });
  if (contrast >= 4.5) return { ...brand, ...solid(brand.color, "#ffffff") };
  // Mid-tones: white nearly reads already, so a slightly deeper shade keeps the colour recognisable.
  if (contrast >= 3) return { ...brand, ...solid(brand.text, "#ffffff") };
  return { ...brand, ...solid(brand.color, brand.onColor) };
}

/** bg-(--brand-solid) text-(--brand-solid-fg) hover:bg-(--brand-solid-hover) for filled surfaces; the rest as in portal-brand.ts. */
export function schedulingBrandStyle(brand: SchedulingBrand): CSSProperties {
  return {
    ...brandStyle(brand),
    "--brand-solid": brand.solid,
    "--brand-solid-fg": brand.onSolid,
    "--brand-solid-hover": brand.solidHover,
  } as CSSProperties;
}
