/**
 * Automations' server state: a project type's automations and stages, the studio's templates and
 * questionnaires (for the creator), and every write. Keys are the request URL, so the stage
 * list is shared with the pipeline's cache; writes refresh every automations list, whichever type.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { Automation, AutomationStep } from "../../../shared/automations";
import type { ProjectType, Stage } from "../../../shared/projects";
import type { Channel, Template } from "../../../shared/templates";
import type { PlannedAutomation } from "./automation-form";
import { runCreationPlan } from "./create-automations";

export const automationsKey = (type: ProjectType) => [`/api/automations?projectType=${type}`] as const;
export const stagesKey = (type: ProjectType) => [`/api/stages?projectType=${type}`] as const;
export const TEMPLATES_KEY = ["/api/templates"] as const;
export const QUESTIONNAIRES_KEY = ["/api/questionnaire-templates"] as const;

/** The part of a questionnaire template the creator lists (questionnaires are a later feature). */
export interface QuestionnaireTemplateOption {
  id: string;
  title: string;
}

export function useAutomations(type: ProjectType) {
  return useQuery<Automation[]>({ queryKey: automationsKey(type) });
}

export function useStages(type: ProjectType) {
  return useQuery<Stage[]>({ queryKey: stagesKey(type) });
}

export function useTemplates() {
  return useQuery<Template[]>({ queryKey: TEMPLATES_KEY });
}

/** Fetched only while the creator is open; a failure (the route may not exist yet) means "none". */
export function useQuestionnaireTemplates(enabled: boolean) {
  return useQuery<QuestionnaireTemplateOption[]>({ queryKey: QUESTIONNAIRES_KEY, enabled });
}

const startsWith = (key: readonly unknown[], path: string) =>
  typeof key[0] === "string" &&
  (key[0] === path || key[0].startsWith(`${path}?`) || key[0].startsWith(`${path}/`));

/** Every automations list and detail; templates too, since their "used by" counts follow automations. */
function invalidateAutomations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      startsWith(queryKey, "/api/automations") || startsWith(queryKey, TEMPLATES_KEY[0]),
  });
}

async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

const automationUrl = (id: string) => `/api/automations/${encodeURIComponent(id)}`;

/** Patches one automation in every cached list, so a switch flips at once and stays put while saving. */
function patchCachedAutomation(queryClient: QueryClient, id: string, patch: (a: Automation) => Automation) {
  queryClient.setQueriesData<Automation[]>(
    { predicate: ({ queryKey }) => startsWith(queryKey, "/api/automations") && queryKey.length === 1 },
    (list) => list?.map((a) => (a.id === id ? patch(a) : a)),
  );
}

export function useToggleAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      json<Automation>("PATCH", automationUrl(id), { enabled }),
    onMutate: ({ id, enabled }) => patchCachedAutomation(queryClient, id, (a) => ({ ...a, enabled })),
    onError: (_error, { id, enabled }) =>
      patchCachedAutomation(queryClient, id, (a) => ({ ...a, enabled: !enabled })),
    onSettled: () => invalidateAutomations(queryClient),
  });
}

export interface UpdateAutomationVariables {
  id: string;
  input: { name: string; stageId: string | null; channel: Channel | null; enabled: boolean };
  /** A payment reminder's days and send time (PATCH), after the rest (PUT). */
  timing?: { daysBefore: number; triggerHour: number; triggerMinute: number };
}

export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, timing }: UpdateAutomationVariables) => {
      const updated = await json<Automation>("PUT", automationUrl(id), input);
      return timing ? json<Automation>("PATCH", automationUrl(id), timing) : updated;
    },
    onSuccess: () => invalidateAutomations(queryClient),
  });
}

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", automationUrl(id));
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueriesData<Automation[]>(
        { predicate: ({ queryKey }) => startsWith(queryKey, "/api/automations") && queryKey.length === 1 },
        (list) => list?.filter((a) => a.id !== id),
      );
      return invalidateAutomations(queryClient);
    },
  });
}

const stepUrl = (id: string) => `/api/automation-steps/${encodeURIComponent(id)}`;

function patchCachedStep(queryClient: QueryClient, step: AutomationStep, enabled: boolean) {
  patchCachedAutomation(queryClient, step.automationId, (a) => ({
    ...a,
    steps: a.steps.map((s) => (s.id === step.id ? { ...s, enabled } : s)),
  }));
}

export function useToggleStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, enabled }: { step: AutomationStep; enabled: boolean }) =>
      json<AutomationStep>("PATCH", stepUrl(step.id), { enabled }),
    onMutate: ({ step, enabled }) => patchCachedStep(queryClient, step, enabled),
    onError: (_error, { step, enabled }) => patchCachedStep(queryClient, step, !enabled),
    onSettled: () => invalidateAutomations(queryClient),
  });
}

export function useDeleteStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: AutomationStep) => {
      await apiRequest("DELETE", stepUrl(step.id));
      return step;
    },
    onSuccess: (step) => {
      patchCachedAutomation(queryClient, step.automationId, (a) => ({
        ...a,
        steps: a.steps.filter((s) => s.id !== step.id),
      }));
      return invalidateAutomations(queryClient);
    },
  });
}

/** Creates the planned automations (undoing them all on a failure); resolves to how many were made. */
export function useCreateAutomations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: readonly PlannedAutomation[]) => (await runCreationPlan(plan, json)).length,
    // Refresh on failure too: the undo may itself have failed and left something behind.
    onSettled: () => invalidateAutomations(queryClient),
  });
}
