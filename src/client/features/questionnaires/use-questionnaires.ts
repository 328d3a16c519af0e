/**
 * Questionnaires' server state: templates (with their counts), a template's questions, recent
 * responses, one assignment's answers, and the writes. Writes refresh the template list (its counts)
 * and the lists that show assignments.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type {
  Assignment,
  Question,
  QuestionnaireTemplate,
  TemplateInput,
} from "../../../shared/questionnaires";
import type { QuestionBody } from "./question-draft";

export const TEMPLATES_KEY = ["/api/questionnaire-templates"] as const;
export const questionsKey = (templateId: string) => ["/api/questionnaire-templates", templateId, "questions"];
export const RESPONSES_KEY = ["/api/questionnaire-responses?limit=5"] as const;
export const assignmentKey = (id: string) => ["/api/project-questionnaires", id];

export function useQuestionnaireTemplates() {
  return useQuery<QuestionnaireTemplate[]>({ queryKey: TEMPLATES_KEY });
}

export function useTemplateQuestions(templateId: string | null) {
  return useQuery<Question[]>({ queryKey: questionsKey(templateId ?? ""), enabled: Boolean(templateId) });
}

export function useRecentResponses() {
  return useQuery<Assignment[]>({ queryKey: RESPONSES_KEY, refetchOnMount: "always" });
}

export function useAssignment(id: string | null) {
  return useQuery<Assignment>({
    queryKey: assignmentKey(id ?? ""),
    enabled: Boolean(id),
    refetchOnMount: "always",
  });
}

function refreshLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
    queryClient.invalidateQueries({ queryKey: RESPONSES_KEY }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === "/api/projects" && queryKey[2] === "questionnaires",
    }),
  ]);
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TemplateInput) =>
      (await (
        await apiRequest("POST", "/api/questionnaire-templates", input)
      ).json()) as QuestionnaireTemplate,
    onSuccess: () => refreshLists(queryClient),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: TemplateInput }) =>
      (await (
        await apiRequest("PUT", `/api/questionnaire-templates/${id}`, input)
      ).json()) as QuestionnaireTemplate,
    onSuccess: () => refreshLists(queryClient),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/questionnaire-templates/${id}`);
    },
    onSuccess: () => refreshLists(queryClient),
  });
}

/** One question written: created (no id) or updated. */
export function useSaveQuestion() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: QuestionBody }) => {
      const res = id
        ? await apiRequest("PUT", `/api/questionnaire-questions/${id}`, body)
        : await apiRequest("POST", `/api/questionnaire-templates/${body.templateId}/questions`, body);
      return (await res.json()) as Question;
    },
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string; templateId: string }) => {
      await apiRequest("DELETE", `/api/questionnaire-questions/${id}`);
    },
    onSuccess: (_done, { templateId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionsKey(templateId) }),
        queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
      ]),
  });
}

/** After the questions of a save are written: the questions and the counts are read again. */
export function useRefreshQuestions() {
  const queryClient = useQueryClient();
  return (templateId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: questionsKey(templateId) }),
      queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
    ]);
}

export function useAssignQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, templateId }: { projectId: string; templateId: string }) =>
      (await (
        await apiRequest("POST", `/api/projects/${projectId}/questionnaires`, { templateId })
      ).json()) as Assignment,
    onSuccess: () => refreshLists(queryClient),
  });
}
