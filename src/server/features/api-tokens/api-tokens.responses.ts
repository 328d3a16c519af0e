/** What the API token routes answer (the shapes of shared/api-tokens.ts `ApiToken` and `CreatedApiToken`). */
import { z } from "zod";
import { API_TOKEN_SCOPES } from "../../../shared/api-tokens.js";

export const apiTokenResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)).describe('"write" always comes with "read"'),
  prefix: z.string().describe("The token's first characters, to tell tokens apart"),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().describe("Updated at most about once a minute"),
  expiresAt: z.string().nullable(),
});

export const apiTokenListResponse = z.array(apiTokenResponse);

export const createdApiTokenResponse = apiTokenResponse.extend({
  token: z.string().describe("The token itself (focal_…): shown in this answer only, stored as a hash"),
});
