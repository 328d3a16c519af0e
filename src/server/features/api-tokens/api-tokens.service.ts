/**
 * A studio's API tokens: made, listed and revoked from Settings with a session (never with a token, see
 * the routes). The token is drawn here, answered once, and stored only as its SHA-256.
 */
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenData,
  type ApiTokenScope,
  type CreatedApiToken,
  MAX_API_TOKENS,
  normalizeScopes,
} from "../../../shared/api-tokens.js";
import { randomToken, sha256 } from "../../auth/tokens.js";
import type { Database } from "../../db/connect.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import {
  type ApiTokenRow,
  countApiTokens,
  deleteApiToken,
  insertApiToken,
  listApiTokens,
  lockStudioForTokens,
} from "./api-tokens.queries.js";

/** How much of the token the list shows: the prefix and four characters, far too few to guess the rest. */
const SHOWN_CHARACTERS = API_TOKEN_PREFIX.length + 4;

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiTokenScope[],
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export function createApiTokensService(database: Database) {
  const { db } = database;

  async function list(photographerId: string): Promise<ApiToken[]> {
    return (await listApiTokens(db, photographerId)).map(toApiToken);
  }

  async function create(
    photographerId: string,
    userId: string,
    input: ApiTokenData,
  ): Promise<CreatedApiToken> {
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    // The schema checked this too, but a request can take its time between parsing and here.
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw badRequest(API_TOKEN_MESSAGES.pastExpiry);
    const token = `${API_TOKEN_PREFIX}${randomToken()}`;
    const row = await db.transaction(async (tx) => {
      await lockStudioForTokens(tx, photographerId);
      if ((await countApiTokens(tx, photographerId)) >= MAX_API_TOKENS) {
        throw conflict(API_TOKEN_MESSAGES.tooMany);
      }
      return insertApiToken(tx, {
        photographerId,
        createdBy: userId,
        name: input.name,
        tokenHash: sha256(token),
        prefix: token.slice(0, SHOWN_CHARACTERS),
        scopes: normalizeScopes(input.scopes),
        expiresAt,
      });
    });
    return { ...toApiToken(row), token };
  }

  /** Deleting the row is the revocation: the next request with it, on any server, finds nothing. */
  async function revoke(photographerId: string, id: string): Promise<void> {
    if (!(await deleteApiToken(db, photographerId, id))) throw notFound(API_TOKEN_MESSAGES.notFound);
  }

  return { list, create, revoke };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
