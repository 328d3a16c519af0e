import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Automation } from "../../shared/automations.js";
import type { Proposal } from "../../shared/proposals.js";
import {
  type Assignment,
  answerIssues,
  QUESTION_TYPES,
  type Question,
  type QuestionnaireTemplate,
} from "../../shared/questionnaires.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { sessionCookieFrom } from "../test/factories.js";
import { as } from "../test/http.js";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from "./demo.js";

let ctx: TestContext;

/**
 * The demo's payment reminders are on, send their own templates (with the instalment's variables), and
 * remind of a dated instalment once it has one: here the signed, unpaid proposal's, due in 2030.
 */
async function expectPaymentReminders(cookie: string, templates: { name: string; textBody: string }[]) {
  const automations = (
    await as(ctx, cookie).get("/api/automations?projectType=WEDDING")
  ).json() as Automation[];
  const rule = (name: string) => automations.find((a) => a.name === name)!;
  expect(rule("Payment due soon")).toMatchObject({
    enabled: true,
    daysBefore: 3,
    triggerTiming: "BEFORE",
    triggerHour: 9,
    businessTriggers: [expect.objectContaining({ triggerType: "PAYMENT_DUE_SOON", enabled: true })],
    steps: [expect.objectContaining({ template: expect.objectContaining({ name: "Payment due soon" }) })],
  });
  expect(rule("Payment overdue")).toMatchObject({
    enabled: true,
    daysBefore: 2,
    triggerTiming: "AFTER",
    businessTriggers: [expect.objectContaining({ triggerType: "PAYMENT_OVERDUE", enabled: true })],
    steps: [expect.objectContaining({ template: expect.objectContaining({ name: "Payment overdue" }) })],
  });
  for (const name of ["Payment due soon", "Payment overdue"]) {
    const body = templates.find((t) => t.name === name)!.textBody;
    for (const variable of ["installmentLabel", "installmentAmount", "installmentDueDate", "payment_link"]) {
      expect(body, name).toContain(`{{${variable}}}`);
    }
  }

  const proposals = (await as(ctx, cookie).get("/api/proposals")).json() as Proposal[];
  const signed = proposals.find((p) => p.status === "SIGNED")!;
  const scheduled = await as(ctx, cookie).put(`/api/proposals/${signed.id}/schedule`, {
    installments: [
      { label: "Retainer", percentBasisPoints: 3_000, dueDate: null },
      { label: "Balance", percentBasisPoints: 7_000, dueDate: "2030-05-10" },
    ],
  });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  const engine = ctx.app.automationEngine;
  // 7 May 2030, 09:00 in New York (EDT): the due-soon reminder; 12 May, 10:00: the overdue one.
  expect(await engine.runPaymentReminders(new Date("2030-05-07T13:00:00Z"))).toBe(1);
  expect(await engine.runPaymentReminders(new Date("2030-05-07T13:01:00Z"))).toBe(0);
  expect(await engine.runPaymentReminders(new Date("2030-05-12T14:00:00Z"))).toBe(1);
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("demo data", () => {
  it("creates a demo studio with clients once, and the demo photographer can sign in", async () => {
    expect(await seedDemoIfEmpty(ctx.database, ctx.config)).toBe(true);
    expect(await seedDemoIfEmpty(ctx.database, ctx.config)).toBe(false);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieFrom(login.headers["set-cookie"]);
    const clients = (await as(ctx, cookie).get("/api/clients")).json() as {
      firstName: string;
      latestProject: unknown;
    }[];
    expect(clients.length).toBeGreaterThanOrEqual(10);
    expect(clients.filter((c) => c.latestProject).length).toBeGreaterThan(5);
    const proposals = (await as(ctx, cookie).get("/api/proposals")).json() as {
      status: string;
      sentAt: string | null;
    }[];
    expect(new Set(proposals.map((p) => p.status))).toEqual(
      new Set(["DRAFT", "SENT", "SIGNED", "PAID_PARTIAL"]),
    );
    // A sent proposal says so in its status, as the lists do; a draft has never been sent.
    expect(proposals.some((p) => p.status === "SENT" && p.sentAt)).toBe(true);
    expect(proposals.filter((p) => p.status === "DRAFT").every((p) => p.sentAt === null)).toBe(true);
    const packages = (await as(ctx, cookie).get("/api/packages")).json() as { timesUsed: number }[];
    expect(packages).toHaveLength(3);
    expect(packages.every((p) => p.timesUsed > 0)).toBe(true);

    const status = (await as(ctx, cookie).get("/api/stripe-connect/account-status")).json();
    expect(status).toMatchObject({ hasAccount: true, onboardingCompleted: true, payoutEnabled: true });
    const earnings = (await as(ctx, cookie).get("/api/stripe-connect/earnings")).json() as unknown[];
    expect(earnings.length).toBeGreaterThan(0);
    const payouts = (await as(ctx, cookie).get("/api/stripe-connect/payouts")).json() as unknown[];
    expect(payouts).toHaveLength(1);
    const balance = (await as(ctx, cookie).get("/api/stripe-connect/balance")).json() as {
      availableCents: number;
    };
    expect(balance.availableCents).toBeGreaterThan(0);

    // The Consultation every studio has, an engagement session and a mini-session day, whose slots are public.
    const types = (await as(ctx, cookie).get("/api/session-types")).json() as {
      sessionTypes: { slug: string; isDefault: boolean; isMiniSession: boolean }[];
    };
    expect(types.sessionTypes.map((t) => t.slug)).toEqual([
      "consultation",
      "autumn-minis",
      "engagement-session",
    ]);
    expect(types.sessionTypes.find((t) => t.isMiniSession)?.slug).toBe("autumn-minis");
    const publicToken = (await as(ctx, cookie).get("/api/photographer")).json().publicToken as string;
    const calendar = (await as(ctx, null).get(`/api/public/booking/calendar/${publicToken}`)).json() as {
      types: { slug: string }[];
    };
    expect(calendar.types.map((t) => t.slug).sort()).toEqual([
      "autumn-minis",
      "consultation",
      "engagement-session",
    ]);

    const templates = (await as(ctx, cookie).get("/api/templates")).json() as {
      name: string;
      channel: string;
      subject: string | null;
      textBody: string;
    }[];
    expect(templates.filter((t) => t.channel === "EMAIL")).toHaveLength(8);
    expect(templates.filter((t) => t.channel === "SMS")).toHaveLength(1);
    expect(templates[0]).toMatchObject({
      name: "Inquiry reply",
      subject: "Thank you for your inquiry, {{firstName}}!",
    });
    expect(templates.find((t) => t.name === "Consultation booking")?.textBody).toContain(
      "{{scheduling_link}}",
    );
    const portraitTemplates = (await as(ctx, cookie).get("/api/templates?projectType=PORTRAIT")).json();
    expect(portraitTemplates.length).toBeGreaterThan(0);
    expect(portraitTemplates.length).toBeLessThan(templates.length);

    const automations = (await as(ctx, cookie).get("/api/automations?projectType=WEDDING")).json() as {
      name: string;
      automationType: string;
      steps: { template: { name: string } | null }[];
      businessTriggers: { triggerType: string }[];
      targetStageName: string | null;
    }[];
    // Seeded in one go: creation times may tie, so compare as a set.
    expect(automations.map((a) => a.name).sort()).toEqual(
      [
        "Welcome new inquiries",
        "Follow up on proposals",
        "Confirm the booking",
        "Deposit books the date",
        "Two weeks to go",
        "Day-before text",
        "Gallery delivered",
        "Payment due soon",
        "Payment overdue",
      ].sort(),
    );
    const named = (name: string) => automations.find((a) => a.name === name)!;
    expect(named("Welcome new inquiries").steps[0]!.template?.name).toBe("Inquiry reply");
    expect(named("Deposit books the date")).toMatchObject({
      automationType: "STAGE_CHANGE",
      targetStageName: "Booked",
    });
    expect(named("Confirm the booking").businessTriggers).toEqual([
      expect.objectContaining({ triggerType: "DEPOSIT_PAID" }),
    ]);
    await expectPaymentReminders(cookie, templates);

    const questionnaires = (
      await as(ctx, cookie).get("/api/questionnaire-templates")
    ).json() as QuestionnaireTemplate[];
    // Title, questions, assigned, completed: one couple has answered, the others are still pending.
    expect(questionnaires.map((q) => [q.title, q.questionCount, q.assignedCount, q.completedCount])).toEqual([
      ["Wedding Day Details", 10, 2, 1],
      ["Portrait Session Prep", 6, 1, 0],
    ]);
    const wedding = questionnaires[0]!;
    const questions = (
      await as(ctx, cookie).get(`/api/questionnaire-templates/${wedding.id}/questions`)
    ).json() as Question[];
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    const responses = (
      await as(ctx, cookie).get("/api/questionnaire-responses?limit=50")
    ).json() as Assignment[];
    expect(responses).toHaveLength(1);
    const answered = responses[0]!;
    expect(answered).toMatchObject({ templateTitle: "Wedding Day Details", status: "Completed" });
    expect(answered.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(answerIssues(answered.questions, answered.answers)).toEqual([]);
    expect(Object.keys(answered.answers)).toHaveLength(questions.length);

    // Scheduling: weekday hours with lunch, a short Saturday, two overrides, consultations.
    const hours = (await as(ctx, cookie).get("/api/availability/templates")).json() as {
      dayOfWeek: number;
      isEnabled: boolean;
      breaks: unknown[];
    }[];
    expect(hours.filter((h) => h.isEnabled).map((h) => h.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hours.find((h) => h.dayOfWeek === 1)!.breaks).toHaveLength(1);
    expect((await as(ctx, cookie).get("/api/availability/overrides")).json()).toHaveLength(2);
    const bookings = (await as(ctx, cookie).get("/api/bookings")).json() as {
      status: string;
      clientName: string;
    }[];
    expect(bookings.map((b) => b.status).sort()).toEqual(["COMPLETED", "CONFIRMED", "CONFIRMED", "PENDING"]);
    expect(bookings.every((b) => b.clientName)).toBe(true);
  });
});
