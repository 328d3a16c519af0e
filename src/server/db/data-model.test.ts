import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/context.js";
import { createTestPhotographer } from "../test/factories.js";
import { rowsOf } from "./connect.js";
import {
  bookings,
  clients,
  estimatePayments,
  estimates,
  messages,
  projects,
  stages,
} from "./schema/index.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// One table (or more) for every entity the product stores.
const ENTITY_TABLES = [
  "photographers",
  "users",
  "stages",
  "clients",
  "projects",
  "templates",
  "automations",
  "automation_business_triggers",
  "automation_steps",
  "email_logs",
  "sms_logs",
  "automation_executions",
  "drip_campaigns",
  "drip_campaign_emails",
  "drip_subscriptions",
  "drip_deliveries",
  "static_campaign_settings",
  "drip_campaign_version_history",
  "photographer_links",
  "checklist_template_items",
  "project_checklist_items",
  "packages",
  "package_items",
  "questionnaire_templates",
  "questionnaire_questions",
  "project_questionnaires",
  "availability_templates",
  "availability_breaks",
  "availability_overrides",
  "availability_slots",
  "bookings",
  "short_links",
  "estimates",
  "estimate_items",
  "estimate_payments",
  "photographer_earnings",
  "photographer_payouts",
  "messages",
  "project_activity_logs",
  "client_portal_tokens",
  "sessions",
];

describe("the data model", () => {
  it("has a table for every entity of the data model", async () => {
    const result = await ctx.database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const names = rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
    expect(ENTITY_TABLES.filter((t) => !names.includes(t))).toEqual([]);
  });

  it("gives every tenant table a NOT NULL photographer_id with an index", async () => {
    const result = await ctx.database.db.execute(sql`
      SELECT c.table_name, c.is_nullable,
             EXISTS (SELECT 1 FROM pg_indexes i
                      WHERE i.schemaname = 'public' AND i.tablename = c.table_name
                        AND i.indexdef ~ ('\\(photographer_id')) AS indexed
        FROM information_schema.columns c
       WHERE c.table_schema = 'public' AND c.column_name = 'photographer_id'`);
    const rows = rowsOf<{ table_name: string; is_nullable: string; indexed: boolean }>(result);
    expect(rows.length).toBeGreaterThan(35);
    expect(rows.filter((r) => r.is_nullable !== "NO").map((r) => r.table_name)).toEqual([]);
    expect(rows.filter((r) => !r.indexed && r.table_name !== "users").map((r) => r.table_name)).toEqual([]);
  });

  it("removes a client's projects, estimates, bookings, messages and pending payments with the client", async () => {
    const { photographerId } = await createTestPhotographer(ctx);
    const { db } = ctx.database;
    const [stage] = await db.select().from(stages).where(eq(stages.photographerId, photographerId)).limit(1);
    const [client] = await db
      .insert(clients)
      .values({ photographerId, firstName: "Del", lastName: "Eted" })
      .returning();
    const clientId = client!.id;
    const [project] = await db
      .insert(projects)
      .values({ photographerId, clientId, projectType: "WEDDING", title: "Wedding", stageId: stage!.id })
      .returning();
    const [estimate] = await db
      .insert(estimates)
      .values({ photographerId, clientId, projectId: project!.id, title: "Proposal", token: randomUUID() })
      .returning();
    await db.insert(estimatePayments).values({
      photographerId,
      clientId,
      estimateId: estimate!.id,
      amountCents: 5000,
      method: "card",
      // Completed payments are money records the database refuses to delete (migration 0011).
      status: "pending",
      paymentIntentId: randomUUID(),
    });
    await db.insert(messages).values({ photographerId, clientId, content: "Hi", sentByPhotographer: true });
    const start = new Date("2030-01-01T15:00:00Z");
    await db.insert(bookings).values({
      photographerId,
      clientId,
      projectId: project!.id,
      title: "Consultation",
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
      bookingToken: randomUUID(),
    });

    await db.delete(clients).where(eq(clients.id, clientId));

    for (const table of [projects, estimates, estimatePayments, messages, bookings]) {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(eq(table.photographerId, photographerId));
      expect(row?.n).toBe(0);
    }
  });

  it("refuses a second user with the same e-mail", async () => {
    const a = await createTestPhotographer(ctx);
    await expect(
      ctx.database.db.execute(
        sql`INSERT INTO users (email, role, photographer_id) VALUES (${a.email}, 'PHOTOGRAPHER', ${a.photographerId})`,
      ),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
  });
});
