import { useDroppable } from "@dnd-kit/core";
import { Plus } from "lucide-react";
import { memo, useEffect } from "react";
import { ErrorState } from "@/components/error-state";
import { LoadMoreSentinel } from "@/components/load-more-sentinel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useIsMobile } from "@/hooks/use-mobile";
import { loadedCount } from "@/hooks/use-paged-list";
import { cn } from "@/lib/utils";
import type { ProjectSummary, ProjectType, Stage } from "../../../shared/projects";
import { ProjectCard } from "./project-card";
import { useStageProjects } from "./use-pipeline";

/** What a column has found, for the board's "N projects match" line. */
export interface ColumnResult {
  count: number;
  /** More pages remain, so `count` is a lower bound. */
  more: boolean;
  /** The first page is in (or failed). */
  settled: boolean;
}

/** What dnd-kit carries for a column a card is over. */
export interface ColumnDropData {
  stage: Stage;
}

interface StageColumnProps {
  type: ProjectType;
  stage: Stage;
  /** All of the type's stages in board order, for the cards' "Move to" menus. */
  stages: readonly Stage[];
  /** The board's search (sent to the server); blank for none. */
  search: string;
  onMove: (project: ProjectSummary, stage: Stage) => void;
  onAddProject: (stage: Stage) => void;
  onResult?: (stageId: string, result: ColumnResult) => void;
}

/**
 * One stage of the board. It reads its own projects a page at a time (newest first), and loads the next
 * as its list is scrolled to the end, or by its "Load more" button (on phones, where the columns stand
 * one above the other, only by the button, so that the next stage can still be scrolled to).
 */
export const StageColumn = memo(function StageColumn({
  type,
  stage,
  stages,
  search,
  onMove,
  onAddProject,
  onResult,
}: StageColumnProps) {
  const { setNodeRef, isOver, active } = useDroppable({
    id: stage.id,
    data: { stage } satisfies ColumnDropData,
  });
  const isMobile = useIsMobile();
  const pages = useStageProjects(type, stage.id, search);
  const shown = pages.items;
  const searching = search.trim() !== "";
  const headingId = `stage-${stage.id}-heading`;
  // The stage's own count is the whole column's; a search has only the loaded pages to count.
  const count = searching ? shown.length : stage.projectCount;
  const countText = searching ? loadedCount(shown.length, pages.hasNextPage) : count.toLocaleString("en-US");
  // A previous search's rows shown while this one loads are not its answer.
  const settled = !pages.isPending && !pages.isPlaceholderData;
  useEffect(() => {
    onResult?.(stage.id, { count: shown.length, more: pages.hasNextPage, settled });
  }, [onResult, stage.id, shown.length, pages.hasNextPage, settled]);
  // A card hovering over its own column is not a move: only other columns light up.
  const activeStageId = (active?.data.current as { project?: ProjectSummary } | undefined)?.project?.stageId;
  const highlighted = isOver && activeStageId !== stage.id;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage-id={stage.id}
      className={cn(
        "flex min-h-56 min-w-0 flex-col rounded-xl border bg-slate-50/80 transition-colors sm:min-h-[500px]",
        highlighted && "border-primary/60 bg-blue-50/70 ring-2 ring-primary/30",
      )}
    >
      <header className="space-y-1 border-b px-3 py-3">
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: stage.color }}
          />
          <h3 id={headingId} className="min-w-0 truncate text-sm font-semibold" title={stage.name}>
            {stage.name}
          </h3>
          <Badge variant="secondary" className="ml-auto tabular-nums">
            {countText}
            <span className="sr-only">{count === 1 && countText === "1" ? " project" : " projects"}</span>
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {stage.isDefault ? "Default stage for new projects" : "Project progression stage"}
        </p>
      </header>

      <div className="flex-1 overflow-y-auto p-2 sm:max-h-[36rem]">
        {pages.isPending ? (
          <div aria-busy="true" className="grid gap-2">
            <span className="sr-only">Loading projects</span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : pages.isError && !pages.data ? (
          <ErrorState
            compact
            title="Could not load this stage."
            onRetry={() => void pages.refetch()}
            retrying={pages.isFetching}
          />
        ) : shown.length === 0 ? (
          <p className="rounded-lg border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">
            {searching
              ? "No matching projects in this stage."
              : "No projects here yet. Drag a card here to move it."}
          </p>
        ) : (
          <ol className="grid gap-2" aria-labelledby={headingId}>
            {shown.map((project) => (
              <ProjectCard key={project.id} project={project} stages={stages} onMove={onMove} />
            ))}
          </ol>
        )}
        {shown.length > 0 ? (
          <LoadMoreSentinel
            className="pt-3 pb-1 text-xs"
            hasNextPage={pages.hasNextPage}
            isFetchingNextPage={pages.isFetchingNextPage}
            failed={pages.isFetchNextPageError}
            onLoadMore={() => void pages.fetchNextPage()}
            label={`Load more in ${stage.name}`}
            auto={!isMobile}
          />
        ) : null}
      </div>

      <div className="border-t p-2">
        <Button
          variant="ghost"
          size="sm"
          className="w-full justify-start text-muted-foreground hover:text-foreground"
          onClick={() => onAddProject(stage)}
        >
          <Plus aria-hidden="true" />
          <span className="truncate">Add project to {stage.name}</span>
        </Button>
      </div>
    </section>
  );
});
