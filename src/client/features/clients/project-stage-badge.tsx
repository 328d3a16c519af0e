import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { DEFAULT_STAGE_COLOR } from "../../../shared/projects";

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  let digits = HEX.exec(hex)?.[1] ?? DEFAULT_STAGE_COLOR.slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  const [r, g, b] = [0, 2, 4].map((i) => channel(Number.parseInt(digits.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** White or near-black text, whichever reads better on the stage colour (WCAG contrast). */
function textOn(hex: string): string {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (0.0086 + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#0f172a";
}

/** A project's pipeline stage as a badge filled with the stage's own colour. */
export function ProjectStageBadge({
  name,
  color,
  className,
}: {
  name: string;
  color?: string | null;
  className?: string;
}) {
  const fill = color && HEX.test(color) ? (color.startsWith("#") ? color : `#${color}`) : DEFAULT_STAGE_COLOR;
  return (
    <Badge
      className={cn("border-transparent", className)}
      style={{ backgroundColor: fill, color: textOn(fill) }}
    >
      {name}
    </Badge>
  );
}
