/**
 * What the payment reminder tests share: one app per test file whose automation engine reads a clock
 * the test controls; studios in a chosen time zone; reminder automations made through the API as the
 * creator makes them (automation, first step, business trigger); signed proposals with a deposit on
 * signing and a dated "Final payment" (25 % / 75 % of a 100.00 total), made and paid through the API;
 * and readers for the runs, the reminder rows and the e-mails.
 *
 * `ctx` and `clock` are live bindings: the hooks and setClock assign them, every importer reads them.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { PaymentReminderTrigger } from "../../../shared/automations.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { ScheduleEntry } from "../../../shared/schedule.js";
import {
  automationExecutions,
  clients,
  outboxMessages,
  paymentReminders,
  photographers,
  templates,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { scheduleFixture } from "../proposals/schedule.fixture.js";

export let ctx: TestContext;
export let clock = new Date("2027-01-01T00:00:00Z");

export function setClock(at: Date) {
  clock = at;
}

export function setUpPaymentReminders() {
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.app.automationEngine.setClock(() => clock);
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock = new Date("2027-01-01T00:00:00Z");
  });
}

const schedule = scheduleFixture(() => ctx);
export const api = (who: TestPhotographer) => as(ctx, who.cookie);
export const engine = () => ctx.app.automationEngine;
export const drain = (ignoreStartAfter = false) => ctx.queue.drain({ ignoreStartAfter });

/** A studio of its own, working in `timezone`, with quiet hours when given. */
export async function studio(timezone: string, quiet: { start: string; end: string } | null = null) {
  const who = await createTestPhotographer(ctx, { businessName: "Harbor Light" });
  await ctx.database.db
    .update(photographers)
    .set({ timezone, quietHoursStart: quiet?.start ?? null, quietHoursEnd: quiet?.end ?? null })
    .where(eq(photographers.id, who.photographerId));
  return who;
}

export const REMINDER_SUBJECT = "{{installmentLabel}} of {{installmentAmount}} due {{installmentDueDate}}";
export const REMINDER_TEXT = "Hi {{firstName}}, you can pay here: {{payment_link}}";

/** A reminder automation as the creator makes it: the automation, its first step, its business trigger. */
export async function reminderRule(
  who: TestPhotographer,
  trigger: PaymentReminderTrigger,
  timing: { daysBefore: number; triggerHour: number; triggerMinute?: number },
) {
  const [template] = await ctx.database.db
    .insert(templates)
    .values({
      photographerId: who.photographerId,
      name: `Reminder ${randomUUID().slice(0, 4)}`,
      channel: "EMAIL",
      subject: REMINDER_SUBJECT,
      textBody: REMINDER_TEXT,
    })
    .returning();
  const created = await api(who).post("/api/automations", {
    name: `${trigger} ${timing.daysBefore}`,
    projectType: "WEDDING",
    automationType: "COMMUNICATION",
    stageId: null,
    channel: "EMAIL",
    templateId: template!.id,
    triggerType: trigger,
    triggerTiming: trigger === "PAYMENT_DUE_SOON" ? "BEFORE" : "AFTER",
    triggerMinute: 0,
    triggerMode: "BUSINESS",
    ...timing,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: string }).id;
  const step = await api(who).post(`/api/automations/${id}/steps`, {
    stepIndex: 0,
    delayMinutes: 0,
    enabled: true,
    templateId: template!.id,
  });
  expect(step.statusCode, step.body).toBe(201);
  const bt = await api(who).post("/api/business-triggers", { automationId: id, triggerType: trigger });
  expect(bt.statusCode, bt.body).toBe(201);
  return { id, templateId: template!.id };
}

/**
 * A client with a wedding project and a signed proposal of 100.00: a 25.00 deposit on signing and a
 * 75.00 "Final payment" due on `dueDate`. `signed: false` leaves it unsigned.
 */
export async function owedInstallment(who: TestPhotographer, dueDate: string, options = { signed: true }) {
  const email = `couple-${randomUUID().slice(0, 8)}@example.com`;
  const client = await api(who).post("/api/clients", { firstName: "Ana", lastName: "Ruiz", email });
  expect(client.statusCode, client.body).toBe(201);
  const clientId = (client.json() as { id: string }).id;
  const project = await api(who).post("/api/projects", {
    title: "Ruiz Wedding",
    projectType: "WEDDING",
    clientId,
  });
  expect(project.statusCode, project.body).toBe(201);
  const projectId = (project.json() as { id: string }).id;
  const proposal: Proposal = await schedule.proposal(who, { clientId, projectId });
  const entries: ScheduleEntry[] = await schedule.setSchedule(who, proposal.id, [
    { label: "Deposit", percentBasisPoints: 2_500, dueDate: null },
    { label: "Final payment", percentBasisPoints: 7_500, dueDate },
  ]);
  if (options.signed) await schedule.sign(proposal.token);
  return { email, clientId, projectId, proposal, installmentId: entries[1]!.id };
}

/** Records a cash payment (money not tied to an instalment: it fills them in due order). */
export async function pay(who: TestPhotographer, proposalId: string, amountCents: number) {
  const receivedOn = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const res = await api(who).post(`/api/proposals/${proposalId}/payments`, {
    amountCents,
    method: "CASH",
    receivedOn,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

export const optOutOfEmail = (clientId: string) =>
  ctx.database.db.update(clients).set({ emailOptIn: false }).where(eq(clients.id, clientId));

export const runsOf = (automationId: string) =>
  ctx.database.db
    .select()
    .from(automationExecutions)
    .where(eq(automationExecutions.automationId, automationId));
export const remindersOf = (automationId: string) =>
  ctx.database.db.select().from(paymentReminders).where(eq(paymentReminders.automationId, automationId));
/** The reminders e-mailed to `to` (payments also send receipts, which are not counted). */
export const mailTo = async (to: string) =>
  (await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to))).filter(
    (m) => !m.subject?.startsWith("Receipt"),
  );

/** `at` moved by whole minutes. */
export const minutes = (at: Date, delta: number) => new Date(at.getTime() + delta * 60_000);
