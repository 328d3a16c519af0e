/**
 * The summary figures of GET /api/reports/summary, computed from a data set whose every figure is known:
 * two projects made through the API, and an older project, proposals and payments written straight into
 * the database (some dated 2020, before this year).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { estimatePayments, estimates, projects } from "../../db/schema/index.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { clientOf, createProject, ctx, setUpProjects } from "./projects.fixture.js";

setUpProjects();

describe("report summary", () => {
  it("computes the summary figures from a known data set", async () => {
    const studio = await createTestPhotographer(ctx);
    const client = await clientOf(studio);
    const { db } = ctx.database;
    const pid = studio.photographerId;
    const active = await createProject(studio, {
      title: "Active",
      projectType: "WEDDING",
      clientId: client.id,
    });
    const done = await createProject(studio, { title: "Done", projectType: "WEDDING", clientId: client.id });
    await db.update(projects).set({ status: "COMPLETED" }).where(eq(projects.id, done.id));
    await db.insert(projects).values({
      photographerId: pid,
      clientId: client.id,
      projectType: "WEDDING",
      title: "Old",
      createdAt: new Date("2020-01-15"),
    });
    const [signed] = await db
      .insert(estimates)
      .values({
        photographerId: pid,
        clientId: client.id,
        projectId: active.id,
        title: "Signed",
        token: randomUUID(),
        status: "PAID_PARTIAL",
        signedAt: new Date(),
        totalCents: 500000,
      })
      .returning();
    const [paidOff] = await db
      .insert(estimates)
      .values({
        photographerId: pid,
        clientId: client.id,
        projectId: done.id,
        title: "Paid",
        token: randomUUID(),
        status: "PAID_FULL",
        signedAt: new Date(),
        // This year's $3,000 and $70 paid in 2020: the database refuses payments beyond the total.
        totalCents: 307000,
      })
      .returning();
    await db.insert(estimates).values({
      photographerId: pid,
      clientId: client.id,
      title: "Draft",
      token: randomUUID(),
      status: "DRAFT",
      totalCents: 999999,
    });
    await db.insert(estimatePayments).values([
      {
        photographerId: pid,
        clientId: client.id,
        estimateId: signed!.id,
        amountCents: 125000,
        method: "card",
        status: "COMPLETED",
        paymentIntentId: randomUUID(),
        completedAt: new Date(),
      },
      {
        photographerId: pid,
        clientId: client.id,
        estimateId: paidOff!.id,
        amountCents: 300000,
        method: "card",
        status: "COMPLETED",
        paymentIntentId: randomUUID(),
        completedAt: new Date(),
      },
      {
        photographerId: pid,
        clientId: client.id,
        estimateId: paidOff!.id,
        amountCents: 7000,
        method: "card",
        status: "COMPLETED",
        paymentIntentId: randomUUID(),
        completedAt: new Date("2020-03-01"),
      },
    ]);
    const res = await as(ctx, studio.cookie).get("/api/reports/summary");
    // Revenue is all the money received this year, whether or not its project is completed; the two
    // projects whose proposals were signed this month are booked this month; Cara is the one client.
    expect(res.json()).toEqual({
      totalProjects: 2,
      bookedThisMonth: 2,
      projectsThisMonth: 2,
      revenueYTD: 425000,
      outstandingBalance: 375000,
      totalClients: 1,
    });
  });
});
