/**
 * The studio's own campaigns' server state: the list, one version, its family's versions, whether AI
 * drafting is set up, and the writes. Every write can change the campaign, its e-mails' approval, its
 * versions and its history, so each one refreshes everything under /api/drip-campaigns.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type {
  AiDraftStatus,
  CampaignVersion,
  CreateCampaignEmailInput,
  CreateCampaignInput,
  CustomCampaign,
  CustomCampaignEmail,
  DraftWithAiInput,
  UpdateCampaignEmailInput,
  UpdateCampaignInput,
} from "../../../shared/drip-campaigns";

const ROOT = "/api/drip-campaigns";
export const campaignsKey = [ROOT] as const;
export const campaignKey = (id: string) => [ROOT, id] as const;
export const versionsKey = (id: string) => [ROOT, id, "versions"] as const;
export const aiStatusKey = [`${ROOT}/ai`] as const;

export function useCustomCampaigns() {
  return useQuery<CustomCampaign[]>({ queryKey: campaignsKey, refetchOnMount: "always" });
}

export function useCustomCampaign(id: string) {
  return useQuery<CustomCampaign>({ queryKey: campaignKey(id), refetchOnMount: "always" });
}

export function useCampaignVersions(id: string, enabled = true) {
  return useQuery<CampaignVersion[]>({ queryKey: versionsKey(id), enabled, refetchOnMount: "always" });
}

export function useAiDraftStatus() {
  return useQuery<AiDraftStatus>({ queryKey: aiStatusKey });
}

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

/** A write whose answer is shown by reading the campaigns afresh. */
function useCampaignWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}

export const useCreateCampaign = () =>
  useCampaignWrite((input: CreateCampaignInput) => send<CustomCampaign>("POST", ROOT, input));

export const useUpdateCampaign = () =>
  useCampaignWrite(({ id, ...input }: UpdateCampaignInput & { id: string }) =>
    send<CustomCampaign>("PUT", `${ROOT}/${id}`, input),
  );

export const useDeleteCampaign = () =>
  useCampaignWrite((id: string) => send<undefined>("DELETE", `${ROOT}/${id}`));

/** activate, pause, versions (a new draft version), move-leads: each a POST on the version. */
export const useCampaignAction = () =>
  useCampaignWrite(
    ({ id, action }: { id: string; action: "activate" | "pause" | "versions" | "move-leads" }) =>
      send<CustomCampaign & { moved?: number }>("POST", `${ROOT}/${id}/${action}`, {}),
  );

export const useRestoreVersion = () =>
  useCampaignWrite(({ id, versionId }: { id: string; versionId: string }) =>
    send<CustomCampaign>("POST", `${ROOT}/${id}/versions/${versionId}/restore`, {}),
  );

export const useDraftWithAi = () =>
  useCampaignWrite((input: DraftWithAiInput) => send<CustomCampaign>("POST", `${ROOT}/ai-draft`, input));

export const useAddEmail = () =>
  useCampaignWrite(({ campaignId, ...input }: CreateCampaignEmailInput & { campaignId: string }) =>
    send<CustomCampaignEmail>("POST", `${ROOT}/${campaignId}/emails`, input),
  );

export const useUpdateEmail = () =>
  useCampaignWrite(({ id, ...input }: UpdateCampaignEmailInput & { id: string }) =>
    send<CustomCampaignEmail>("PUT", `/api/drip-campaign-emails/${id}`, input),
  );

export const useDeleteEmail = () =>
  useCampaignWrite((id: string) => send<undefined>("DELETE", `/api/drip-campaign-emails/${id}`));

export const useApproveEmail = () =>
  useCampaignWrite((id: string) =>
    send<CustomCampaignEmail>("POST", `/api/drip-campaign-emails/${id}/approve`, {}),
  );

export const useRejectEmail = () =>
  useCampaignWrite(({ id, reason }: { id: string; reason: string }) =>
    send<CustomCampaignEmail>("POST", `/api/drip-campaign-emails/${id}/reject`, { reason }),
  );
