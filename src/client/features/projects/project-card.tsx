import { useDraggable } from "@dnd-kit/core";
import { CalendarDays, GripVertical, MoreHorizontal } from "lucide-react";
import { type KeyboardEventHandler, memo, useEffect } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { cardAge, type ProjectSummary, type Stage } from "../../../shared/projects";
import { CardAgeBadge } from "./card-age-badge";
import { daysInStage, formatEventDate } from "./pipeline-cache";
import { ProjectCardMenu } from "./project-card-menu";

type MoveHandler = (project: ProjectSummary, stage: Stage) => void;

/** What dnd-kit carries for a dragged card: the project as it was when picked up. */
export interface CardDragData {
  project: ProjectSummary;
}

const cardFrame = "flex gap-1 rounded-lg border bg-card py-3 pr-3 pl-1 text-card-foreground shadow-xs";

interface CardContentProps {
  project: ProjectSummary;
  stages: readonly Stage[];
  onMove: MoveHandler;
  /** The copy under the pointer while dragging: looks the same, has no controls. */
  overlay?: boolean;
}

/**
 * The card's text and controls. Memoised: while a card is dragged, dnd-kit redraws every draggable, but
 * only this light frame around an unchanged card runs again.
 */
const ProjectCardContent = memo(function ProjectCardContent({
  project,
  stages,
  onMove,
  overlay = false,
}: CardContentProps) {
  const now = new Date();
  const clientName = `${project.client.firstName} ${project.client.lastName}`.trim();
  const eventDate = formatEventDate(project.eventDate);
  return (
    <div className="min-w-0 flex-1 space-y-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-0.5">
          <h4 className="text-sm leading-snug font-medium break-words">
            {overlay ? (
              <span className="line-clamp-2">{project.title}</span>
            ) : (
              // A click opens the project; pressing and moving drags the card, as from anywhere on it.
              <Link
                href={`/projects/${encodeURIComponent(project.id)}`}
                draggable={false}
                className="line-clamp-2 rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {project.title}
              </Link>
            )}
          </h4>
          <p className="truncate text-xs text-muted-foreground">{clientName || "No client name"}</p>
        </div>
        {overlay ? (
          <span aria-hidden="true" className="-mt-1 -mr-1 flex size-8 items-center justify-center">
            <MoreHorizontal className="size-4" />
          </span>
        ) : (
          <ProjectCardMenu project={project} stages={stages} onMove={onMove} />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
          {eventDate && project.eventDate ? (
            <time dateTime={project.eventDate.slice(0, 10)} className="truncate">
              {eventDate}
            </time>
          ) : (
            <span>No date</span>
          )}
        </span>
        <CardAgeBadge age={cardAge(project, now)} days={daysInStage(project, now)} />
      </div>
    </div>
  );
});

interface ProjectCardProps {
  project: ProjectSummary;
  stages: readonly Stage[];
  onMove: MoveHandler;
}

/**
 * The click a browser may still fire when a drag ends where it started (on the title link, say) must
 * not open the project: it is cancelled, for a moment after the drag, before anything sees it.
 */
function useNoClickAfterDrag(isDragging: boolean) {
  useEffect(() => {
    if (!isDragging) return;
    const cancel = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("click", cancel, { capture: true });
    return () => {
      setTimeout(() => window.removeEventListener("click", cancel, { capture: true }), 100);
    };
  }, [isDragging]);
}

/**
 * A project on the board. A mouse or pen drags it from anywhere but its menu, its title included (a
 * click without moving still opens the project); a finger after a short press; the keyboard from its
 * grip button (Space or Enter, arrow keys, Space or Enter).
 */
export function ProjectCard({ project, stages, onMove }: ProjectCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: project.id,
    data: { project } satisfies CardDragData,
  });
  useNoClickAfterDrag(isDragging);
  // Pointer and touch start anywhere on the card; the keyboard only from the grip, its activator.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  return (
    <li
      ref={setNodeRef}
      {...pointerListeners}
      data-project-id={project.id}
      className={cn(
        cardFrame,
        "cursor-grab touch-manipulation transition-opacity select-none [-webkit-touch-callout:none] hover:border-slate-300",
        isDragging && "opacity-40",
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        onKeyDown={onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
        aria-label={`Move ${project.title}`}
        className="-my-1 flex w-6 shrink-0 cursor-grab items-start justify-center rounded-sm pt-1 text-muted-foreground/70 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <ProjectCardContent project={project} stages={stages} onMove={onMove} />
    </li>
  );
}

/** The card as it follows the pointer (DragOverlay). */
export function ProjectCardOverlay({ project }: { project: ProjectSummary }) {
  return (
    <div className={cn(cardFrame, "w-full cursor-grabbing shadow-lg ring-2 ring-primary/40")}>
      <span aria-hidden="true" className="flex w-6 shrink-0 justify-center pt-0 text-muted-foreground/70">
        <GripVertical className="size-4" />
      </span>
      <ProjectCardContent project={project} stages={[]} onMove={noop} overlay />
    </div>
  );
}

function noop() {}
