import { Plus, Settings2, Zap } from "lucide-react";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link, Redirect, useSearchParams } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { ProjectTypeSwitcher } from "@/components/layout/project-type-switcher";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { loadedCount } from "@/hooks/use-paged-list";
import { useStages } from "@/hooks/use-stages";
import {
  PROJECT_TYPES,
  type ProjectSummary,
  type ProjectType,
  projectTypeLabel,
  type Stage,
} from "../../../shared/projects";
import { BoardSkeleton } from "./board-skeleton";
import { NoStages, StagesLoadError } from "./board-states";
import { CreateProjectDialog } from "./create-project-dialog";
import { ManageStagesDialog } from "./manage-stages-dialog";
import { PipelineBoard } from "./pipeline-board";
import { sortStages } from "./pipeline-cache";
import { PipelineSearch } from "./pipeline-search";
import { PipelineStats } from "./pipeline-stats";
import type { ColumnResult } from "./stage-column";
import { StageFormDialog } from "./stage-form-dialog";
import { useMoveProject } from "./use-pipeline";

const DEFAULT_TYPE: ProjectType = "WEDDING";

function parseType(value: string | null): ProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value ?? "") ? (value as ProjectType) : DEFAULT_TYPE;
}

/** The Project Pipeline: a spinner while the session loads, the sign-in page without one. */
export function PipelinePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Loading your pipeline" fullScreen={false} />;
  if (!user) return <Redirect to="/login" replace />;
  return <Pipeline />;
}

interface CreateState {
  open: boolean;
  stageId?: string;
}

function Pipeline() {
  // The chosen type lives in the address (?type=PORTRAIT), so coming back from a project keeps it.
  const [params, setParams] = useSearchParams();
  const type = parseType(params.get("type"));
  const setType = (next: ProjectType) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TYPE) updated.delete("type");
        else updated.set("type", next);
        return updated;
      },
      { replace: true },
    );
  const typeLabel = projectTypeLabel(type);

  const [search, setSearch] = useState("");
  // Every column asks the server for its matches once typing pauses.
  const debouncedSearch = useDebouncedValue(search).trim();
  const [create, setCreate] = useState<CreateState>({ open: false });
  const [manageOpen, setManageOpen] = useState(false);
  const [firstStageOpen, setFirstStageOpen] = useState(false);

  const stages = useStages(type);
  const sortedStages = useMemo(() => sortStages(stages.data ?? []), [stages.data]);
  const { move } = useMoveProject(type);
  const onAddProject = useCallback((stage: Stage) => setCreate({ open: true, stageId: stage.id }), []);
  const onMove = useCallback((project: ProjectSummary, stage: Stage) => move(project, stage), [move]);

  // What each column found for the search, keyed by type and search so that an old answer never counts.
  const [results, setResults] = useState<{ key: string; byStage: ReadonlyMap<string, ColumnResult> }>({
    key: "",
    byStage: new Map(),
  });
  const resultKey = `${type}|${debouncedSearch}`;
  const onColumnResult = useCallback(
    (stageId: string, result: ColumnResult) =>
      setResults((current) => {
        const byStage = new Map(current.key === resultKey ? current.byStage : []);
        byStage.set(stageId, result);
        return { key: resultKey, byStage };
      }),
    [resultKey],
  );
  const matchCount = useMemo(() => {
    if (!debouncedSearch || results.key !== resultKey) return null;
    const found = sortedStages.map((stage) => results.byStage.get(stage.id));
    if (found.some((result) => !result?.settled)) return null;
    return {
      count: found.reduce((sum, result) => sum + (result?.count ?? 0), 0),
      more: found.some((result) => result?.more),
    };
  }, [debouncedSearch, results, resultKey, sortedStages]);

  let board: ReactNode;
  if (stages.isError) {
    board = <StagesLoadError onRetry={() => void stages.refetch()} retrying={stages.isFetching} />;
  } else if (stages.isPending) {
    board = <BoardSkeleton />;
  } else if (sortedStages.length === 0) {
    board = <NoStages typeLabel={typeLabel} onAddStage={() => setFirstStageOpen(true)} />;
  } else {
    board = (
      <PipelineBoard
        type={type}
        stages={sortedStages}
        search={debouncedSearch}
        onMove={onMove}
        onAddProject={onAddProject}
        onColumnResult={onColumnResult}
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Project Pipeline"
        description="Every project of a type, stage by stage, from first enquiry to delivery."
        action={
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
            <PipelineSearch value={search} onChange={setSearch} />
            <Button onClick={() => setCreate({ open: true })}>
              <Plus aria-hidden="true" />
              Add Project
            </Button>
          </div>
        }
      />

      <div className="grid gap-6">
        <PipelineStats />

        <ProjectTypeSwitcher value={type} onChange={setType}>
          <Card className="gap-4 py-4 sm:gap-5 sm:py-6">
            <CardHeader className="flex flex-col gap-3 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
              <div className="min-w-0 space-y-1.5">
                <h2 className="leading-none font-semibold">{typeLabel} Pipeline</h2>
                <p className="text-sm text-muted-foreground">
                  Drag a card to another stage, or use its menu to move it.
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setManageOpen(true)}>
                  <Settings2 aria-hidden="true" />
                  Manage Stages
                </Button>
                <Button variant="outline" size="sm" asChild>
                  <Link href="/automations">
                    <Zap aria-hidden="true" />
                    Automation Rules
                  </Link>
                </Button>
              </div>
            </CardHeader>
            <CardContent className="grid gap-3 px-3 sm:px-6">
              <p
                aria-live="polite"
                className={matchCount === null ? "sr-only" : "text-sm text-muted-foreground"}
              >
                {matchCount === null
                  ? ""
                  : matchCount.count === 0
                    ? `No ${typeLabel.toLowerCase()} projects match "${debouncedSearch}".`
                    : `${loadedCount(matchCount.count, matchCount.more)} ${matchCount.count === 1 && !matchCount.more ? "project matches" : "projects match"} "${debouncedSearch}".`}
                {matchCount?.count === 0 ? (
                  <Button variant="link" size="sm" className="h-auto px-1.5" onClick={() => setSearch("")}>
                    Clear search
                  </Button>
                ) : null}
              </p>
              {board}
            </CardContent>
          </Card>
        </ProjectTypeSwitcher>
      </div>

      <CreateProjectDialog
        open={create.open}
        onOpenChange={(open) => setCreate((current) => ({ ...current, open }))}
        defaultProjectType={type}
        defaultStageId={create.stageId}
      />
      <ManageStagesDialog open={manageOpen} onOpenChange={setManageOpen} projectType={type} />
      <StageFormDialog
        open={firstStageOpen}
        onOpenChange={setFirstStageOpen}
        stage={null}
        projectType={type}
      />
    </>
  );
}
