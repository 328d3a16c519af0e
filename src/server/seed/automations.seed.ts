/**
 * Demo automations: a wedding studio's starter workflow built on the demo templates. They are inserted
 * after the demo projects, so nothing fires for those at seeding; new inquiries, moves and payments
 * made while trying the demo run them (their e-mails land in the outbox).
 */
import { and, eq } from "drizzle-orm";
import {
  automationBusinessTriggers,
  automationSteps,
  automations,
  stages,
  templates,
} from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

export const seedAutomations: Seeder = async ({ db, photographerId }) => {
  const stageRows = await db
    .select({ id: stages.id, name: stages.name })
    .from(stages)
    .where(and(eq(stages.photographerId, photographerId), eq(stages.projectType, "WEDDING")));
  const templateRows = await db
    .select({ id: templates.id, name: templates.name })
    .from(templates)
    .where(eq(templates.photographerId, photographerId));
  const stage = (name: string) => stageRows.find((s) => s.name === name)?.id ?? null;
  const template = (name: string) => templateRows.find((t) => t.name === name)?.id ?? null;

  async function add(
    values: Omit<typeof automations.$inferInsert, "photographerId" | "projectType">,
    steps: { delayMinutes: number; templateId: string | null }[] = [],
    trigger?: string,
  ) {
    const [row] = await db
      .insert(automations)
      .values({ photographerId, projectType: "WEDDING", ...values })
      .returning({ id: automations.id });
    for (const [stepIndex, step] of steps.entries()) {
      await db.insert(automationSteps).values({ photographerId, automationId: row!.id, stepIndex, ...step });
    }
    if (trigger) {
      await db
        .insert(automationBusinessTriggers)
        .values({ photographerId, automationId: row!.id, triggerType: trigger });
    }
  }

  await add(
    {
      name: "Welcome new inquiries",
      stageId: stage("Inquiry"),
      channel: "EMAIL",
      templateId: template("Inquiry reply"),
      triggerMode: "STAGE",
    },
    [{ delayMinutes: 0, templateId: template("Inquiry reply") }],
  );
  await add(
    {
      name: "Follow up on proposals",
      stageId: stage("Proposal Sent"),
      channel: "EMAIL",
      templateId: template("Proposal follow-up"),
      triggerMode: "STAGE",
    },
    [{ delayMinutes: 3 * 1440, templateId: template("Proposal follow-up") }],
  );
  await add(
    {
      name: "Confirm the booking",
      stageId: null,
      channel: "EMAIL",
      templateId: template("Booking confirmed"),
      triggerMode: "BUSINESS",
    },
    [{ delayMinutes: 0, templateId: template("Booking confirmed") }],
    "DEPOSIT_PAID",
  );
  await add(
    {
      name: "Deposit books the date",
      automationType: "STAGE_CHANGE",
      stageId: null,
      triggerType: "DEPOSIT_PAID",
      targetStageId: stage("Booked"),
      triggerMode: "BUSINESS",
    },
    [],
    "DEPOSIT_PAID",
  );
  // Payment reminders: the clock sends them for each unpaid instalment of a signed proposal.
  await add(
    {
      name: "Payment due soon",
      stageId: null,
      channel: "EMAIL",
      templateId: template("Payment due soon"),
      triggerType: "PAYMENT_DUE_SOON",
      daysBefore: 3,
      triggerTiming: "BEFORE",
      triggerHour: 9,
      triggerMinute: 0,
      triggerMode: "BUSINESS",
    },
    [{ delayMinutes: 0, templateId: template("Payment due soon") }],
    "PAYMENT_DUE_SOON",
  );
  await add(
    {
      name: "Payment overdue",
      stageId: null,
      channel: "EMAIL",
      templateId: template("Payment overdue"),
      triggerType: "PAYMENT_OVERDUE",
      daysBefore: 2,
      triggerTiming: "AFTER",
      triggerHour: 10,
      triggerMinute: 0,
      triggerMode: "BUSINESS",
    },
    [{ delayMinutes: 0, templateId: template("Payment overdue") }],
    "PAYMENT_OVERDUE",
  );
  await add({
    name: "Two weeks to go",
    automationType: "COUNTDOWN",
    stageId: null,
    channel: "EMAIL",
    templateId: template("Two weeks before the wedding"),
    daysBefore: 14,
    triggerTiming: "BEFORE",
    triggerHour: 9,
    triggerMinute: 0,
    eventType: "EVENT_DATE",
    triggerMode: "TIME",
  });
  await add({
    name: "Day-before text",
    automationType: "COUNTDOWN",
    stageId: null,
    channel: "SMS",
    templateId: template("Day-before reminder"),
    daysBefore: 1,
    triggerTiming: "BEFORE",
    triggerHour: 10,
    triggerMinute: 0,
    eventType: "EVENT_DATE",
    triggerMode: "TIME",
  });
  await add(
    {
      name: "Gallery delivered",
      stageId: stage("Delivered"),
      channel: "EMAIL",
      templateId: template("Gallery delivered"),
      triggerMode: "STAGE",
    },
    [{ delayMinutes: 0, templateId: template("Gallery delivered") }],
  );
};
