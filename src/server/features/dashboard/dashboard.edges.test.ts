/**
 * The dashboard at its edges: a long Overdue list cut at eight, and the studio's time zone deciding which
 * bookings are today's (two zones on one evening, the 23-hour day when the clocks spring forward).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, photographers } from "../../db/schema/index.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import {
  book,
  createClient,
  createProject,
  ctx,
  DAY,
  db,
  HOUR,
  NEW_YORK,
  overview,
  setUpDashboard,
} from "./dashboard.fixture.js";

setUpDashboard();

describe("long lists", () => {
  it("carries at most eight Overdue projects and counts them all", async () => {
    const d = await createTestPhotographer(ctx, { businessName: "Busy Studio" });
    const clientId = await createClient(d, "Cara", "Mills");
    const long = new Date(Date.now() - 40 * DAY);
    for (let i = 0; i < 10; i++) {
      await createProject(d, clientId, `Project ${i}`, {
        createdAt: long,
        stageEnteredAt: new Date(long.getTime() + i * HOUR),
      });
    }
    const { overdueProjects } = await overview(d.photographerId, new Date());
    expect(overdueProjects.total).toBe(10);
    expect(overdueProjects.items.map((p) => p.title)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Project ${i}`),
    );
  });

  it("counts a project overdue from exactly six whole days in its stage, not a millisecond before", async () => {
    const d = await createTestPhotographer(ctx, { businessName: "Edge Studio" });
    const clientId = await createClient(d, "Eli", "Stone");
    const now = new Date("2026-03-20T12:00:00Z");
    const sixDays = new Date(now.getTime() - 6 * DAY);
    await createProject(d, clientId, "Six days", { createdAt: sixDays, stageEnteredAt: null });
    await createProject(d, clientId, "Almost six", {
      createdAt: sixDays,
      stageEnteredAt: new Date(sixDays.getTime() + 1),
    });
    await createProject(d, clientId, "Done long ago", {
      createdAt: new Date(now.getTime() - 60 * DAY),
      stageEnteredAt: null,
      status: "COMPLETED",
    });
    const { overdueProjects } = await overview(d.photographerId, now);
    expect(overdueProjects.total).toBe(1);
    expect(overdueProjects.items.map((p) => [p.title, p.daysInStage])).toEqual([["Six days", 6]]);
  });
});

describe("the studio's time zone decides what today is", () => {
  let c: TestPhotographer;
  beforeAll(async () => {
    c = await createTestPhotographer(ctx, { businessName: "Zone Studio" });
  });

  const setZone = (timezone: string) =>
    db.update(photographers).set({ timezone }).where(eq(photographers.id, c.photographerId));

  it("splits the same evening differently in New York and Los Angeles", async () => {
    // Noon in New York, 09:00 in Los Angeles, on July 15.
    const now = new Date("2026-07-15T16:00:00Z");
    const late = await book(c, new Date("2026-07-16T03:30:00Z")); // NY 23:30 Jul 15, LA 20:30 Jul 15
    const pastMidnight = await book(c, new Date("2026-07-16T04:30:00Z")); // NY 00:30 Jul 16, LA 21:30 Jul 15
    const small = await book(c, new Date("2026-07-16T07:30:00Z")); // NY 03:30 Jul 16, LA 00:30 Jul 16

    await setZone(NEW_YORK);
    let d = await overview(c.photographerId, now);
    expect(d.studio.today).toBe("2026-07-15");
    expect(d.today.map((x) => x.id)).toEqual([late]);
    expect(d.week.map((x) => x.id)).toEqual([pastMidnight, small]);

    await setZone("America/Los_Angeles");
    d = await overview(c.photographerId, now);
    expect(d.studio.today).toBe("2026-07-15");
    expect(d.today.map((x) => x.id)).toEqual([late, pastMidnight]);
    expect(d.week.map((x) => x.id)).toEqual([small]);
    await db.delete(bookings).where(eq(bookings.photographerId, c.photographerId));
  });

  it("knows the day the clocks spring forward has 23 hours", async () => {
    await setZone(NEW_YORK);
    // March 8, 2026: New York moves from 02:00 EST to 03:00 EDT; the day ends at 04:00 UTC, not 05:00.
    const now = new Date("2026-03-08T17:00:00Z");
    const lastOfDay = await book(c, new Date("2026-03-09T03:30:00Z")); // 23:30 EDT March 8
    const firstOfNext = await book(c, new Date("2026-03-09T04:30:00Z")); // 00:30 EDT March 9
    const beforeDawn = await book(c, new Date("2026-03-08T05:30:00Z")); // 00:30 EST March 8
    const d = await overview(c.photographerId, now);
    expect(d.today.map((x) => x.id)).toEqual([beforeDawn, lastOfDay]);
    expect(d.week.map((x) => x.id)).toEqual([firstOfNext]);
  });
});
