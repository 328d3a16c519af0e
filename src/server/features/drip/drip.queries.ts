/**
 * The drip feature's reads and writes that enrolment and sending share: the studio's clock, a campaign's
 * settings and lead stage, and ending subscriptions. Always scoped by photographer (or by a row's id).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DripProjectType } from "../../../shared/drip.js";
import type { DbOrTx } from "../../db/connect.js";
import { dripSubscriptions, photographers, stages, staticCampaignSettings } from "../../db/schema/index.js";
import type { DripClock } from "./drip-schedule.js";

export type SubscriptionRow = typeof dripSubscriptions.$inferSelect;

export async function studioClockOf(tx: DbOrTx, photographerId: string): Promise<DripClock> {
  const [row] = await tx
    .select({
      timeZone: photographers.timezone,
      start: photographers.quietHoursStart,
      end: photographers.quietHoursEnd,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return {
    timeZone: row?.timeZone ?? "America/New_York",
    quiet: { start: row?.start ?? null, end: row?.end ?? null },
  };
}

export async function findCampaignSettings(tx: DbOrTx, photographerId: string, projectType: DripProjectType) {
  const [settings] = await tx
    .select()
    .from(staticCampaignSettings)
    .where(
      and(
        eq(staticCampaignSettings.photographerId, photographerId),
        eq(staticCampaignSettings.projectType, projectType),
      ),
    );
  return settings ?? null;
}

/** The target stage if it still exists, else the type's default stage (or its first). */
export async function leadStageOf(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  targetStageId: string | null,
) {
  const rows = await tx
    .select({ id: stages.id, name: stages.name, isDefault: stages.isDefault })
    .from(stages)
    .where(and(eq(stages.photographerId, photographerId), eq(stages.projectType, projectType)))
    .orderBy(asc(stages.orderIndex));
  return rows.find((s) => s.id === targetStageId) ?? rows.find((s) => s.isDefault) ?? rows[0] ?? null;
}

/** Ends the subscriptions matched that are still running (active or paused). */
export async function stopSubscriptions(
  tx: DbOrTx,
  at: Date,
  where: ReturnType<typeof and>,
  status: "STOPPED" | "UNSUBSCRIBED" | "COMPLETED",
  reason: string,
) {
  await tx
    .update(dripSubscriptions)
    .set({
      status,
      endedReason: reason,
      nextEmailAt: null,
      ...(status === "COMPLETED" ? { completedAt: at } : {}),
      ...(status === "UNSUBSCRIBED" ? { unsubscribedAt: at } : {}),
    })
    .where(and(where, inArray(dripSubscriptions.status, ["ACTIVE", "PAUSED"])));
}
