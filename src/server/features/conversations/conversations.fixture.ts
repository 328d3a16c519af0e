/**
 * What the conversation tests share: a context whose e-mails carry reply addresses, a studio with an
 * e-mail signature, a client (with a phone and, when asked, SMS opt-in), a portal session for that
 * client, and the outbox and the thread read back.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ThreadMessage, ThreadView } from "../../../shared/conversations.js";
import { outboxMessages } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import { sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export const INBOUND_DOMAIN = "replies.focal.test";
export const SIGNATURE = "Maya Lind\nLind & Light Photography\n+1 312 555 0100";

export function conversationsFixture(ctx: () => TestContext) {
  const api = (who: TestPhotographer) => as(ctx(), who.cookie);

  async function withSignature(who: TestPhotographer) {
    const res = await api(who).put("/api/photographer", { emailSignature: SIGNATURE });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function client(who: TestPhotographer, extra: Record<string, unknown> = {}) {
    const res = await api(who).post("/api/clients", {
      firstName: "Noor",
      lastName: "Haddad",
      email: `noor-${randomUUID().slice(0, 8)}@example.com`,
      phone: "+13125550142",
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; email: string; phone: string };
  }

  /** Signs in as the client through a real login link: the cookie of a portal session. */
  async function portalCookie(who: TestPhotographer, clientId: string) {
    const link = await api(who).post(`/api/clients/${clientId}/send-login-link`);
    expect(link.statusCode, link.body).toBe(200);
    const token = new URL(link.json().loginUrl as string).searchParams.get("token");
    const login = await ctx().app.inject({
      method: "POST",
      url: "/api/client-portal/login",
      payload: { token },
    });
    expect(login.statusCode, login.body).toBe(200);
    return sessionCookieFrom(login.headers["set-cookie"]);
  }

  const thread = async (who: TestPhotographer, clientId: string) => {
    const res = await api(who).get(`/api/clients/${clientId}/thread`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ThreadView).messages;
  };

  const post = async (who: TestPhotographer, clientId: string, body: Record<string, unknown>) =>
    api(who).post(`/api/clients/${clientId}/thread`, body);

  const sent = async (who: TestPhotographer, clientId: string, body: Record<string, unknown>) => {
    const res = await post(who, clientId, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ThreadMessage;
  };

  const outboxTo = (address: string) =>
    ctx().database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));

  return { api, withSignature, client, portalCookie, thread, post, sent, outboxTo };
}
