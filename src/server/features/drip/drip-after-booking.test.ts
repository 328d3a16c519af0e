/**
 * A lead who has booked a consultation on the public calendar, or been sent a proposal, has taken the
 * step the campaign's e-mails ask for ("Book a friendly call"): no e-mail goes out after that, whatever
 * order the inquiry, the booking and the clock run in, and whichever stage the campaign follows.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, clients, dripSubscriptions, projects } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { dateAhead, setEveryDayHours, slotAt, validBooking } from "../../test/scheduling-fixtures.js";
import {
  api,
  clock,
  ctx,
  deliveriesOf,
  drain,
  enable,
  engine,
  lead,
  mailTo,
  START,
  setClock,
  setUpDripEngine,
  stageNamed,
  studio,
  subscriptionOf,
  WEDDING,
} from "./drip-engine.fixture.js";

setUpDripEngine();

const FIRST_SUBJECT = WEDDING[0]!.subject.replace("{{firstName}}", "Emma");
const HOUR = 3_600_000;

async function bookingStudio() {
  const who = await studio();
  await setEveryDayHours(ctx, who);
  const { publicToken } = (await api(who).get("/api/photographer")).json() as { publicToken: string };
  return { who, token: publicToken };
}

let visitor = 0;
async function inquire(token: string, email: string) {
  visitor += 1;
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/public/widget/${token}/leads`,
    payload: { firstName: "Emma", lastName: "Carter", projectType: "WEDDING", email, noEventDate: true },
    headers: { "x-forwarded-for": `198.19.${Math.floor(visitor / 250)}.${visitor % 250}` },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function book(token: string, email: string) {
  const date = dateAhead(10);
  const res = await as(ctx, null).post(
    `/api/public/booking/calendar/${token}/book/${date}/${slotAt(date, "10:00")}`,
    validBooking(email),
  );
  expect(res.statusCode, res.body).toBe(201);
}

async function projectOf(email: string) {
  const [row] = await ctx.database.db
    .select({ project: projects })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(clients.email, email));
  return row!.project;
}

const dripSubjects = async (email: string) =>
  (await mailTo(email)).map((m) => m.subject).filter((s) => !s?.includes("consultation"));

async function subscriptionsOf(projectId: string) {
  return ctx.database.db.select().from(dripSubscriptions).where(eq(dripSubscriptions.projectId, projectId));
}

/** Lets the clock run over the next days, so that any e-mail still waiting would go out. */
async function runDays(days: number) {
  for (let day = 0; day < days; day++) {
    setClock(new Date(clock.getTime() + 24 * HOUR));
    await engine().claimDue(clock);
    await drain();
  }
}

describe("a lead who booked a consultation", () => {
  it("gets no drip e-mail when the booking follows the inquiry a second later", async () => {
    const { who, token } = await bookingStudio();
    await enable(who);
    const email = `emma-${randomUUID().slice(0, 8)}@example.com`;
    await inquire(token, email);
    await book(token, email);
    await drain();
    await engine().claimDue(clock);
    await drain();
    const project = await projectOf(email);
    expect(project.stageId).toBe((await stageNamed(who, "Consultation")).id);
    expect(await dripSubjects(email)).toEqual([]);
    await runDays(20);
    expect(await dripSubjects(email)).toEqual([]);
  });

  it("gets no first e-mail the next morning after an evening inquiry and a booking", async () => {
    const { who, token } = await bookingStudio();
    await enable(who);
    setClock(new Date(START.getTime() + 11 * HOUR)); // 21:00 in New York: e-mail 1 waits for 09:00
    const email = `emma-${randomUUID().slice(0, 8)}@example.com`;
    await inquire(token, email);
    await drain();
    const project = await projectOf(email);
    expect(await subscriptionOf(project.id)).toMatchObject({ status: "ACTIVE", nextEmailIndex: 0 });
    await book(token, email);
    await drain();
    await runDays(20);
    expect(await dripSubjects(email)).toEqual([]);
    expect((await subscriptionOf(project.id)).status).toBe("STOPPED");
  });

  it("is not enrolled when the campaign follows the Consultation stage the booking moved it into", async () => {
    const { who, token } = await bookingStudio();
    const consultation = await stageNamed(who, "Consultation");
    const res = await api(who).post("/api/static-campaign-settings", {
      projectType: "WEDDING",
      campaignEnabled: true,
      emailToggles: "{}",
      targetStageId: consultation.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const email = `emma-${randomUUID().slice(0, 8)}@example.com`;
    await inquire(token, email);
    await drain();
    await book(token, email);
    await drain();
    const project = await projectOf(email);
    expect(project.stageId).toBe(consultation.id);
    await runDays(20);
    expect(await dripSubjects(email)).not.toContain(FIRST_SUBJECT);
    expect(await dripSubjects(email)).toEqual([]);
    expect(await subscriptionsOf(project.id)).toEqual([]);
  });

  it("is not enrolled when the studio moves the booked project back into the lead stage", async () => {
    const { who, token } = await bookingStudio();
    await enable(who);
    const email = `emma-${randomUUID().slice(0, 8)}@example.com`;
    await book(token, email);
    await drain();
    const project = await projectOf(email);
    const inquiry = await stageNamed(who, "Inquiry");
    const moved = await api(who).put(`/api/projects/${project.id}/stage`, { stageId: inquiry.id });
    expect(moved.statusCode, moved.body).toBe(200);
    await drain();
    await runDays(20);
    expect(await dripSubjects(email)).toEqual([]);
    expect(await subscriptionsOf(project.id)).toEqual([]);
  });
});

describe("a lead still in the lead stage", () => {
  for (const [eventType, reason] of [
    ["APPOINTMENT_BOOKED", "A consultation was booked"],
    ["PROPOSAL_SENT", "A proposal was sent"],
  ] as const) {
    it(`stops on ${eventType}, and the e-mail already claimed is skipped`, async () => {
      const a = await studio();
      await enable(a);
      const l = await lead(a);
      expect(await mailTo(l.email)).toHaveLength(1);
      setClock((await subscriptionOf(l.projectId)).nextEmailAt!);
      await engine().claimDue(clock); // e-mail 2 claimed, not yet sent
      await ctx.bus.publishBusinessEvent({
        photographerId: a.photographerId,
        eventType,
        clientId: l.clientId,
        projectId: l.projectId,
        subjectId: randomUUID(),
        occurredAt: clock.toISOString(),
      });
      await drain();
      expect(await subscriptionOf(l.projectId)).toMatchObject({ status: "STOPPED", endedReason: reason });
      await runDays(20);
      expect(await mailTo(l.email)).toHaveLength(1);
    });
  }
});

it("skips an e-mail claimed before a booking whose event is not handled yet", async () => {
  const a = await studio();
  await enable(a);
  const l = await lead(a);
  setClock((await subscriptionOf(l.projectId)).nextEmailAt!);
  await engine().claimDue(clock); // e-mail 2 claimed, its job waiting
  await ctx.database.db.insert(bookings).values({
    photographerId: a.photographerId,
    clientId: l.clientId,
    projectId: l.projectId,
    title: "Consultation",
    startAt: new Date(clock.getTime() + 48 * HOUR),
    endAt: new Date(clock.getTime() + 49 * HOUR),
    bookingToken: randomUUID(),
  });
  await drain();
  expect(await mailTo(l.email)).toHaveLength(1);
  expect((await deliveriesOf(l.projectId)).map((d) => [d.status, d.reason])).toEqual([
    ["SENT", null],
    ["SKIPPED", "A consultation was booked"],
  ]);
  expect(await subscriptionOf(l.projectId)).toMatchObject({ status: "STOPPED" });
});
