import { ArrowRightLeft, Eye, FileText, Mail, MoreHorizontal, UserPen } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ProjectSummary, Stage } from "../../../shared/projects";
import { NO_DRAG_ATTRIBUTE } from "./board-sensors";

const noDrag = { [NO_DRAG_ATTRIBUTE]: "" };

interface ProjectCardMenuProps {
  project: ProjectSummary;
  /** The type's stages in board order; the project's own is left out of "Move to". */
  stages: readonly Stage[];
  onMove: (project: ProjectSummary, stage: Stage) => void;
}

/** A card's actions: the pages about its project and client, and "Move to" for any other stage. */
export function ProjectCardMenu({ project, stages, onMove }: ProjectCardMenuProps) {
  const id = encodeURIComponent(project.id);
  const clientId = encodeURIComponent(project.clientId);
  const others = stages.filter((stage) => stage.id !== project.stageId);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8 shrink-0"
          aria-label={`Actions for ${project.title}`}
          {...noDrag}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48" {...noDrag}>
        <DropdownMenuItem asChild>
          <Link href={`/projects/${id}`}>
            <Eye aria-hidden="true" />
            View Details
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/clients/${clientId}`}>
            <Mail aria-hidden="true" />
            Send Email
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/proposals/new?clientId=${clientId}&projectId=${id}`}>
            <FileText aria-hidden="true" />
            Create Estimate
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/clients/${clientId}`}>
            <UserPen aria-hidden="true" />
            Edit Client
          </Link>
        </DropdownMenuItem>
        {others.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>
                <ArrowRightLeft aria-hidden="true" className="text-muted-foreground" />
                Move to
              </DropdownMenuSubTrigger>
              <DropdownMenuPortal>
                <DropdownMenuSubContent className="max-h-72 w-52" {...noDrag}>
                  <DropdownMenuLabel className="text-xs text-muted-foreground">
                    Move to stage
                  </DropdownMenuLabel>
                  {others.map((stage) => (
                    <DropdownMenuItem key={stage.id} onSelect={() => onMove(project, stage)}>
                      <span
                        aria-hidden="true"
                        className="size-2.5 shrink-0 rounded-full"
                        style={{ backgroundColor: stage.color }}
                      />
                      <span className="truncate">{stage.name}</span>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuSubContent>
              </DropdownMenuPortal>
            </DropdownMenuSub>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
