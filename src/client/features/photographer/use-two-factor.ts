/**
 * Settings > Security > Two-factor authentication: the status, and the writes that change it. Every
 * write reads the status again (on or off, recovery codes left).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type {
  DisableTwoFactorInput,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from "../../../shared/two-factor";

export const TWO_FACTOR_QUERY_KEY = ["/api/auth/two-factor"] as const;

export function useTwoFactorStatus() {
  return useQuery<TwoFactorStatus>({ queryKey: TWO_FACTOR_QUERY_KEY });
}

function useTwoFactorWrite<Input, Output>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) =>
      (await (await apiRequest("POST", `/api/auth/two-factor${path}`, input)).json()) as Output,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
  });
}

/** A new secret to scan; two-factor stays off until `useEnableTwoFactor` gets a code from it. */
export const useStartTwoFactorSetup = () => useTwoFactorWrite<void, TwoFactorSetup>("/setup");
export const useEnableTwoFactor = () => useTwoFactorWrite<{ code: string }, RecoveryCodes>("/enable");
export const useDisableTwoFactor = () =>
  useTwoFactorWrite<DisableTwoFactorInput, { message: string }>("/disable");
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorWrite<{ password: string }, RecoveryCodes>("/recovery-codes");
