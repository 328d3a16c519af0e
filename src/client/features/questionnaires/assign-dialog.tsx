import { useState } from "react";
import { LoadMoreSentinel } from "@/components/load-more-sentinel";
import { SearchInput } from "@/components/search-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { usePagedList } from "@/hooks/use-paged-list";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { type ProjectSummary, projectTypeLabel } from "../../../shared/projects";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires";
import { useAssignQuestionnaire } from "./use-questionnaires";

interface AssignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: QuestionnaireTemplate | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The projects to send a questionnaire to, with client, type, stage and date. */
export function AssignDialog({ open, onOpenChange, template, onCloseAutoFocus }: AssignDialogProps) {
  const [search, setSearch] = useState("");
  const projects = usePagedList<ProjectSummary>("/api/projects", {
    search: useDebouncedValue(search.trim()) || undefined,
  });
  const assign = useAssignQuestionnaire();
  const dates = useStudioDates();
  const list = projects.items;

  const send = (projectId: string, clientName: string) => {
    if (!template) return;
    assign.mutate(
      { projectId, templateId: template.id },
      {
        onSuccess: () => {
          toast({
            title: "Questionnaire Assigned",
            description: `${clientName} gets an e-mail with a link to it.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Assignment Failed",
            description: errorMessage(error, "Failed to assign questionnaire. Please try again."),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Assign Questionnaire</DialogTitle>
          <DialogDescription>
            Send "{template?.title}" to a project. The client is e-mailed a link to fill it in.
          </DialogDescription>
        </DialogHeader>
        <SearchInput
          label="Search projects"
          placeholder="Search by client or project"
          className="sm:max-w-none"
          value={search}
          onChange={setSearch}
        />
        {template?.questionCount === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            This questionnaire has no questions yet. Add one before sending it.
          </p>
        ) : projects.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No projects found</p>
        ) : (
          <ul aria-label="Projects" className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1">
            {list.map((p) => {
              const clientName = `${p.client.firstName} ${p.client.lastName}`.trim();
              return (
                <li key={p.id} className="flex items-center gap-3 rounded-lg border p-3">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="truncate text-sm font-medium">{clientName}</p>
                    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                      <Badge variant="outline">{projectTypeLabel(p.projectType)}</Badge>
                      <span>{p.stage?.name ?? "No stage"}</span>
                      <span aria-hidden="true">·</span>
                      <span>{p.eventDate ? dates.calendarDay(p.eventDate) : "No date set"}</span>
                    </div>
                  </div>
                  <Button
                    size="sm"
                    onClick={() => send(p.id, clientName)}
                    disabled={assign.isPending}
                    aria-label={`Assign to ${clientName}, ${p.title}`}
                  >
                    Assign
                  </Button>
                </li>
              );
            })}
            <li>
              <LoadMoreSentinel
                hasNextPage={projects.hasNextPage}
                isFetchingNextPage={projects.isFetchingNextPage}
                failed={projects.isFetchNextPageError}
                onLoadMore={() => projects.fetchNextPage()}
                label="Load more projects"
              />
            </li>
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
