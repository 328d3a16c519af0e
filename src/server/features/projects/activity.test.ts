/**
 * The activity feed: a project taken through every kind of event by the real routes (a stage move, a
 * proposal sent, opened, signed and paid, a text message, a questionnaire answered, bookings made and
 * confirmed) shows each of them on the project page, newest first, and the dashboard's Recent activity
 * is the same feed for the whole studio.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../../shared/activity.js";
import type { Dashboard } from "../../../shared/dashboard.js";
import { formatCents } from "../../../shared/money.js";
import type { ProjectDetail, Stage } from "../../../shared/projects.js";
import type { Proposal } from "../../../shared/proposals.js";
import { bookings, outboxMessages } from "../../db/schema/index.js";
import { createSmsService } from "../../integrations/sms/sms.service.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { dateAhead, setEveryDayHours, slotAt, validBooking } from "../../test/scheduling-fixtures.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Harbor & Pine" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer | string | null) =>
  as(ctx, typeof who === "string" || who === null ? who : who.cookie);

async function ok<T>(call: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) {
  const res = await call;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

async function newClient(who: TestPhotographer, firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const client = await ok<{ id: string }>(
    api(who).post("/api/clients", { firstName, lastName, email, phone: "(212) 555-0199" }),
    201,
  );
  return { id: client.id, email };
}

/** Signs the client in through the last portal link e-mailed to them. */
async function clientCookie(email: string) {
  const mails = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.channel, "EMAIL")));
  const withLink = mails.filter((m) => /\/client-portal\/login\?/.test(m.textBody ?? "")).at(-1);
  const link = new URL(/https?:\/\/\S+\/client-portal\/login\?\S+/.exec(withLink!.textBody!)![0]);
  const login = await ctx.app.inject({
    method: "POST",
    url: "/api/client-portal/login",
    payload: { token: link.searchParams.get("token") },
  });
  expect(login.statusCode, login.body).toBe(200);
  return sessionCookieFrom(login.headers["set-cookie"]);
}

const activitiesOf = async (projectId: string) =>
  (await ok<ProjectDetail>(api(a).get(`/api/projects/${projectId}`))).activities;

describe("the activity feed", () => {
  const ids: Record<string, string> = {};
  let proposal: Proposal;

  beforeAll(async () => {
    // Payments need the studio's (test) payment account.
    const { accountId } = await ok<{ accountId: string }>(api(a).post("/api/stripe-connect/create-account"));
    await ok(api(null).post(`/api/test-onboarding/${accountId}/complete`));

    const client = await newClient(a, "June", "Park");
    ids.client = client.id;
    ids.email = client.email;
    const project = await ok<{ id: string; stageId: string }>(
      api(a).post("/api/projects", { title: "Park wedding", projectType: "WEDDING", clientId: client.id }),
      201,
    );
    ids.project = project.id;

    // A stage move.
    const stages = await ok<Stage[]>(api(a).get("/api/stages?projectType=WEDDING"));
    const next = stages.find((s) => s.id !== project.stageId)!;
    ids.stageName = next.name;
    await ok(api(a).put(`/api/projects/${project.id}/stage`, { stageId: next.id }));

    // A proposal sent (with its e-mail), looked at by the studio, opened twice by the client, signed, paid.
    proposal = await ok<Proposal>(
      api(a).post("/api/proposals", {
        title: "Park wedding proposal",
        clientId: client.id,
        projectId: project.id,
        depositPercent: 25,
        items: [{ name: "Full day coverage", qty: 1, unitCents: 100_000 }],
      }),
      201,
    );
    await ok(api(a).post(`/api/proposals/${proposal.id}/send`));
    await ok(api(a).get(`/api/public/proposals/${proposal.token}`));
    await ok(api(null).get(`/api/public/proposals/${proposal.token}`));
    await ok(api(null).get(`/api/public/proposals/${proposal.token}`));
    await ok(
      api(null).post(`/api/public/proposals/${proposal.token}/sign`, {
        signedByName: "June Park",
        signedByEmail: client.email,
      }),
    );
    const checkout = await ok<{ url: string }>(
      api(null).post(`/api/public/proposals/${proposal.token}/pay`, { mode: "DEPOSIT" }),
    );
    await ok(
      api(null).post(`/api/test-checkout/${checkout.url.split("/").pop()}/pay`, {
        cardNumber: "4242 4242 4242 4242",
        expiry: "12 / 34",
        cvc: "123",
        name: "June Park",
      }),
    );

    // A text message about the project.
    const sms = createSmsService(ctx.database, ctx.config);
    const text = await sms.sendSms({
      photographerId: a.photographerId,
      to: "(212) 555-0199",
      body: "See you Saturday!",
      clientId: client.id,
      projectId: project.id,
    });
    expect(text.status).toBe("sent");

    // A questionnaire assigned (e-mailed) and answered.
    const template = await ok<{ id: string }>(
      api(a).post("/api/questionnaire-templates", { title: "Wedding day details" }),
      201,
    );
    const question = await ok<{ id: string }>(
      api(a).post(`/api/questionnaire-templates/${template.id}/questions`, {
        templateId: template.id,
        type: "TEXT",
        label: "Venue name",
        orderIndex: 0,
      }),
      201,
    );
    const assigned = await ok<{ id: string }>(
      api(a).post(`/api/projects/${project.id}/questionnaires`, { templateId: template.id }),
      201,
    );
    const portal = await clientCookie(client.email);
    await ok(
      api(portal).post(`/api/client-portal/questionnaires/${assigned.id}/submit`, {
        answers: { [question.id]: "The barn" },
      }),
    );

    // A consultation booked on the public calendar, then confirmed by the studio.
    await setEveryDayHours(ctx, a);
    const { publicToken } = await ok<{ publicToken: string }>(api(a).get("/api/photographer"));
    const date = dateAhead(3);
    const booked = await ok<{ booking: { id: string } }>(
      api(null).post(
        `/api/public/booking/calendar/${publicToken}/book/${date}/${slotAt(date, "10:00")}`,
        validBooking(client.email),
      ),
      201,
    );
    ids.booking = booked.booking.id;
    await ok(api(a).put(`/api/bookings/${booked.booking.id}`, { status: "CONFIRMED" }));

    // A booking written without a log entry of its own (as imported and demo bookings are).
    const startAt = new Date(Date.now() + 10 * 86_400_000);
    await ctx.database.db.insert(bookings).values({
      photographerId: a.photographerId,
      projectId: project.id,
      clientId: client.id,
      title: "Engagement session",
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      status: "PENDING",
      bookingType: "ENGAGEMENT_SESSION",
      bookingToken: randomBytes(32).toString("base64url"),
      clientName: "June Park",
    });
  });

  it("shows every kind of event on the project page, newest first", async () => {
    const feed = await activitiesOf(ids.project!);
    const actions = feed.map((entry) => entry.action);
    for (const action of [
      "CREATED",
      "STAGE_CHANGED",
      "EMAIL_SENT",
      "SMS_SENT",
      "PROPOSAL_SENT",
      "PROPOSAL_VIEWED",
      "PROPOSAL_SIGNED",
      "PAYMENT_RECEIVED",
      "QUESTIONNAIRE_SUBMITTED",
      "BOOKING_CREATED",
      "BOOKING_CONFIRMED",
    ]) {
      expect(actions, action).toContain(action);
    }
    const times = feed.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(new Set(feed.map((entry) => entry.id)).size).toBe(feed.length);
    for (const entry of feed) {
      expect(entry).toMatchObject({
        projectId: ids.project,
        projectTitle: "Park wedding",
        clientId: ids.client,
      });
      expect(entry.clientName).toBe("June Park");
    }

    const find = (action: string, title?: string) =>
      feed.filter((entry) => entry.action === action && (title === undefined || entry.title === title));
    expect(find("STAGE_CHANGED", `Moved to ${ids.stageName}`)[0]).toMatchObject({ kind: "stage" });
    expect(find("PROPOSAL_SENT")[0]).toMatchObject({
      kind: "proposal",
      title: "Proposal sent: Park wedding proposal",
    });
    // The studio's own look at its link is not the client's; the client's second look is not news.
    expect(find("PROPOSAL_VIEWED")).toEqual([
      expect.objectContaining({ kind: "proposal", title: "Proposal viewed: Park wedding proposal" }),
    ]);
    expect(find("PROPOSAL_SIGNED")[0]).toMatchObject({
      kind: "proposal",
      description: "Signed by June Park",
    });
    expect(find("PAYMENT_RECEIVED")).toEqual([
      expect.objectContaining({
        kind: "payment",
        title: `Payment received: ${formatCents(proposal.depositCents)}`,
        description: "For Park wedding proposal",
      }),
    ]);
    const mails = find("EMAIL_SENT");
    expect(mails.every((entry) => entry.kind === "email" && entry.description === `To ${ids.email}`)).toBe(
      true,
    );
    expect(mails.map((entry) => entry.title)).toEqual(
      expect.arrayContaining([
        "E-mail sent: Harbor & Pine sent you a proposal: Park wedding proposal",
        "E-mail sent: A questionnaire from Harbor & Pine: Wedding day details",
      ]),
    );
    expect(find("SMS_SENT")[0]).toMatchObject({
      kind: "sms",
      title: "Text message sent",
      description: expect.stringContaining("See you Saturday!"),
    });
    expect(find("QUESTIONNAIRE_SUBMITTED")[0]).toMatchObject({
      kind: "questionnaire",
      title: "Questionnaire submitted: Wedding day details",
    });
    // The public booking's own entry, and the one read from a booking that wrote none; neither twice.
    expect(find("BOOKING_CREATED").map((entry) => [entry.kind, entry.title])).toEqual([
      ["booking", "Engagement session booked"],
      ["booking", "Consultation booked"],
    ]);
    expect(find("BOOKING_CONFIRMED")[0]).toMatchObject({
      kind: "booking",
      id: `booking-confirmed:${ids.booking}`,
    });
  });

  it("gives the dashboard the same feed for the whole studio", async () => {
    const feed = await activitiesOf(ids.project!);
    const dashboard = await ok<Dashboard>(api(a).get("/api/dashboard"));
    expect(dashboard.recentActivity).toEqual(feed.slice(0, 10));
  });

  it("lists a studio's events that belong to no project, with their client", async () => {
    const other = await newClient(a, "Ada", "Stone");
    const loose = await ok<Proposal>(
      api(a).post("/api/proposals", {
        title: "Headshots",
        clientId: other.id,
        items: [{ name: "Session", qty: 1, unitCents: 30_000 }],
      }),
      201,
    );
    await ok(api(a).post(`/api/proposals/${loose.id}/send`));
    // The client opening it: a proposal without a project has nowhere to note the view.
    await ok(api(null).get(`/api/public/proposals/${loose.token}`));
    const recent = (await ok<Dashboard>(api(a).get("/api/dashboard"))).recentActivity;
    const mine = recent.filter((entry: ActivityEntry) => entry.clientId === other.id);
    expect(
      mine.map((entry) => [entry.action, entry.projectId, entry.projectTitle, entry.clientName]),
    ).toEqual([
      ["PROPOSAL_SENT", null, null, "Ada Stone"],
      ["EMAIL_SENT", null, null, "Ada Stone"],
    ]);
  });

  it("shows another studio none of it", async () => {
    const dashboard = await ok<Dashboard>(api(b).get("/api/dashboard"));
    expect(dashboard.recentActivity).toEqual([]);
    expect((await api(b).get(`/api/projects/${ids.project}`)).statusCode).toBe(404);
  });
});
