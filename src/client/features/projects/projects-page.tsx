/**
 * /projects: the studio's projects, newest first and a page at a time, grouped by project type, with a
 * search (title or client name, matched by the server) and a type filter. ?clientId={id} opens Add
 * Project with that client chosen (from a client's page).
 */
import { KanbanSquare, Plus } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { LoadMoreSentinel } from "@/components/load-more-sentinel";
import { Button } from "@/components/ui/button";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { loadedCount, usePagedList } from "@/hooks/use-paged-list";
import {
  PROJECT_TYPES,
  type ProjectSummary,
  type ProjectType,
  projectTypeLabel,
} from "../../../shared/projects";
import { CreateProjectDialog } from "./create-project-dialog";
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
  const searchString = useSearch();
  const [, navigate] = useLocation();
  const clientIdParam = new URLSearchParams(searchString).get("clientId") ?? "";

  const [search, setSearch] = useState("");
  const [type, setType] = useState<TypeFilter>("ALL");
  // The server searches once typing pauses, and sends the projects a page at a time.
  const debouncedSearch = useDebouncedValue(search).trim();
  const projects = usePagedList<ProjectSummary>("/api/projects", {
    projectType: type === "ALL" ? undefined : type,
    search: debouncedSearch,
  });
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

  // The loaded pages, grouped by type: each section grows as further pages come in.
  const groups = useMemo(() => {
    const byType = new Map<ProjectType, ProjectSummary[]>();
    for (const project of projects.items) {
      const list = byType.get(project.projectType);
      if (list) list.push(project);
      else byType.set(project.projectType, [project]);
    }
    return PROJECT_TYPES.flatMap((projectType) => {
      const list = byType.get(projectType);
      return list ? [{ type: projectType, projects: list }] : [];
    });
  }, [projects.items]);
  const matchCount = projects.items.length;
  const more = projects.hasNextPage;
  const filtered = Boolean(debouncedSearch) || type !== "ALL";
  // No projects at all (not merely none matching): nothing to filter.
  const none = projects.isSuccess && !projects.isPlaceholderData && matchCount === 0 && !filtered;

  const clearFilters = () => {
    setSearch("");
    setType("ALL");
  };

  let content: ReactNode;
  if (projects.isPending) {
    content = <ProjectsListSkeleton />;
  } else if (projects.isError && !projects.data) {
    content = <ProjectsErrorState onRetry={() => void projects.refetch()} retrying={projects.isFetching} />;
  } else if (none) {
    content = <ProjectsEmptyState onAddProject={openAdd} />;
  } else if (matchCount === 0) {
    content = <ProjectsNoMatch description={noMatchText(debouncedSearch, type)} onClear={clearFilters} />;
  } else {
    content = (
      <div className="grid grid-cols-1 gap-8">
        {groups.map((group) => (
          <ProjectTypeSection key={group.type} type={group.type} projects={group.projects} more={more} />
        ))}
        <LoadMoreSentinel
          hasNextPage={more}
          isFetchingNextPage={projects.isFetchingNextPage}
          failed={projects.isFetchNextPageError}
          onLoadMore={() => void projects.fetchNextPage()}
          label="Load more projects"
        />
      </div>
    );
  }

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
            disabled={(projects.isError && !projects.data) || none}
          />
          {projects.isSuccess && matchCount > 0 ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {/* Exact once every page is in; "50+" while the server has more. */}
              {`${loadedCount(matchCount, more)} ${filtered ? "matching " : ""}${matchCount === 1 && !more ? "project" : "projects"}`}
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
