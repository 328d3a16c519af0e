/**
 * Projects' server state: the list, one project with its activity, what was sent for it (estimates,
 * questionnaires), and the two writes made from these screens (create, update). Query keys are API
 * path segments; a filtered list is keyed by its full path (["/api/projects?projectType=WEDDING"]).
 */
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type {
  CreateProjectInput,
  Project,
  ProjectDetail,
  UpdateProjectInput,
} from "../../../shared/projects";
import type { ProposalRow } from "../../../shared/proposals";

/** One row of GET /api/projects/{id}/questionnaires. */
export interface ProjectQuestionnaire {
  id: string;
  templateTitle: string;
  createdAt: string;
  submittedAt: string | null;
}

export const SUMMARY_QUERY_KEY = ["/api/reports/summary"] as const;
export const projectKey = (id: string) => ["/api/projects", id] as const;
export const projectEstimatesKey = (id: string) => ["/api/estimates/project", id] as const;
export const projectQuestionnairesKey = (id: string) => ["/api/projects", id, "questionnaires"] as const;

/** Every project list (filtered or not) and every cached project. */
export function startsWith(prefix: string) {
  return ({ queryKey }: { queryKey: QueryKey }) =>
    typeof queryKey[0] === "string" && queryKey[0].startsWith(prefix);
}

/**
 * After a project is written: project lists and details, stages (their project counts), the summary
 * (active projects, booked this month) and clients (their projects and latest project).
 */
export function invalidateAfterProjectWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: startsWith("/api/projects") }),
    queryClient.invalidateQueries({ predicate: startsWith("/api/stages") }),
    queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ["/api/clients"] }),
  ]);
}

export function useProject(id: string) {
  return useQuery<ProjectDetail>({ queryKey: projectKey(id), enabled: id !== "" });
}

export function useProjectEstimates(id: string) {
  return useQuery<ProposalRow[]>({ queryKey: projectEstimatesKey(id), enabled: id !== "" });
}

export function useProjectQuestionnaires(id: string) {
  return useQuery<ProjectQuestionnaire[]>({ queryKey: projectQuestionnairesKey(id), enabled: id !== "" });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateProjectInput) => {
      const res = await apiRequest("POST", "/api/projects", input);
      return (await res.json()) as Project;
    },
    onSuccess: () => invalidateAfterProjectWrite(queryClient),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateProjectInput }) => {
      const res = await apiRequest("PUT", `/api/projects/${encodeURIComponent(id)}`, input);
      return (await res.json()) as Project;
    },
    onSuccess: (project) => {
      // Show the saved fields at once; the refetch brings the new activity entry.
      queryClient.setQueryData<ProjectDetail>(projectKey(project.id), (current) =>
        current ? { ...current, ...project, activities: current.activities } : current,
      );
      return invalidateAfterProjectWrite(queryClient);
    },
  });
}
