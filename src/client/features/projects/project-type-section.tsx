import { type ProjectSummary, type ProjectType, projectTypeLabel } from "../../../shared/projects";
import { ProjectListCard } from "./project-list-card";

interface ProjectTypeSectionProps {
  type: ProjectType;
  /** This type's projects among the pages loaded so far. */
  projects: ProjectSummary[];
  /** More pages remain on the server, so the count is a lower bound. */
  more: boolean;
}

/** The loaded projects of one type, under a heading with their count ("12+" while more may follow). */
export function ProjectTypeSection({ type, projects, more }: ProjectTypeSectionProps) {
  const headingId = `projects-${type.toLowerCase()}-heading`;
  const count = `${projects.length.toLocaleString("en-US")}${more ? "+" : ""}`;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {projectTypeLabel(type)}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
          {count}
          <span className="sr-only">{projects.length === 1 && !more ? " project" : " projects"}</span>
        </span>
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {projects.map((project) => (
          <ProjectListCard key={project.id} project={project} />
        ))}
      </ul>
    </section>
  );
}
