/**
 * Colours derived from the studio's two choices: text that stays readable on their background, and a
 * button whose label meets WCAG AA (4.5:1). A mid-tone brand colour such as the default #3b82f6 reads
 * better with white than with dark text but not well enough, so its fill is darkened just enough, as
 * the studio app does with its own accent (--primary-solid).
 */
import type { WidgetConfig } from "./widget-config";

const DARK = "#0f172a";
const WHITE = "#ffffff";

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;
const WHITE_PREFERRED = 3;

function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((shift) => part(shift).toString(16).padStart(2, "0")).join("")}`;
}

/** The button's fill and label: the brand colour itself whenever a label on it can meet AA. */
export function buttonColors(primary: string): { fill: string; label: string } {
  const label = readableOn(primary);
  if (contrast(primary, label) >= AA && (label === WHITE || contrast(primary, WHITE) < WHITE_PREFERRED)) {
    return { fill: primary, label };
  }
  let fill = primary;
  for (let amount = 0.05; contrast(fill, WHITE) < AA && amount < 1; amount += 0.05) {
    fill = darken(primary, amount);
  }
  return { fill, label: WHITE };
}

/** Dark or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrast(background, DARK) >= contrast(background, WHITE) ? DARK : WHITE;
}

export function isDark(background: string): boolean {
  return readableOn(background) === WHITE;
}

/** The CSS custom properties the widget's stylesheet is written against. */
export function themeVariables(config: Pick<WidgetConfig, "primaryColor" | "backgroundColor">): string {
  const dark = isDark(config.backgroundColor);
  const button = buttonColors(config.primaryColor);
  const vars: Record<string, string> = {
    "--fw-primary": config.primaryColor,
    "--fw-button": button.fill,
    "--fw-on-button": button.label,
    "--fw-bg": config.backgroundColor,
    "--fw-fg": dark ? "#f8fafc" : "#0f172a",
    "--fw-muted": dark ? "#cbd5e1" : "#475569",
    "--fw-border": dark ? "rgba(255,255,255,0.28)" : "#cbd5e1",
    "--fw-danger": dark ? "#fca5a5" : "#b91c1c",
    "--fw-danger-bg": dark ? "rgba(248,113,113,0.14)" : "#fef2f2",
  };
  return Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
}
