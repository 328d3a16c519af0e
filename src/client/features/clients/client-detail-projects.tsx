import { CalendarDays, ChevronRight, FolderOpen, FolderPlus } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { ProjectStageBadge } from "@/components/project-stage-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { ClientDetail, ClientProjectSummary } from "../../../shared/clients";
import { projectTypeLabel } from "../../../shared/projects";

const STATUS_BADGE = {
  ACTIVE: null,
  COMPLETED: { label: "Completed", variant: "success" },
  CANCELLED: { label: "Cancelled", variant: "danger" },
} as const;

function ProjectRow({ project }: { project: ClientProjectSummary }) {
  const dates = useStudioDates();
  const status = STATUS_BADGE[project.status] ?? null;
  return (
    <li>
      <Link
        href={`/projects/${encodeURIComponent(project.id)}`}
        className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="truncate text-sm font-medium">{project.title}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
            <span>{projectTypeLabel(project.projectType)}</span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {project.eventDate ? dates.calendarDay(project.eventDate) : "No date set"}
            </span>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center">
          {status ? <Badge variant={status.variant}>{status.label}</Badge> : null}
          {project.stage ? (
            <ProjectStageBadge name={project.stage.name} color={project.stage.color} />
          ) : (
            <Badge variant="outline" className="text-muted-foreground">
              No stage
            </Badge>
          )}
        </div>
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  );
}

export function ClientProjectsCard({ client }: { client: ClientDetail }) {
  const addHref = `/projects?clientId=${encodeURIComponent(client.id)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Projects</CardTitle>
        <CardDescription>
          {client.projects.length === 1 ? "1 project" : `${client.projects.length} projects`}
        </CardDescription>
        {client.projects.length > 0 ? (
          <CardAction>
            <Button variant="ghost" size="sm" asChild>
              <Link href={addHref}>
                <FolderPlus aria-hidden="true" />
                Add
              </Link>
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {client.projects.length === 0 ? (
          <EmptyState
            compact
            icon={FolderOpen}
            title="No projects yet"
            action={
              <Button size="sm" asChild>
                <Link href={addHref}>
                  <FolderPlus aria-hidden="true" />
                  Add Project
                </Link>
              </Button>
            }
          >
            A project tracks one shoot for this client through your pipeline, from inquiry to delivery.
          </EmptyState>
        ) : (
          <ul className="space-y-2">
            {client.projects.map((project) => (
              <ProjectRow key={project.id} project={project} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
