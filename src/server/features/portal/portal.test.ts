import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../auth/tokens.js";
import {
  clientPortalTokens,
  estimates,
  outboxMessages,
  photographerLinks,
  projectChecklistItems,
  projects,
  stages,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { LINK_EXPIRED, LINK_INVALID, LINK_USED } from "./portal.service.js";

let ctx: TestContext;
let studio: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext();
  studio = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
});
afterAll(() => ctx.close());

async function addClient(body: Record<string, unknown>, who = studio) {
  return (await as(ctx, who.cookie).post("/api/clients", body)).json() as { id: string };
}

async function sendLink(clientId: string, who = studio) {
  const res = await as(ctx, who.cookie).post(`/api/clients/${clientId}/send-login-link`);
  return res;
}

const tokenOf = (loginUrl: string) => new URL(loginUrl).searchParams.get("token")!;

async function signInWith(token: string) {
  return ctx.app.inject({ method: "POST", url: "/api/client-portal/login", payload: { token } });
}

describe("login links", () => {
  it("e-mails a one-time link (to the outbox here) and refuses a client without e-mail", async () => {
    const client = await addClient({ firstName: "Ana", lastName: "Ruiz", email: "ana@example.com" });
    const res = await sendLink(client.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/outbox/);
    expect(body.loginUrl).toMatch(/^http:\/\/focal\.test\/client-portal\/login\?token=[\w-]{43}$/);
    const [mail] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, "ana@example.com"));
    expect(mail!.subject).toBe("Your client portal with Golden Hour");
    expect(mail!.textBody).toContain(body.loginUrl);
    // Only the hash of the token is stored.
    const stored = await ctx.database.db
      .select()
      .from(clientPortalTokens)
      .where(eq(clientPortalTokens.clientId, client.id));
    expect(stored[0]!.tokenHash).toBe(sha256(tokenOf(body.loginUrl)));

    const noEmail = await addClient({ firstName: "No", lastName: "Email" });
    const refused = await sendLink(noEmail.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This client has no email address");

    const other = await createTestPhotographer(ctx);
    expect((await sendLink(client.id, other)).statusCode).toBe(404);
  });

  it("signs the client in once; a used, expired or unknown link is refused", async () => {
    const client = await addClient({ firstName: "Ben", lastName: "Cole", email: "ben@example.com" });
    const token = tokenOf((await sendLink(client.id)).json().loginUrl);
    const first = await signInWith(token);
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookieFrom(first.headers["set-cookie"]);
    const me = await as(ctx, cookie).get("/api/auth/me");
    expect(me.json()).toMatchObject({
      role: "CLIENT",
      email: "ben@example.com",
      clientId: client.id,
      publicToken: null,
    });

    const again = await signInWith(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(LINK_USED);

    const expiredToken = tokenOf((await sendLink(client.id)).json().loginUrl);
    await ctx.database.db
      .update(clientPortalTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientPortalTokens.tokenHash, sha256(expiredToken)));
    const expired = await signInWith(expiredToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(LINK_EXPIRED);

    const missing = await ctx.app.inject({ method: "POST", url: "/api/client-portal/login", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("A login token is required");

    const unknown = await signInWith("x".repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(LINK_INVALID);
  });
});

describe("the portal", () => {
  it("shows the client's own portal and nothing of the studio", async () => {
    const client = await addClient({
      firstName: "Cleo",
      lastName: "Diaz",
      email: "cleo@example.com",
      eventDate: "2027-09-18",
    });
    const { db } = ctx.database;
    const pid = studio.photographerId;
    const [stage] = await db.select().from(stages).where(eq(stages.photographerId, pid)).limit(1);
    const [project] = await db
      .insert(projects)
      .values({
        photographerId: pid,
        clientId: client.id,
        projectType: "WEDDING",
        title: "Cleo & Max",
        stageId: stage!.id,
      })
      .returning();
    await db.insert(projectChecklistItems).values([
      {
        photographerId: pid,
        projectId: project!.id,
        title: "Sign the proposal",
        orderIndex: 0,
        completedAt: new Date(),
      },
      { photographerId: pid, projectId: project!.id, title: "Send the shot list", orderIndex: 1 },
    ]);
    await db
      .insert(photographerLinks)
      .values({ photographerId: pid, title: "Our galleries", url: "https://example.com/galleries" });
    await db.insert(estimates).values([
      {
        photographerId: pid,
        clientId: client.id,
        title: "Sent one",
        token: "tok-sent",
        sentAt: new Date(),
        totalCents: 320000,
      },
      { photographerId: pid, clientId: client.id, title: "Draft one", token: "tok-draft" },
    ]);
    const token = tokenOf((await sendLink(client.id)).json().loginUrl);
    const cookie = sessionCookieFrom((await signInWith(token)).headers["set-cookie"]);

    const res = await as(ctx, cookie).get("/api/client-portal");
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.client).toMatchObject({
      firstName: "Cleo",
      weddingDate: "2027-09-18",
      stage: { name: stage!.name },
    });
    expect(view.photographer.businessName).toBe("Golden Hour");
    expect(view.checklistItems.map((i: { title: string }) => i.title)).toEqual([
      "Sign the proposal",
      "Send the shot list",
    ]);
    expect(view.links).toEqual([expect.objectContaining({ title: "Our galleries" })]);
    expect(view.estimates.map((e: { title: string }) => e.title)).toEqual(["Sent one"]);

    // A client session reaches no photographer route, and a photographer session is not a client's.
    expect((await as(ctx, cookie).get("/api/clients")).statusCode).toBe(403);
    expect((await as(ctx, cookie).get(`/api/clients/${client.id}`)).statusCode).toBe(403);
    expect((await as(ctx, studio.cookie).get("/api/client-portal")).statusCode).toBe(403);
    expect((await as(ctx, null).get("/api/client-portal")).statusCode).toBe(401);
  });

  it("keeps one client's portal from another's, even of the same studio", async () => {
    const first = await addClient({ firstName: "One", lastName: "A", email: "one@example.com" });
    const second = await addClient({ firstName: "Two", lastName: "B", email: "two@example.com" });
    const cookieOne = sessionCookieFrom(
      (await signInWith(tokenOf((await sendLink(first.id)).json().loginUrl))).headers["set-cookie"],
    );
    const cookieTwo = sessionCookieFrom(
      (await signInWith(tokenOf((await sendLink(second.id)).json().loginUrl))).headers["set-cookie"],
    );
    expect((await as(ctx, cookieOne).get("/api/client-portal")).json().client.firstName).toBe("One");
    expect((await as(ctx, cookieTwo).get("/api/client-portal")).json().client.firstName).toBe("Two");
  });
});
