/**
 * API tokens: what the Settings screen sends to make one and what the studio's list shows. A token is
 * `focal_` and 32 random bytes in base64url; the server keeps only its SHA-256, so the token itself is
 * in the answer to its creation and nowhere else. "write" implies "read".
 */
import { z } from "zod";
import { MAX_YEAR } from "./validation.js";

export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so that a leaked one is recognizable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "focal_";
/** The whole shape of a token: the prefix and 43 base64url characters (256 bits). */
export const API_TOKEN_PATTERN = /^focal_[A-Za-z0-9_-]{43}$/;

export const API_TOKEN_NAME_MAX = 100;
/** A studio's tokens at most: enough for every script and integration, few enough to review. */
export const MAX_API_TOKENS = 50;

export const API_TOKEN_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${API_TOKEN_NAME_MAX} characters`,
  scopesRequired: "Choose read, write or both",
  badScope: 'Scopes are "read" and "write"',
  badExpiry: "Expiry must be a date and time",
  pastExpiry: "Expiry must be in the future",
  tooMany: `A studio can have at most ${MAX_API_TOKENS} API tokens: revoke one you no longer use first`,
  notFound: "API token not found",
  revoked: "API token revoked",
} as const;

const expiry = z.iso
  .datetime({ offset: true, error: API_TOKEN_MESSAGES.badExpiry })
  .refine((value) => Number(value.slice(0, 4)) <= MAX_YEAR, API_TOKEN_MESSAGES.badExpiry)
  .refine((value) => Date.parse(value) > Date.now(), API_TOKEN_MESSAGES.pastExpiry);

export const apiTokenInputSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.badScope }), {
      error: API_TOKEN_MESSAGES.scopesRequired,
    })
    .min(1, API_TOKEN_MESSAGES.scopesRequired)
    .max(API_TOKEN_SCOPES.length, API_TOKEN_MESSAGES.badScope),
  /** Never expires when left out or null. */
  expiresAt: expiry.nullish(),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;
export type ApiTokenData = z.output<typeof apiTokenInputSchema>;

/** The scopes as stored and shown: "write" always brings "read" along. */
export function normalizeScopes(scopes: readonly ApiTokenScope[]): ApiTokenScope[] {
  return scopes.includes("write") ? ["read", "write"] : ["read"];
}

/** A token as the studio's list shows it: never the token, never its hash. */
export interface ApiToken {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  /** The token's first characters (`focal_ab12`), to tell tokens apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

/** The answer to creating a token: the only time the token itself is shown. */
export interface CreatedApiToken extends ApiToken {
  token: string;
}
