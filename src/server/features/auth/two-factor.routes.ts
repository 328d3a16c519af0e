import {
  disableTwoFactorInputSchema,
  enableTwoFactorInputSchema,
  regenerateRecoveryCodesInputSchema,
} from "../../../shared/two-factor.js";
import { unauthorized } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import type { TwoFactorService } from "./two-factor.service.js";

/** Settings > Security: the signed-in photographer's own two-factor set-up (the guard requires one). */
export function registerTwoFactorRoutes(app: App, twoFactor: TwoFactorService): void {
  const base = "/api/auth/two-factor";
  const userOf = (request: { user: { id: string; email: string } | null }) => {
    if (!request.user) throw unauthorized();
    return request.user;
  };

  app.get(base, async (request) => twoFactor.status(userOf(request).id));

  app.post(`${base}/setup`, async (request) => {
    const user = userOf(request);
    return twoFactor.setup(user.id, user.email);
  });

  app.post(`${base}/enable`, { schema: { body: enableTwoFactorInputSchema } }, async (request) =>
    twoFactor.enable(userOf(request).id, request.body.code),
  );

  app.post(`${base}/disable`, { schema: { body: disableTwoFactorInputSchema } }, async (request) => {
    await twoFactor.disable(userOf(request).id, request.body);
    return { message: "Two-factor authentication is off" };
  });

  app.post(
    `${base}/recovery-codes`,
    { schema: { body: regenerateRecoveryCodesInputSchema } },
    async (request) => twoFactor.regenerateRecoveryCodes(userOf(request).id, request.body.password),
  );
}
