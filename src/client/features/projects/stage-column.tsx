import { useDroppable } from "@dnd-kit/core";
import { Plus } from "lucide-react";
import { memo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { ProjectSummary, Stage } from "../../../shared/projects";
import { ProjectCard } from "./project-card";

/** Cards drawn at first, and added per "Show more": a stage with thousands of projects stays quick. */
export const COLUMN_PAGE_SIZE = 50;

/** What dnd-kit carries for a column a card is over. */
export interface ColumnDropData {
  stage: Stage;
}

interface StageColumnProps {
  stage: Stage;
  /** This column's projects (already filtered by the search), newest arrival first. */
  projects: readonly ProjectSummary[];
  /** All of the type's stages in board order, for the cards' "Move to" menus. */
  stages: readonly Stage[];
  searching: boolean;
  onMove: (project: ProjectSummary, stage: Stage) => void;
  onAddProject: (stage: Stage) => void;
}

export const StageColumn = memo(function StageColumn({
  stage,
  projects,
  stages,
  searching,
  onMove,
  onAddProject,
}: StageColumnProps) {
  const { setNodeRef, isOver, active } = useDroppable({
    id: stage.id,
    data: { stage } satisfies ColumnDropData,
  });
  const [limit, setLimit] = useState(COLUMN_PAGE_SIZE);
  const shown = projects.length > limit ? projects.slice(0, limit) : projects;
  const hidden = projects.length - shown.length;
  const headingId = `stage-${stage.id}-heading`;
  const count = projects.length;
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
            {count.toLocaleString("en-US")}
            <span className="sr-only">{count === 1 ? " project" : " projects"}</span>
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {stage.isDefault ? "Default stage for new projects" : "Project progression stage"}
        </p>
      </header>

      <div className="flex-1 overflow-y-auto p-2 sm:max-h-[36rem]">
        {count === 0 ? (
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
        {hidden > 0 ? (
          <div className="flex flex-col items-center gap-1.5 pt-3 pb-1 text-xs text-muted-foreground">
            <p>
              Showing {shown.length.toLocaleString("en-US")} of {count.toLocaleString("en-US")}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setLimit((current) => current + COLUMN_PAGE_SIZE)}
            >
              Show {Math.min(COLUMN_PAGE_SIZE, hidden)} more
            </Button>
          </div>
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
