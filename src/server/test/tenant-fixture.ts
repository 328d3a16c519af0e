/**
 * Two studios for the generated whole-app tests: A holds a working studio's worth of data (the demo
 * seed plus what it doesn't seed), B is an ordinary other studio. `idsOf` finds one of A's rows for
 * every kind of record a route can name, and a client of B's gets a portal session too.
 */
import { eq } from "drizzle-orm";
import { createSession } from "../auth/sessions.js";
import { clients, users } from "../db/schema/index.js";
import { emitWebhookEvent } from "../features/webhooks/webhook-events.js";
import { DEMO_SEEDERS } from "../seed/demo.js";
import type { TestContext } from "./context.js";
import { createTestPhotographer, type TestPhotographer } from "./factories.js";
import { as } from "./http.js";

export interface TenantFixture {
  a: TestPhotographer;
  b: TestPhotographer;
  /** A portal session of one of B's clients. */
  bClientCookie: string;
  /** A portal session of one of A's clients (the owner of `ids.projectQuestionnaire`'s project). */
  aClientCookie: string;
  ids: Record<RecordKind, string>;
  /** A's capability tokens, by route parameter name and path: the public pages' real addresses. */
  tokens: { publicToken: string; proposal: string; booking: string };
}

/** Each kind of record a route parameter can name, with the query that finds one of A's. */
const RECORDS = {
  client: "SELECT id FROM clients WHERE photographer_id = $1 ORDER BY created_at LIMIT 1",
  outboxMessage: "SELECT id FROM outbox_messages WHERE photographer_id = $1 LIMIT 1",
  project: "SELECT id FROM projects WHERE photographer_id = $1 ORDER BY created_at LIMIT 1",
  stage:
    "SELECT id FROM stages WHERE photographer_id = $1 AND NOT is_default ORDER BY order_index DESC LIMIT 1",
  package: "SELECT id FROM packages WHERE photographer_id = $1 LIMIT 1",
  template: "SELECT id FROM templates WHERE photographer_id = $1 LIMIT 1",
  // One the studio made (the fixture's own), so a delete by B could only be refused by the id.
  sessionType:
    "SELECT id FROM session_types WHERE photographer_id = $1 ORDER BY is_default, created_at LIMIT 1",
  proposal: "SELECT id FROM estimates WHERE photographer_id = $1 LIMIT 1",
  payment: "SELECT id FROM estimate_payments WHERE photographer_id = $1 AND status = 'COMPLETED' LIMIT 1",
  questionnaireTemplate: "SELECT id FROM questionnaire_templates WHERE photographer_id = $1 LIMIT 1",
  questionnaireQuestion: "SELECT id FROM questionnaire_questions WHERE photographer_id = $1 LIMIT 1",
  projectQuestionnaire: "SELECT id FROM project_questionnaires WHERE photographer_id = $1 LIMIT 1",
  automation: "SELECT id FROM automations WHERE photographer_id = $1 LIMIT 1",
  automationStep: "SELECT id FROM automation_steps WHERE photographer_id = $1 LIMIT 1",
  availabilityTemplate: "SELECT id FROM availability_templates WHERE photographer_id = $1 LIMIT 1",
  availabilityOverride: "SELECT id FROM availability_overrides WHERE photographer_id = $1 LIMIT 1",
  booking: "SELECT id FROM bookings WHERE photographer_id = $1 LIMIT 1",
  photographerLink: "SELECT id FROM photographer_links WHERE photographer_id = $1 LIMIT 1",
  checklistTemplateItem: "SELECT id FROM checklist_template_items WHERE photographer_id = $1 LIMIT 1",
  contractTemplate: "SELECT id FROM contract_templates WHERE photographer_id = $1 LIMIT 1",
  file: "SELECT id FROM files WHERE photographer_id = $1 LIMIT 1",
  // A message that came in: one the studio could delete, so only the id can make B's call a 404.
  message:
    "SELECT id FROM messages WHERE photographer_id = $1 AND NOT sent_by_photographer ORDER BY created_at LIMIT 1",
  apiToken: "SELECT id FROM api_tokens WHERE photographer_id = $1 LIMIT 1",
  webhookEndpoint: "SELECT id FROM webhook_endpoints WHERE photographer_id = $1 LIMIT 1",
  webhookDelivery: "SELECT id FROM webhook_deliveries WHERE photographer_id = $1 LIMIT 1",
  // The studio's own drip campaign (a draft, so that every change to it would go through).
  dripCampaign:
    "SELECT id FROM drip_campaigns WHERE photographer_id = $1 AND root_campaign_id IS NOT NULL ORDER BY created_at LIMIT 1",
  dripCampaignEmail:
    "SELECT id FROM drip_campaign_emails WHERE photographer_id = $1 ORDER BY created_at LIMIT 1",
} as const;

export type RecordKind = keyof typeof RECORDS;

async function idsOf(ctx: TestContext, photographerId: string): Promise<Record<RecordKind, string>> {
  const ids = {} as Record<RecordKind, string>;
  for (const [kind, query] of Object.entries(RECORDS) as [RecordKind, string][]) {
    const { rows } = await ctx.database.executeSql(query, [photographerId]);
    if (!rows[0]) throw new Error(`the tenant fixture has no ${kind} for studio A`);
    ids[kind] = String(rows[0].id);
  }
  return ids;
}

async function portalSession(ctx: TestContext, photographerId: string, clientId?: string): Promise<string> {
  let id = clientId;
  if (!id) {
    const [client] = await ctx.database.db
      .insert(clients)
      .values({
        photographerId,
        firstName: "Bea",
        lastName: "Client",
        email: `bea-${Date.now()}@example.com`,
      })
      .returning();
    id = client!.id;
  }
  const [client] = await ctx.database.db.select().from(clients).where(eq(clients.id, id));
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email: client!.email ?? `c-${id}@example.com`, role: "CLIENT", photographerId, clientId: id })
    .returning();
  const { token } = await createSession(ctx.database.db, user!.id, 1);
  return `focal_session=${token}`;
}

export async function createTenantFixture(ctx: TestContext): Promise<TenantFixture> {
  const a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  const b = await createTestPhotographer(ctx, { businessName: "Studio B" });
  const seed = { db: ctx.database.db, photographerId: a.photographerId, now: new Date() };
  for (const seeder of DEMO_SEEDERS) await seeder(seed);

  // What the demo seed leaves out, made through the API as a photographer would.
  const asA = as(ctx, a.cookie);
  const must = async (res: Promise<{ statusCode: number; body: string }>) => {
    const answer = await res;
    if (answer.statusCode >= 300) throw new Error(`fixture call failed: ${answer.statusCode} ${answer.body}`);
  };
  await must(asA.post("/api/photographer/links", { title: "Our blog", url: "https://example.com/blog" }));
  await must(asA.post("/api/checklist-template-items", { title: "Send the shot list" }));
  await must(asA.post("/api/api-tokens", { name: "Fixture script", scopes: ["read"] }));
  // A webhook endpoint with one delivery waiting (the seed emits no events: this one is emitted by hand).
  await must(
    asA.post("/api/webhooks/endpoints", {
      url: "https://hooks.example.com/focal",
      events: ["client.created"],
    }),
  );
  await ctx.database.db.transaction((tx) =>
    emitWebhookEvent(tx, ctx.queue, a.photographerId, "client.created", { fixture: true }),
  );
  await must(
    asA.post("/api/session-types", {
      name: "Fixture portraits",
      slug: "fixture-portraits",
      durationMinutes: 90,
    }),
  );
  // A drip campaign of the studio's own, with one e-mail.
  const weddingStages = (await asA.get("/api/stages?projectType=WEDDING")).json() as { id: string }[];
  const campaign = await asA.post("/api/drip-campaigns", {
    name: "Fixture nurture",
    projectType: "WEDDING",
    targetStageIds: [weddingStages[0]!.id],
  });
  await must(Promise.resolve(campaign));
  await must(
    asA.post(`/api/drip-campaigns/${campaign.json().id}/emails`, {
      subject: "Hello",
      textBody: "Hi {{firstName}}",
    }),
  );
  const dates = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await must(asA.post("/api/availability/overrides", { date: dates, isAvailable: false }));

  // A file, uploaded as the studio's browser would (a PDF in one multipart part named file).
  const boundary = "focal-tenant-fixture";
  await must(
    ctx.app.inject({
      method: "POST",
      url: "/api/files",
      headers: { cookie: a.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brief.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n%%EOF\n\r\n--${boundary}--\r\n`,
    }),
  );

  // The outbox fills when A's first e-mail goes out: a portal login link for A's first client.
  const first = await ctx.database.executeSql(RECORDS.client, [a.photographerId]);
  await must(asA.post(`/api/clients/${String(first.rows[0]!.id)}/send-login-link`, {}));
  const ids = await idsOf(ctx, a.photographerId);
  // A proposal with a contract, so that the contract routes of A's proposal answer A.
  await must(asA.put(`/api/proposals/${ids.proposal}/contract`, { templateId: ids.contractTemplate }));
  const { rows } = await ctx.database.executeSql(
    "SELECT p.client_id FROM project_questionnaires q JOIN projects p ON p.id = q.project_id WHERE q.id = $1",
    [ids.projectQuestionnaire],
  );
  const token = async (query: string) =>
    String((await ctx.database.executeSql(query, [a.photographerId])).rows[0]?.token ?? "");
  const tokens = {
    publicToken: await token("SELECT public_token AS token FROM photographers WHERE id = $1"),
    proposal: await token(
      "SELECT token FROM estimates WHERE photographer_id = $1 AND status NOT IN ('DRAFT', 'SENT') LIMIT 1",
    ),
    booking: await token("SELECT booking_token AS token FROM bookings WHERE photographer_id = $1 LIMIT 1"),
  };
  return {
    a,
    b,
    ids,
    tokens,
    bClientCookie: await portalSession(ctx, b.photographerId),
    aClientCookie: await portalSession(ctx, a.photographerId, String(rows[0]!.client_id)),
  };
}
