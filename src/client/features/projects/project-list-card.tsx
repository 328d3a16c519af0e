import { CalendarDays, ChevronRight, UserRound } from "lucide-react";
import { Link } from "wouter";
import { ProjectStageBadge } from "@/components/project-stage-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { fullName } from "../../../shared/clients";
import type { ProjectSummary } from "../../../shared/projects";
import { ProjectStatusBadge } from "./project-status-badge";

/** One project on /projects: title, client, event date, stage and status, and the way in. */
export function ProjectListCard({ project }: { project: ProjectSummary }) {
  const dates = useStudioDates();
  const headingId = `project-${project.id}-title`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm transition-shadow hover:shadow-md"
      >
        <div className="min-w-0 space-y-1.5">
          <h3 id={headingId} className="truncate font-semibold" title={project.title}>
            {project.title}
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{fullName(project.client)}</span>
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {project.eventDate ? (
              <time dateTime={project.eventDate.slice(0, 10)}>{dates.calendarDay(project.eventDate)}</time>
            ) : (
              "No date set"
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {project.stage ? (
            <ProjectStageBadge name={project.stage.name} color={project.stage.color} />
          ) : (
            <Badge variant="outline" className="text-muted-foreground">
              No stage
            </Badge>
          )}
          <ProjectStatusBadge status={project.status} />
        </div>
        <Button variant="outline" size="sm" className="mt-auto w-full sm:w-fit" asChild>
          <Link href={`/projects/${encodeURIComponent(project.id)}`}>
            View Details
            <span className="sr-only">: {project.title}</span>
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </article>
    </li>
  );
}
