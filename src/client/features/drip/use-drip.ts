/**
 * Drip campaigns' server state: a type's settings, its 24 e-mails (with the studio's edits), who is
 * receiving it, and the writes. Saving settings can enrol or pause leads, so it refreshes the
 * subscriptions too.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type {
  CampaignSettings,
  DripEmailOverrideInput,
  DripProjectType,
  DripSubscription,
  SaveCampaignSettingsInput,
  SaveCampaignSettingsResult,
  StaticDripEmail,
  StaticDripTemplates,
} from "../../../shared/drip";

export const settingsKey = (type: DripProjectType) => ["/api/static-campaign-settings", type] as const;
export const emailsKey = (type: DripProjectType) =>
  [`/api/drip-campaigns/static-templates?projectType=${type}`] as const;
export const subscriptionsKey = (type: DripProjectType) =>
  [`/api/drip-subscriptions?projectType=${type}`] as const;

export function useCampaignSettings(type: DripProjectType) {
  return useQuery<CampaignSettings>({ queryKey: settingsKey(type) });
}

export function useDripEmails(type: DripProjectType) {
  return useQuery<StaticDripTemplates>({ queryKey: emailsKey(type) });
}

// Subscriptions change in the background (a send, a booking, an unsubscribe): read afresh on every visit.
export function useDripSubscriptions(type: DripProjectType) {
  return useQuery<DripSubscription[]>({ queryKey: subscriptionsKey(type), refetchOnMount: "always" });
}

export function useProjectDripSubscriptions(projectId: string) {
  return useQuery<DripSubscription[]>({
    queryKey: [`/api/drip-subscriptions?projectId=${encodeURIComponent(projectId)}`],
    refetchOnMount: "always",
  });
}

export function useSaveCampaignSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveCampaignSettingsInput) => {
      const res = await apiRequest("POST", "/api/static-campaign-settings", input);
      return (await res.json()) as SaveCampaignSettingsResult;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(saved.projectType), saved);
      return queryClient.invalidateQueries({ queryKey: subscriptionsKey(saved.projectType) });
    },
  });
}

function useReplaceEmail() {
  const queryClient = useQueryClient();
  return (email: StaticDripEmail) =>
    queryClient.setQueryData<StaticDripTemplates>(emailsKey(email.projectType), (list) =>
      list ? { ...list, emails: list.emails.map((e) => (e.index === email.index ? email : e)) } : list,
    );
}

const emailPath = (type: DripProjectType, index: number) =>
  `/api/drip-campaigns/static-templates/${type}/${index}`;

export function useSaveDripEmail() {
  const replace = useReplaceEmail();
  return useMutation({
    mutationFn: async (input: { type: DripProjectType; index: number } & DripEmailOverrideInput) => {
      const res = await apiRequest("PUT", emailPath(input.type, input.index), {
        subject: input.subject,
        textBody: input.textBody,
      });
      return (await res.json()) as StaticDripEmail;
    },
    onSuccess: replace,
  });
}

export function useRestoreDripEmail() {
  const replace = useReplaceEmail();
  return useMutation({
    mutationFn: async (input: { type: DripProjectType; index: number }) => {
      const res = await apiRequest("DELETE", emailPath(input.type, input.index));
      return (await res.json()) as StaticDripEmail;
    },
    onSuccess: replace,
  });
}
