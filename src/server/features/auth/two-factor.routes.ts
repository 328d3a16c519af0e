import {
  disableTwoFactorInputSchema,
  enableTwoFactorInputSchema,
  regenerateRecoveryCodesInputSchema,
} from "../../../shared/two-factor.js";
import { unauthorized } from "../../http/errors.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { recoveryCodesResponse, twoFactorSetupResponse, twoFactorStatusResponse } from "./auth.responses.js";
import type { TwoFactorService } from "./two-factor.service.js";

/** Settings > Security: the signed-in photographer's own two-factor set-up (the guard requires one). */
export function registerTwoFactorRoutes(app: App, twoFactor: TwoFactorService): void {
  const base = "/api/auth/two-factor";
  const tags = ["auth"];
  const userOf = (request: { user: { id: string; email: string } | null }) => {
    if (!request.user) throw unauthorized();
    return request.user;
  };

  app.get(
    base,
    { schema: { summary: "Whether two-factor is on", tags, response: { 200: twoFactorStatusResponse } } },
    async (request) => twoFactor.status(userOf(request).id),
  );

  app.post(
    `${base}/setup`,
    {
      schema: {
        summary: "Start two-factor set-up: a new secret",
        tags,
        response: { 200: twoFactorSetupResponse },
      },
    },
    async (request) => {
      const user = userOf(request);
      return twoFactor.setup(user.id, user.email);
    },
  );

  app.post(
    `${base}/enable`,
    {
      schema: {
        summary: "Turn two-factor on with a first code",
        tags,
        body: enableTwoFactorInputSchema,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => twoFactor.enable(userOf(request).id, request.body.code),
  );

  app.post(
    `${base}/disable`,
    {
      schema: {
        summary: "Turn two-factor off",
        tags,
        body: disableTwoFactorInputSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await twoFactor.disable(userOf(request).id, request.body);
      return { message: "Two-factor authentication is off" };
    },
  );

  app.post(
    `${base}/recovery-codes`,
    {
      schema: {
        summary: "New recovery codes (the old ones stop working)",
        tags,
        body: regenerateRecoveryCodesInputSchema,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => twoFactor.regenerateRecoveryCodes(userOf(request).id, request.body.password),
  );
}
