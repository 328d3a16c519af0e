/**
 * One person, one enrolment per campaign: a client with a second project of the same type in the lead
 * stage is not enrolled again, and the database itself refuses a second subscription.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dripDeliveries, dripSubscriptions } from "../../db/schema/index.js";
import { api, ctx, drain, enable, engine, lead, setUpDripEngine, studio } from "./drip-engine.fixture.js";

setUpDripEngine();

const subscriptionsOfClient = (clientId: string) =>
  ctx.database.db.select().from(dripSubscriptions).where(eq(dripSubscriptions.clientId, clientId));

const firstEmailsOfClient = (clientId: string) =>
  ctx.database.db
    .select()
    .from(dripDeliveries)
    .where(and(eq(dripDeliveries.clientId, clientId), eq(dripDeliveries.sequenceIndex, 0)));

describe("enrolling a client in a campaign", () => {
  it("enrols a client once even when two of their projects of the type sit in the lead stage", async () => {
    const a = await studio();
    await enable(a);
    const first = await lead(a);
    const second = await api(a).post("/api/projects", {
      title: "Chen wedding, again",
      projectType: "WEDDING",
      clientId: first.clientId,
    });
    expect(second.statusCode, second.body).toBe(201);
    await drain();

    const subs = await subscriptionsOfClient(first.clientId);
    expect(subs.map((s) => s.projectId)).toEqual([first.projectId]);
    expect(await firstEmailsOfClient(first.clientId)).toHaveLength(1);

    // Turning the campaign off and on again resumes that one subscription and adds none.
    await api(a).post("/api/static-campaign-settings", {
      projectType: "WEDDING",
      campaignEnabled: false,
      emailToggles: "{}",
    });
    await enable(a);
    expect(await subscriptionsOfClient(first.clientId)).toHaveLength(1);
  });

  it("enrols the same client in another type's campaign", async () => {
    const a = await studio();
    await enable(a);
    await enable(a, {}, "PORTRAIT");
    const wedding = await lead(a);
    const portrait = await api(a).post("/api/projects", {
      title: "Chen portraits",
      projectType: "PORTRAIT",
      clientId: wedding.clientId,
    });
    expect(portrait.statusCode, portrait.body).toBe(201);
    await drain();
    const subs = await subscriptionsOfClient(wedding.clientId);
    expect(subs.map((s) => s.projectType).sort()).toEqual(["PORTRAIT", "WEDDING"]);
  });

  it("is held by the database: a second subscription of a client to one campaign is refused", async () => {
    const a = await studio();
    await enable(a);
    const first = await lead(a);
    const [sub] = await subscriptionsOfClient(first.clientId);
    const second = await api(a).post("/api/projects", {
      title: "Another",
      projectType: "WEDDING",
      clientId: first.clientId,
    });
    const twin = {
      photographerId: sub!.photographerId,
      projectType: sub!.projectType,
      projectId: second.json().id as string,
      clientId: first.clientId,
      stageId: sub!.stageId,
      unsubscribeToken: `twin-${first.clientId}`,
    };
    await expect(ctx.database.db.insert(dripSubscriptions).values(twin)).rejects.toThrow();
    const skipped = await ctx.database.db
      .insert(dripSubscriptions)
      .values(twin)
      .onConflictDoNothing()
      .returning();
    expect(skipped).toHaveLength(0);
    // And the engine, asked to enrol the second project directly, adds nothing.
    expect(
      await ctx.database.db.transaction((tx) =>
        engine().enrollLeads(tx, a.photographerId, "WEDDING", [second.json().id]),
      ),
    ).toBe(0);
  });
});
