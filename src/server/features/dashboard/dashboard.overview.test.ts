/**
 * The dashboard against a known data set: bookings on either side of the studio's midnight, projects of
 * every card age, proposals at each step, read and unread messages. The service answers on the test's
 * clock; the route is checked for the same answer, for tenancy and for sign-in.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { localIsoDate } from "../../../shared/automation-schedule.js";
import type { Dashboard } from "../../../shared/dashboard.js";
import type { ReportSummary } from "../../../shared/projects.js";
import { projectActivityLogs } from "../../db/schema/index.js";
import {
  a,
  api,
  b,
  book,
  createClient,
  createProject,
  createProposal,
  DAY,
  db,
  HOUR,
  message,
  NEW_YORK,
  newYork,
  overview,
  pay,
  setUpDashboard,
  TOTAL,
} from "./dashboard.fixture.js";

setUpDashboard();

describe("GET /api/dashboard", () => {
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY - HOUR);
  const today = localIsoDate(now, NEW_YORK);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const ana = await createClient(a, "Ana", "Lopez");
    const ben = await createClient(a, "Ben", "Hart");
    ids.ana = ana;
    ids.ben = ben;

    ids.p9 = await createProject(a, ana, "Lopez wedding", { createdAt: ago(30), stageEnteredAt: ago(9) });
    ids.p4 = await createProject(a, ana, "Lopez engagement", { createdAt: ago(4), stageEnteredAt: ago(4) });
    ids.p2 = await createProject(a, ben, "Hart wedding", { createdAt: ago(2), stageEnteredAt: ago(2) });
    // No stage entry time: the card's age counts from creation.
    ids.pNull = await createProject(a, ben, "Hart family", { createdAt: ago(12), stageEnteredAt: null });
    ids.pDone = await createProject(a, ben, "Hart portraits", {
      createdAt: ago(40),
      stageEnteredAt: ago(20),
      status: "COMPLETED",
    });

    await createProposal(a, ana, "Never sent", { status: "DRAFT" });
    ids.sent3 = await createProposal(a, ana, "Sent three days ago", { status: "DRAFT", sentAt: ago(3) });
    ids.sent1 = await createProposal(a, ben, "Sent yesterday", {
      status: "SENT",
      sentAt: ago(1),
      projectId: ids.p2,
    });
    ids.signed = await createProposal(a, ben, "Signed", {
      status: "SIGNED",
      sentAt: ago(4),
      signedAt: ago(2),
      projectId: ids.p2,
    });
    ids.partly = await createProposal(a, ana, "Partly paid", {
      status: "PAID_PARTIAL",
      sentAt: ago(8),
      signedAt: ago(5),
    });
    await pay(a, ids.partly, ana, 30_000, "COMPLETED");
    await pay(a, ids.partly, ana, 5_000, "PENDING"); // not received: still due
    ids.settled = await createProposal(a, ana, "Signed and settled", {
      status: "SIGNED",
      sentAt: ago(9),
      signedAt: ago(7),
    });
    await pay(a, ids.settled, ana, TOTAL, "COMPLETED");
    await createProposal(a, ana, "Paid in full", { status: "PAID_FULL", sentAt: ago(9), signedAt: ago(8) });

    await message(a, ana, "Can we move the engagement shoot?", { createdAt: ago(3) });
    await message(a, ana, "Also, do you do albums?", { createdAt: new Date(now.getTime() - 2 * HOUR) });
    await message(a, ana, "Thanks for the call!", { createdAt: ago(5), readAt: ago(4) });
    await message(a, ana, "Here is the timeline.", {
      createdAt: new Date(now.getTime() - HOUR),
      fromStudio: true,
    });
    await message(a, ben, "x".repeat(200), { createdAt: new Date(now.getTime() - 30 * 60_000) });

    ids.yesterday = await book(a, newYork(today, -1, "10:00"));
    ids.morning = await book(a, newYork(today, 0, "08:00"));
    ids.cancelled = await book(a, newYork(today, 0, "12:00"), { status: "CANCELLED" });
    // 23:30 in New York is already tomorrow in UTC.
    ids.late = await book(a, newYork(today, 0, "23:30"), {
      status: "CONFIRMED",
      meetingLink: "https://meet.example.com/abc",
    });
    ids.tomorrow = await book(a, newYork(today, 1, "00:30"));
    ids.lastDay = await book(a, newYork(today, 7, "22:00"), { bookingType: "ENGAGEMENT_SESSION" });
    ids.pastWeek = await book(a, newYork(today, 8, "00:30"));
    ids.nextMonth = await book(a, newYork(today, 30, "10:00"));

    // Twelve log entries after the ones creating the projects wrote: the ten newest are shown.
    for (let k = 1; k <= 12; k++) {
      await db.insert(projectActivityLogs).values({
        photographerId: a.photographerId,
        projectId: ids.p9!,
        action: "NOTE",
        activityType: "PROJECT",
        title: `Entry ${k}`,
        description: k === 12 ? "The newest" : null,
        createdAt: new Date(now.getTime() + k * 60_000),
      });
    }
  });

  it("lists today's bookings by the studio's clock, and the next seven days", async () => {
    const d = await overview(a.photographerId, now);
    expect(d.studio).toEqual({ businessName: "Harbor & Pine", timezone: NEW_YORK, today });
    expect(d.today.map((x) => x.id)).toEqual([ids.morning, ids.late]);
    expect(d.week.map((x) => x.id)).toEqual([ids.tomorrow, ids.lastDay]);
    const late = d.today[1]!;
    expect(late.startAt.slice(0, 10)).not.toBe(today);
    expect(late).toMatchObject({
      status: "CONFIRMED",
      clientName: "Emma Carter",
      clientPhone: "(212) 555-0199",
      meetingLink: "https://meet.example.com/abc",
      projectId: null,
      endAt: new Date(Date.parse(late.startAt) + HOUR).toISOString(),
    });
  });

  it("lists the Overdue active projects, oldest first, with their stage and days in it", async () => {
    const d = await overview(a.photographerId, now);
    expect(d.overdueProjects.total).toBe(2);
    expect(d.overdueProjects.items).toEqual([
      {
        id: ids.pNull,
        title: "Hart family",
        clientId: ids.ben,
        clientName: "Ben Hart",
        stage: { name: "Inquiry", color: "#3b82f6" },
        daysInStage: 12,
      },
      {
        id: ids.p9,
        title: "Lopez wedding",
        clientId: ids.ana,
        clientName: "Ana Lopez",
        stage: { name: "Inquiry", color: "#3b82f6" },
        daysInStage: 9,
      },
    ]);
  });

  it("lists proposals awaiting a signature and those awaiting payment, with what is still due", async () => {
    const { signature, payment } = (await overview(a.photographerId, now)).proposalsAwaiting;
    expect(signature.total).toBe(2);
    expect(signature.items.map((p) => [p.title, p.clientName, p.totalCents, p.balanceCents])).toEqual([
      ["Sent three days ago", "Ana Lopez", TOTAL, TOTAL],
      ["Sent yesterday", "Ben Hart", TOTAL, TOTAL],
    ]);
    expect(signature.items[1]).toMatchObject({ id: ids.sent1, projectId: ids.p2, signedAt: null });
    expect(signature.items[1]!.sentAt).toBe(ago(1).toISOString());
    expect(payment.total).toBe(2);
    expect(payment.items.map((p) => [p.id, p.status, p.balanceCents])).toEqual([
      [ids.partly, "PAID_PARTIAL", TOTAL - 30_000],
      [ids.signed, "SIGNED", TOTAL],
    ]);
    expect(payment.items[1]!.signedAt).toBe(ago(2).toISOString());
  });

  it("groups clients' unread messages by client, newest first, and leaves out read ones and the studio's", async () => {
    const { unreadMessages } = await overview(a.photographerId, now);
    expect(unreadMessages.total).toBe(3);
    expect(unreadMessages.clients).toBe(2);
    expect(unreadMessages.items).toEqual([
      {
        clientId: ids.ben,
        clientName: "Ben Hart",
        count: 1,
        lastMessage: "x".repeat(140),
        lastAt: new Date(now.getTime() - 30 * 60_000).toISOString(),
      },
      {
        clientId: ids.ana,
        clientName: "Ana Lopez",
        count: 2,
        lastMessage: "Also, do you do albums?",
        lastAt: new Date(now.getTime() - 2 * HOUR).toISOString(),
      },
    ]);
  });

  it("shows the ten newest activity log entries with their project", async () => {
    const { recentActivity } = await overview(a.photographerId, now);
    expect(recentActivity.map((x) => x.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Entry ${12 - i}`),
    );
    expect(recentActivity[0]).toMatchObject({
      projectId: ids.p9,
      projectTitle: "Lopez wedding",
      action: "NOTE",
      description: "The newest",
      createdAt: new Date(now.getTime() + 12 * 60_000).toISOString(),
    });
  });

  it("gives the report figures, the new leads of the last seven days and the consultations ahead", async () => {
    const d = await overview(a.photographerId, now);
    const summary = (await api(a).get("/api/reports/summary")).json() as ReportSummary;
    expect(d.figures).toEqual({ ...summary, newLeadsThisWeek: 2, consultationsThisWeek: 3 });
    expect(d.figures.totalProjects).toBe(4);
    expect(d.figures.outstandingBalance).toBe(TOTAL - 30_000 + TOTAL);
  });

  it("answers the same through the route", async () => {
    const res = await api(a).get("/api/dashboard");
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as Dashboard;
    expect(d.overdueProjects.items.map((p) => p.id)).toEqual([ids.pNull, ids.p9]);
    expect(d.proposalsAwaiting.payment.items.map((p) => p.id)).toEqual([ids.partly, ids.signed]);
    expect(d.unreadMessages.total).toBe(3);
    expect([...d.today, ...d.week].map((x) => x.id)).toEqual([
      ids.morning,
      ids.late,
      ids.tomorrow,
      ids.lastDay,
    ]);
  });

  it("shows another studio nothing of this one", async () => {
    const res = await api(b).get("/api/dashboard");
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as Dashboard;
    expect(d.studio.businessName).toBe("Other Studio");
    expect(d.figures).toEqual({
      totalProjects: 0,
      bookedThisMonth: 0,
      projectsThisMonth: 0,
      revenueYTD: 0,
      outstandingBalance: 0,
      totalClients: 0,
      newLeadsThisWeek: 0,
      consultationsThisWeek: 0,
    });
    expect(d).toMatchObject({
      today: [],
      week: [],
      overdueProjects: { items: [], total: 0 },
      proposalsAwaiting: { signature: { items: [], total: 0 }, payment: { items: [], total: 0 } },
      unreadMessages: { items: [], total: 0, clients: 0 },
      recentActivity: [],
    });
  });

  it("asks for a signed-in photographer", async () => {
    const res = await api(null).get("/api/dashboard");
    expect(res.statusCode).toBe(401);
  });
});
