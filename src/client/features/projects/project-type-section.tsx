import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type ProjectSummary, type ProjectType, projectTypeLabel } from "../../../shared/projects";
import { ProjectListCard } from "./project-list-card";

/** Cards drawn at first per type (and added per "Show more"), so a busy studio's list stays quick. */
const PAGE_SIZE = 12;

/** The projects of one type, under a heading with their count. */
export function ProjectTypeSection({ type, projects }: { type: ProjectType; projects: ProjectSummary[] }) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const headingId = `projects-${type.toLowerCase()}-heading`;
  const shown = projects.slice(0, limit);
  const rest = projects.length - shown.length;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {projectTypeLabel(type)}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
          {projects.length}
          <span className="sr-only">{projects.length === 1 ? " project" : " projects"}</span>
        </span>
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((project) => (
          <ProjectListCard key={project.id} project={project} />
        ))}
      </ul>
      {rest > 0 ? (
        <Button
          variant="outline"
          size="sm"
          className="w-full sm:w-fit sm:self-center"
          onClick={() => setLimit((current) => current + PAGE_SIZE * 2)}
        >
          Show more ({rest} more {projectTypeLabel(type).toLowerCase()} {rest === 1 ? "project" : "projects"})
        </Button>
      ) : null}
    </section>
  );
}
