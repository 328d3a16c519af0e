import { Badge } from "@/components/ui/badge";
import type { ProjectStatus } from "../../../shared/projects";
import { PROJECT_STATUS_STYLE } from "./project-labels";

/** A project's status; a status the screens do not know is shown neutral, as written. */
export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  const style = PROJECT_STATUS_STYLE[status];
  if (!style) {
    return (
      <Badge variant="secondary" className={className}>
        {String(status)}
      </Badge>
    );
  }
  return (
    <Badge variant={style.variant} className={className}>
      {style.label}
    </Badge>
  );
}
