/** "E-mail me a sign-in link": the request behind the portal's sign-in form. */
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { PortalLinkRequestResult } from "../../../shared/portal-link";

export function useRequestPortalLink() {
  return useMutation({
    mutationFn: async (input: { publicToken: string; email: string }) =>
      (await (
        await apiRequest("POST", "/api/client-portal/request-link", input)
      ).json()) as PortalLinkRequestResult,
  });
}
