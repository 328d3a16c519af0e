import { Badge } from "@/components/ui/badge";
import { readableFill } from "@/lib/contrast";
import { cn } from "@/lib/utils";
import { DEFAULT_STAGE_COLOR } from "../../shared/projects";

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
  // A mid-tone stage colour is deepened a little so that the name reads on it (WCAG AA).
  const { fill, text } = readableFill(color ?? DEFAULT_STAGE_COLOR);
  return (
    <Badge className={cn("border-transparent", className)} style={{ backgroundColor: fill, color: text }}>
      {name}
    </Badge>
  );
}
