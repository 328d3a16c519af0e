const HEX = /^#[0-9a-f]{6}$/i;

export const isHexColor = (value: string) => HEX.test(value);

/** "3b82f6" and "#38f" become "#3b82f6" and "#3388ff": what people paste from design tools. */
export function tidyHexColor(value: string): string {
  const digits = value.trim().replace(/^#/, "");
  if (/^[0-9a-f]{3}$/i.test(digits)) return `#${[...digits].map((d) => d + d).join("")}`.toLowerCase();
  if (/^[0-9a-f]{6}$/i.test(digits)) return `#${digits}`.toLowerCase();
  return value;
}
