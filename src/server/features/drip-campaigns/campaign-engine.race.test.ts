/**
 * A studio's own campaign sent exactly once under races (PostgreSQL: the embedded database serialises):
 * 20 clock runs at once claim each due e-mail once, and 4 runs of one delivery at once send it once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dripDeliveries } from "../../db/schema/index.js";
import { testDbKind } from "../../test/databases.js";
import {
  clock,
  ctx,
  deliveriesOf,
  drain,
  engine,
  lead,
  mailTo,
  setClock,
  setUpDripEngine,
  studio,
} from "../drip/drip-engine.fixture.js";
import {
  campaignSubscriptionOf,
  draftCampaign,
  liveCampaign,
  setVersion,
} from "./campaign-engine.fixture.js";

setUpDripEngine();

describe.runIf(testDbKind() === "postgres")("a studio's own campaign under races (PostgreSQL)", () => {
  it("sends each e-mail once with 20 clock runs and 4 runs of each delivery at once", async () => {
    const a = await studio();
    await liveCampaign(a, [{ daysAfterStart: 0 }, { daysAfterStart: 7 }]);
    const leads = [await lead(a), await lead(a), await lead(a)];
    setClock((await campaignSubscriptionOf(leads[0]!.projectId)).nextEmailAt!);

    const claims = await Promise.all(Array.from({ length: 20 }, () => engine().claimDue(clock)));
    expect(claims.reduce((sum, n) => sum + n, 0)).toBe(3);
    const pending = await ctx.database.db
      .select()
      .from(dripDeliveries)
      .where(eq(dripDeliveries.status, "PENDING"));
    const ours = pending.filter((d) => d.photographerId === a.photographerId);
    expect(ours).toHaveLength(3);
    // Each send also records its attempt on a connection of its own (outside the transaction), so the
    // runs of one delivery at once stay below the test pool's 5 connections.
    for (const d of ours) {
      await Promise.all(Array.from({ length: 4 }, () => engine().deliver(d.id)));
    }
    await drain();

    for (const l of leads) {
      expect(await mailTo(l.email)).toHaveLength(2);
      expect((await deliveriesOf(l.projectId)).map((d) => d.status)).toEqual(["SENT", "SENT"]);
      expect(await campaignSubscriptionOf(l.projectId)).toMatchObject({ status: "COMPLETED" });
    }
  });

  it("enrols each lead once and claims its first e-mail once with 20 enrolments at once", async () => {
    const a = await studio();
    const leads = [await lead(a), await lead(a)];
    const campaign = await draftCampaign(a, [{}, {}]);
    await setVersion(campaign.id, { status: "ACTIVE" });
    const started = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.database.db.transaction((tx) =>
          engine().campaigns.enrollCampaignLeads(tx, a.photographerId, campaign.id),
        ),
      ),
    );
    expect(started.reduce((sum, n) => sum + n, 0)).toBe(2);
    await drain();
    for (const l of leads) {
      expect(await mailTo(l.email)).toHaveLength(1);
      expect(await deliveriesOf(l.projectId)).toMatchObject([{ status: "SENT" }]);
    }
  });
});
