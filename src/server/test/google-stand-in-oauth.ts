/**
 * The OAuth 2.0 half of the Google stand-in: the consent page, the token endpoint (authorization_code
 * and refresh_token grants) and revocation, over the shared state of google-stand-in-state.ts.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  ACCESS_TOKEN_SECONDS,
  type GoogleState,
  type Grant,
  type Json,
  random,
} from "./google-stand-in-state.js";

export function createGoogleOAuth(state: GoogleState) {
  const { codes, grants, accessTokens } = state;

  function issueAccessToken(grant: Grant) {
    const token = `ya29.${random(32)}`;
    accessTokens.set(token, { grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return token;
  }

  /** Google signs its ID tokens (RS256); this one is unsigned ("alg": "none"): verifying it must fail. */
  function idToken(grant: Grant) {
    const now = Math.floor(Date.now() / 1000);
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = {
      iss: "https://accounts.google.com",
      azp: grant.clientId,
      aud: grant.clientId,
      sub: BigInt(`0x${createHash("sha256").update(grant.email).digest("hex").slice(0, 16)}`).toString(),
      email: grant.email,
      email_verified: true,
      iat: now,
      exp: now + ACCESS_TOKEN_SECONDS,
    };
    return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
  }

  function revokeGrant(grant: Grant) {
    grant.revoked = true;
    for (const [token, entry] of accessTokens) if (entry.grant === grant) accessTokens.delete(token);
  }

  /** Client authentication: client_secret_post (what google-auth-library sends) or HTTP Basic. */
  function clientOf(req: IncomingMessage, form: Record<string, string>) {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, "base64").toString("utf8").split(":");
      return id && secret ? id : null;
    }
    return form.client_id && form.client_secret ? form.client_id : null;
  }

  function consent(query: Record<string, string>, res: ServerResponse) {
    const { response_type, client_id, redirect_uri, scope, state: oauthState } = query;
    if (response_type !== "code" || !client_id || !redirect_uri || !scope) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      return res.end(
        "Error 400: invalid_request\nRequired parameter is missing: response_type, client_id, redirect_uri or scope",
      );
    }
    const email = query.login_hint?.includes("@") ? query.login_hint : state.defaultEmail;
    const code = `4/0${random(30)}`;
    codes.set(code, { clientId: client_id, redirectUri: redirect_uri, email, scope });
    const target = new URL(redirect_uri);
    if (oauthState !== undefined) target.searchParams.set("state", oauthState);
    target.searchParams.set("code", code);
    target.searchParams.set("scope", scope);
    res.writeHead(302, { location: target.toString() });
    res.end();
  }

  function token(req: IncomingMessage, form: Record<string, string>): [number, Json] {
    const clientId = clientOf(req, form);
    if (!clientId)
      return [401, { error: "invalid_client", error_description: "The OAuth client was not found." }];
    if (form.grant_type === "authorization_code") {
      const issued = form.code ? codes.get(form.code) : undefined;
      if (form.code) codes.delete(form.code);
      if (!issued) return [400, { error: "invalid_grant", error_description: "Malformed auth code." }];
      if (issued.clientId !== clientId || issued.redirectUri !== form.redirect_uri) {
        return [400, { error: "invalid_grant", error_description: "Bad Request" }];
      }
      const grant: Grant = {
        clientId,
        email: issued.email,
        scope: issued.scope,
        refreshToken: `1//0${random(40)}`,
        revoked: false,
      };
      grants.set(grant.refreshToken, grant);
      return [
        200,
        {
          access_token: issueAccessToken(grant),
          expires_in: ACCESS_TOKEN_SECONDS,
          refresh_token: grant.refreshToken,
          scope: grant.scope,
          token_type: "Bearer",
          ...(grant.scope.split(" ").includes("openid") ? { id_token: idToken(grant) } : {}),
        },
      ];
    }
    if (form.grant_type === "refresh_token") {
      const grant = form.refresh_token ? grants.get(form.refresh_token) : undefined;
      if (!grant || grant.revoked || grant.clientId !== clientId) {
        return [400, { error: "invalid_grant", error_description: "Token has been expired or revoked." }];
      }
      return [
        200,
        {
          access_token: issueAccessToken(grant),
          expires_in: ACCESS_TOKEN_SECONDS,
          scope: grant.scope,
          token_type: "Bearer",
        },
      ];
    }
    return [400, { error: "unsupported_grant_type", error_description: "Invalid grant_type: " }];
  }

  function revoke(value: string | undefined): [number, Json] {
    const grant = value ? (grants.get(value) ?? accessTokens.get(value)?.grant) : undefined;
    if (!grant || grant.revoked) {
      return [400, { error: "invalid_token", error_description: "Token expired or revoked" }];
    }
    revokeGrant(grant);
    return [200, {}];
  }

  return { consent, token, revoke };
}
