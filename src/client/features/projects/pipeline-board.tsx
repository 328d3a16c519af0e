import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ProjectSummary, ProjectType, Stage } from "../../../shared/projects";
import { columnCoordinateGetter } from "./board-keyboard";
import { LongPressTouchSensor, MouseAndPenSensor } from "./board-sensors";
import { type CardDragData, ProjectCardOverlay } from "./project-card";
import { type ColumnDropData, type ColumnResult, StageColumn } from "./stage-column";

interface PipelineBoardProps {
  type: ProjectType;
  /** The type's stages in board order. */
  stages: readonly Stage[];
  /** Sent to the server by every column; blank for none. */
  search: string;
  onMove: (project: ProjectSummary, stage: Stage) => void;
  onAddProject: (stage: Stage) => void;
  onColumnResult?: (stageId: string, result: ColumnResult) => void;
}

/** The pointer decides where a mouse or finger drops; the card's own area decides for the keyboard. */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    if (hits.length > 0) return hits;
  }
  return rectIntersection(args);
};

const dragged = (data: unknown) => (data as Partial<CardDragData> | undefined)?.project;
const column = (data: unknown) => (data as Partial<ColumnDropData> | undefined)?.stage;

/** What a screen reader hears while a card is moved. */
function announcements(stageName: (id: string | null) => string): Announcements {
  return {
    onDragStart: ({ active }) => {
      const project = dragged(active.data.current);
      return project ? `Picked up ${project.title}, in ${stageName(project.stageId)}.` : undefined;
    },
    onDragOver: ({ active, over }) => {
      const project = dragged(active.data.current);
      if (!project) return undefined;
      const stage = column(over?.data.current);
      return stage ? `${project.title} is over ${stage.name}.` : `${project.title} is not over a stage.`;
    },
    onDragEnd: ({ active, over }) => {
      const project = dragged(active.data.current);
      if (!project) return undefined;
      const stage = column(over?.data.current);
      if (!stage || stage.id === project.stageId) {
        return `${project.title} was dropped. It stays in ${stageName(project.stageId)}.`;
      }
      return `${project.title} was moved to ${stage.name}.`;
    },
    onDragCancel: ({ active }) => {
      const project = dragged(active.data.current);
      return project
        ? `Moving ${project.title} was cancelled. It stays in ${stageName(project.stageId)}.`
        : undefined;
    },
  };
}

const screenReaderInstructions = {
  draggable:
    "To move this project to another stage, press Space or Enter. Use the arrow keys to choose a stage, " +
    "then press Space or Enter to drop it there, or Escape to cancel.",
};

/**
 * The pipeline board: a 4-column grid of stage columns (more stages wrap onto further rows), each
 * reading its own projects a page at a time. Cards move by drag and drop (mouse, touch or keyboard); a
 * drop on another column calls `onMove`.
 */
export function PipelineBoard({
  type,
  stages,
  search,
  onMove,
  onAddProject,
  onColumnResult,
}: PipelineBoardProps) {
  const [active, setActive] = useState<ProjectSummary | null>(null);

  // The keyboard sensor reads the column order on each key press, through a ref that follows the stages.
  const order = useMemo(() => stages.map((stage) => stage.id), [stages]);
  const orderRef = useRef(order);
  useEffect(() => {
    orderRef.current = order;
  }, [order]);
  const coordinateGetter = useMemo(() => columnCoordinateGetter(() => orderRef.current), []);

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(LongPressTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const accessibility = useMemo(() => {
    const names = new Map(stages.map((stage) => [stage.id, stage.name]));
    const stageName = (id: string | null) => (id ? names.get(id) : undefined) ?? "its stage";
    return { announcements: announcements(stageName), screenReaderInstructions };
  }, [stages]);

  const onDragStart = ({ active: start }: DragStartEvent) => setActive(dragged(start.data.current) ?? null);
  const onDragEnd = ({ active: end, over }: DragEndEvent) => {
    setActive(null);
    const project = dragged(end.data.current);
    const stage = column(over?.data.current);
    if (project && stage && stage.id !== project.stageId) onMove(project, stage);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <div className="grid min-h-[500px] grid-cols-1 items-stretch gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stages.map((stage) => (
          <StageColumn
            key={stage.id}
            type={type}
            stage={stage}
            stages={stages}
            search={search}
            onMove={onMove}
            onAddProject={onAddProject}
            onResult={onColumnResult}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? <ProjectCardOverlay project={active} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
