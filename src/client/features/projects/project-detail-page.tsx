/**
 * /projects/{id}: the project's type, status and stage, its client, dates and notes, quick
 * actions, what was sent for it (proposals, questionnaires), the conversation with its client (what is
 * sent from here is filed under the project) and its activity. Two columns on desktop,
 * one on phones.
 */
import { useState } from "react";
import { useParams } from "wouter";
import { ProjectStageBadge } from "@/components/project-stage-badge";
import { Badge } from "@/components/ui/badge";
import { ClientThreadPanel } from "@/features/conversations";
import { ApiError } from "@/lib/api";
import { fullName } from "../../../shared/clients";
import { type ProjectDetail, projectTypeLabel } from "../../../shared/projects";
import { EditProjectDialog } from "./edit-project-dialog";
import { ProjectActivityTimeline } from "./project-activity-timeline";
import { ProjectAutomationTimeline } from "./project-automation-timeline";
import { ProjectClientCard, ProjectInfoCard, QuickActionsCard } from "./project-detail-info";
import {
  BackToProjects,
  ProjectDetailSkeleton,
  ProjectLoadError,
  ProjectNotFound,
} from "./project-detail-states";
import { ProjectDripCard } from "./project-drip-card";
import { ProjectEstimatesCard } from "./project-estimates-card";
import { ProjectQuestionnairesCard } from "./project-questionnaires-card";
import { ProjectStatusBadge } from "./project-status-badge";
import { useProject } from "./use-projects";

export function ProjectDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const project = useProject(id);
  const [editing, setEditing] = useState(false);

  if (project.isPending) return <ProjectDetailSkeleton />;
  if (project.isError) {
    // The server answers 404 for an unknown project and 400 for an id that cannot be one.
    const status = project.error instanceof ApiError ? project.error.status : 0;
    if (status === 404 || status === 400) return <ProjectNotFound />;
    return <ProjectLoadError onRetry={() => void project.refetch()} retrying={project.isFetching} />;
  }

  const data = project.data;
  return (
    <>
      <ProjectHeader project={data} />
      <div className="grid items-start gap-6 xl:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="grid items-start gap-6 md:grid-cols-2 xl:sticky xl:top-24 xl:grid-cols-1">
          <QuickActionsCard project={data} onEdit={() => setEditing(true)} />
          <ProjectClientCard project={data} />
        </div>
        <div className="min-w-0 space-y-6">
          <ProjectInfoCard project={data} />
          <ProjectEstimatesCard projectId={data.id} clientId={data.clientId} />
          <ClientThreadPanel clientId={data.clientId} projectId={data.id} />
          <ProjectQuestionnairesCard projectId={data.id} clientName={fullName(data.client)} />
          <ProjectAutomationTimeline projectId={data.id} />
          <ProjectDripCard projectId={data.id} />
          <ProjectActivityTimeline activities={data.activities ?? []} />
        </div>
      </div>
      <EditProjectDialog open={editing} onOpenChange={setEditing} project={data} />
    </>
  );
}

function ProjectHeader({ project }: { project: ProjectDetail }) {
  return (
    <div className="mb-6 space-y-3 md:mb-8">
      <BackToProjects />
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{project.title}</h1>
        <ul aria-label="Project type, status and stage" className="flex flex-wrap items-center gap-2">
          <li>
            <Badge variant="outline">{projectTypeLabel(project.projectType)}</Badge>
          </li>
          <li>
            <ProjectStatusBadge status={project.status} />
          </li>
          <li>
            {project.stage ? (
              <ProjectStageBadge name={project.stage.name} color={project.stage.color} />
            ) : (
              <Badge variant="outline" className="text-muted-foreground">
                No stage
              </Badge>
            )}
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">For {fullName(project.client)}</p>
      </div>
    </div>
  );
}
