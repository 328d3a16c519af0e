/**
 * /projects: every project, grouped by project type, with a search (title or client name)
 * and a type filter. ?clientId={id} opens Add Project with that client chosen (from a client's page).
 */
import { KanbanSquare, Plus } from "lucide-react";
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useProjects } from "@/hooks/use-projects-list";
import {
  PROJECT_TYPES,
  type ProjectSummary,
  type ProjectType,
  projectTypeLabel,
} from "../../../shared/projects";
import { CreateProjectDialog } from "./create-project-dialog";
import { projectSearchMatches } from "./project-labels";
import { ProjectTypeSection } from "./project-type-section";
import { ProjectsFilters, type TypeFilter } from "./projects-filters";
import {
  ProjectsEmptyState,
  ProjectsErrorState,
  ProjectsListSkeleton,
  ProjectsNoMatch,
} from "./projects-states";

interface AddDialogState {
  open: boolean;
  clientId?: string;
  projectType?: ProjectType;
}

export function ProjectsPage() {
  const projects = useProjects();
  const searchString = useSearch();
  const [, navigate] = useLocation();
  const clientIdParam = new URLSearchParams(searchString).get("clientId") ?? "";

  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [type, setType] = useState<TypeFilter>("ALL");
  const [dialog, setDialog] = useState<AddDialogState>(() =>
    clientIdParam ? { open: true, clientId: clientIdParam } : { open: false },
  );

  // Arriving (again) with ?clientId=...: open Add Project with that client chosen.
  useEffect(() => {
    if (clientIdParam) setDialog({ open: true, clientId: clientIdParam });
  }, [clientIdParam]);

  const changeDialogOpen = (open: boolean) => {
    setDialog((current) => ({ ...current, open }));
    // Done with the client's request: a reload should not open the dialog again.
    if (!open && clientIdParam) navigate("/projects", { replace: true });
  };
  const openAdd = () =>
    setDialog({ open: true, projectType: type === "ALL" ? undefined : type, clientId: undefined });

  const groups = useMemo(() => {
    const byType = new Map<ProjectType, ProjectSummary[]>();
    for (const project of projects.data ?? []) {
      if (type !== "ALL" && project.projectType !== type) continue;
      if (!projectSearchMatches(project, deferredSearch)) continue;
      const list = byType.get(project.projectType);
      if (list) list.push(project);
      else byType.set(project.projectType, [project]);
    }
    return PROJECT_TYPES.flatMap((projectType) => {
      const list = byType.get(projectType);
      return list ? [{ type: projectType, projects: list }] : [];
    });
  }, [projects.data, type, deferredSearch]);
  const matchCount = groups.reduce((sum, group) => sum + group.projects.length, 0);
  const total = projects.data?.length ?? 0;

  const clearFilters = () => {
    setSearch("");
    setType("ALL");
  };

  let content: ReactNode;
  if (projects.isPending) {
    content = <ProjectsListSkeleton />;
  } else if (projects.isError) {
    content = <ProjectsErrorState onRetry={() => void projects.refetch()} retrying={projects.isFetching} />;
  } else if (total === 0) {
    content = <ProjectsEmptyState onAddProject={openAdd} />;
  } else if (matchCount === 0) {
    content = <ProjectsNoMatch description={noMatchText(deferredSearch, type)} onClear={clearFilters} />;
  } else {
    content = (
      <div className="grid grid-cols-1 gap-8">
        {groups.map((group) => (
          <ProjectTypeSection key={group.type} type={group.type} projects={group.projects} />
        ))}
      </div>
    );
  }

  const filtered = Boolean(deferredSearch.trim()) || type !== "ALL";
  return (
    <>
      <PageHeader
        title="Projects"
        description="Every shoot you are working on, grouped by type."
        action={
          <>
            <Button variant="outline" asChild>
              <Link href="/projects/pipeline">
                <KanbanSquare aria-hidden="true" />
                Pipeline view
              </Link>
            </Button>
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" />
              Add Project
            </Button>
          </>
        }
      />

      <div className="grid grid-cols-1 gap-6">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <ProjectsFilters
            search={search}
            onSearchChange={setSearch}
            type={type}
            onTypeChange={setType}
            disabled={projects.isError || (projects.isSuccess && total === 0)}
          />
          {projects.isSuccess && total > 0 ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {filtered
                ? `${matchCount.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} projects`
                : `${total.toLocaleString("en-US")} ${total === 1 ? "project" : "projects"}`}
            </p>
          ) : null}
        </div>
        {content}
      </div>

      <CreateProjectDialog
        open={dialog.open}
        onOpenChange={changeDialogOpen}
        defaultClientId={dialog.clientId}
        defaultProjectType={dialog.projectType}
      />
    </>
  );
}

function noMatchText(search: string, type: TypeFilter): string {
  const needle = search.trim();
  const typeText = type === "ALL" ? "" : ` ${projectTypeLabel(type).toLowerCase()}`;
  if (needle) return `No${typeText} project's title or client name contains "${needle}".`;
  return `You have no${typeText} projects yet.`;
}
