/**
 * The pipeline page's server state: each column's projects (a page at a time) and the type's stages,
 * the studio summary, moving a project (optimistic, rolled back on failure) and the stage writes. Every write refreshes the project lists,
 * the stage lists and the summary, whichever project type they were read for.
 */
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import { usePagedList } from "@/hooks/use-paged-list";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import type { ProjectSummary, ProjectType, ReportSummary, Stage, StageInput } from "../../../shared/projects";
import { stagesQueryKey } from "../../hooks/use-stages";
import {
  keyStartsWith,
  moveProjectInPages,
  moveStageCounts,
  type ProjectPages,
  replaceProjectInPages,
  SUMMARY_QUERY_KEY,
  stageColumnParams,
  stageIdOfKey,
  typeListsFilter,
} from "./pipeline-cache";

/** One column's projects (those in `stageId` matching `search`), newest first, a page at a time. */
export function useStageProjects(type: ProjectType, stageId: string, search: string) {
  return usePagedList<ProjectSummary>("/api/projects", stageColumnParams(type, stageId, search));
}

export function useReportSummary() {
  return useQuery<ReportSummary>({ queryKey: SUMMARY_QUERY_KEY });
}

/**
 * Refetches every project list and detail, every stage list and the summary: keys are matched by path,
 * so ["/api/projects?projectType=WEDDING"] is included (a plain prefix key would miss it). Client reads
 * show project stages too, so they are marked stale as well (refetched when next shown). Not awaited by
 * the writes, so a toast or a closing dialog never waits for a large list to reload.
 */
export function invalidatePipeline(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      keyStartsWith(queryKey, "/api/projects") ||
      keyStartsWith(queryKey, "/api/stages") ||
      keyStartsWith(queryKey, SUMMARY_QUERY_KEY[0]) ||
      keyStartsWith(queryKey, "/api/clients"),
  });
}

const MOVE_MUTATION_KEY = ["pipeline", "move-project"] as const;

interface MoveVariables {
  project: ProjectSummary;
  stage: Stage;
}

interface MoveContext {
  /** Every paged list of the type as it was, to put back on failure. */
  previousLists: [QueryKey, ProjectPages | undefined][];
  previousStages: Stage[] | undefined;
}

/**
 * Moves a project to another stage of its type: the card jumps at once, the server's answer confirms
 * it, and a failure puts it back. Returns `move(project, stage)`, shared by drag-and-drop and the
 * card's "Move to" menu; it toasts the outcome.
 */
export function useMoveProject(type: ProjectType) {
  const queryClient = useQueryClient();
  const mutation = useMutation<ProjectSummary, Error, MoveVariables, MoveContext>({
    mutationKey: MOVE_MUTATION_KEY,
    mutationFn: async ({ project, stage }) => {
      const res = await apiRequest("PUT", `/api/projects/${encodeURIComponent(project.id)}/stage`, {
        stageId: stage.id,
      });
      return (await res.json()) as ProjectSummary;
    },
    onMutate: async ({ project, stage }) => {
      const listsFilter = typeListsFilter(type);
      const stagesKey = stagesQueryKey(type);
      // A page fetched before the move must not land on top of it.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: listsFilter }),
        queryClient.cancelQueries({ queryKey: stagesKey }),
      ]);
      const previousLists = queryClient.getQueriesData<ProjectPages>({ queryKey: listsFilter });
      const previousStages = queryClient.getQueryData<Stage[]>(stagesKey);
      // Out of the column it leaves, on top of the one it enters (each list by the stage in its key).
      for (const [key, data] of previousLists) {
        const next = moveProjectInPages(data, stageIdOfKey(key), project, stage);
        if (next !== data) queryClient.setQueryData(key, next);
      }
      queryClient.setQueryData<Stage[]>(stagesKey, (list) =>
        moveStageCounts(list, project.stageId, stage.id),
      );
      return { previousLists, previousStages };
    },
    onError: (_error, _variables, context) => {
      if (!context) return;
      for (const [key, data] of context.previousLists) queryClient.setQueryData(key, data);
      queryClient.setQueryData(stagesQueryKey(type), context.previousStages);
    },
    onSuccess: (saved) => {
      // The server's copy (its stageEnteredAt) replaces the guess, ahead of the refetch.
      queryClient.setQueriesData<ProjectPages>({ queryKey: typeListsFilter(type) }, (data) =>
        replaceProjectInPages(data, saved),
      );
    },
    onSettled: () => {
      // While other moves are still in flight, a refetch would briefly undo their optimistic state;
      // the last move to settle refreshes for all of them.
      if (queryClient.isMutating({ mutationKey: MOVE_MUTATION_KEY }) > 1) return;
      void invalidatePipeline(queryClient);
    },
  });

  const { mutate } = mutation;
  const move = useCallback(
    (project: ProjectSummary, stage: Stage) => {
      if (project.stageId === stage.id) return;
      mutate(
        { project, stage },
        {
          onSuccess: () => {
            toast({ title: "Project moved", description: `${project.title} is now in ${stage.name}.` });
          },
          onError: (error) => {
            toast({
              variant: "destructive",
              title: "Error",
              description: errorMessage(error, "Failed to move project. Please try again."),
            });
          },
        },
      );
    },
    [mutate],
  );
  return { move, isPending: mutation.isPending };
}

function stageUrl(id?: string) {
  return id ? `/api/stages/${encodeURIComponent(id)}` : "/api/stages";
}

export function useCreateStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StageInput) => {
      const res = await apiRequest("POST", stageUrl(), input);
      return (await res.json()) as Stage;
    },
    onSuccess: () => {
      void invalidatePipeline(queryClient);
    },
  });
}

export function useUpdateStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: StageInput }) => {
      const res = await apiRequest("PUT", stageUrl(id), input);
      return (await res.json()) as Stage;
    },
    onSuccess: () => {
      void invalidatePipeline(queryClient);
    },
  });
}

export interface DeleteStageResult {
  message: string;
  movedProjects: number;
}

export function useDeleteStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest("DELETE", stageUrl(id));
      return (await res.json()) as DeleteStageResult;
    },
    onSuccess: () => {
      void invalidatePipeline(queryClient);
    },
  });
}
