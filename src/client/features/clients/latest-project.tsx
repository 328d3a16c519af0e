import { ProjectStageBadge } from "@/components/project-stage-badge";
import type { ClientListItem } from "../../../shared/clients";

/** The client's newest project: its title and its pipeline stage in the stage colour. */
export function LatestProject({ project }: { project: ClientListItem["latestProject"] }) {
  if (!project) return <span className="text-sm text-muted-foreground">No projects yet</span>;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <span className="max-w-full truncate text-sm font-medium">{project.title}</span>
      {project.stage ? (
        <ProjectStageBadge name={project.stage.name} color={project.stage.color} />
      ) : (
        <span className="text-xs text-muted-foreground">No stage</span>
      )}
    </div>
  );
}
