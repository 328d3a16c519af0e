/**
 * The drip feature's reads and writes that enrolment, sending and the studio's screens share: the
 * studio's clock and brand, a campaign's settings and lead stage, the studio's e-mail edits, the
 * subscription list, and ending subscriptions. Always scoped by photographer (or by a row's id).
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { DripProjectType } from "../../../shared/drip.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  clients,
  dripDeliveries,
  dripEmailOverrides,
  dripSubscriptions,
  photographers,
  projects,
  stages,
  staticCampaignSettings,
} from "../../db/schema/index.js";
import type { DripClock } from "./drip-schedule.js";

export type SubscriptionRow = typeof dripSubscriptions.$inferSelect;
type EndStatus = "STOPPED" | "UNSUBSCRIBED" | "COMPLETED";

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

/** The studio's brand colour, the accent of its e-mails (undefined when it set none). */
export async function studioBrandOf(tx: DbOrTx, photographerId: string) {
  const [row] = await tx
    .select({ brandPrimary: photographers.brandPrimary })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row?.brandPrimary;
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

export async function upsertCampaignSettings(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  values: { campaignEnabled: boolean; emailToggles: string; targetStageId: string | null; updatedAt: Date },
) {
  await tx
    .insert(staticCampaignSettings)
    .values({ photographerId, projectType, ...values })
    .onConflictDoUpdate({
      target: [staticCampaignSettings.photographerId, staticCampaignSettings.projectType],
      set: values,
    });
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

/** The studio's stage with its project type, or null when the id is not one of its stages. */
export async function findStudioStage(tx: DbOrTx, photographerId: string, stageId: string) {
  const [stage] = await tx
    .select({ projectType: stages.projectType })
    .from(stages)
    .where(and(eq(stages.id, stageId), eq(stages.photographerId, photographerId)));
  return stage ?? null;
}

export async function countActiveSubscriptions(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
): Promise<number> {
  const [active] = await tx
    .select({ n: count() })
    .from(dripSubscriptions)
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        eq(dripSubscriptions.projectType, projectType),
        eq(dripSubscriptions.status, "ACTIVE"),
      ),
    );
  return active?.n ?? 0;
}

/** The studio's edits of a type's e-mails (of one e-mail when an index is given). */
export async function findEmailOverrides(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  index?: number,
) {
  return tx
    .select({
      index: dripEmailOverrides.sequenceIndex,
      subject: dripEmailOverrides.subject,
      textBody: dripEmailOverrides.textBody,
    })
    .from(dripEmailOverrides)
    .where(
      and(
        eq(dripEmailOverrides.photographerId, photographerId),
        eq(dripEmailOverrides.projectType, projectType),
        index === undefined ? undefined : eq(dripEmailOverrides.sequenceIndex, index),
      ),
    );
}

export async function upsertEmailOverride(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  index: number,
  values: { subject: string; textBody: string; htmlBody: string; updatedAt: Date },
) {
  await tx
    .insert(dripEmailOverrides)
    .values({ photographerId, projectType, sequenceIndex: index, ...values })
    .onConflictDoUpdate({
      target: [
        dripEmailOverrides.photographerId,
        dripEmailOverrides.projectType,
        dripEmailOverrides.sequenceIndex,
      ],
      set: values,
    });
}

export async function deleteEmailOverride(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  index: number,
) {
  await tx
    .delete(dripEmailOverrides)
    .where(
      and(
        eq(dripEmailOverrides.photographerId, photographerId),
        eq(dripEmailOverrides.projectType, projectType),
        eq(dripEmailOverrides.sequenceIndex, index),
      ),
    );
}

/** The studio's subscriptions, newest first, with project, client and how many e-mails went out. */
export async function listSubscriptionRows(
  tx: DbOrTx,
  photographerId: string,
  filter: { projectType?: DripProjectType; projectId?: string },
) {
  const sent = tx
    .select({ subscriptionId: dripDeliveries.subscriptionId, n: count().as("n") })
    .from(dripDeliveries)
    .where(and(eq(dripDeliveries.photographerId, photographerId), eq(dripDeliveries.status, "SENT")))
    .groupBy(dripDeliveries.subscriptionId)
    .as("sent");
  return tx
    .select({
      sub: dripSubscriptions,
      projectTitle: projects.title,
      firstName: clients.firstName,
      lastName: clients.lastName,
      sentCount: sent.n,
    })
    .from(dripSubscriptions)
    .innerJoin(projects, eq(projects.id, dripSubscriptions.projectId))
    .innerJoin(clients, eq(clients.id, dripSubscriptions.clientId))
    .leftJoin(sent, eq(sent.subscriptionId, dripSubscriptions.id))
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        // The prewritten sequences' subscribers: a studio's own campaigns list theirs on their own screen.
        isNull(dripSubscriptions.campaignId),
        filter.projectType ? eq(dripSubscriptions.projectType, filter.projectType) : undefined,
        filter.projectId ? eq(dripSubscriptions.projectId, filter.projectId) : undefined,
      ),
    )
    .orderBy(desc(dripSubscriptions.startedAt))
    .limit(500);
}

/** Ends the subscriptions matched that are still running (active or paused). */
async function stopRunning(tx: DbOrTx, at: Date, where: SQL | undefined, status: EndStatus, reason: string) {
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

/** Ends one subscription if it is still running. */
export async function endSubscription(
  tx: DbOrTx,
  at: Date,
  subscriptionId: string,
  status: EndStatus,
  reason: string,
) {
  await stopRunning(tx, at, eq(dripSubscriptions.id, subscriptionId), status, reason);
}

/**
 * Stops a project's running subscriptions that belong to a stage other than the one it is in now; a
 * studio's own campaign keeps it while the new stage is one of its version's stages.
 */
export async function stopSubscriptionsOutsideStage(
  tx: DbOrTx,
  at: Date,
  projectId: string,
  stageId: string,
  reason: string,
) {
  await stopRunning(
    tx,
    at,
    and(
      eq(dripSubscriptions.projectId, projectId),
      ne(dripSubscriptions.stageId, stageId),
      or(
        isNull(dripSubscriptions.campaignId),
        sql`not exists (select 1 from drip_campaign_stages s where s.campaign_id = drip_subscriptions.campaign_id and s.stage_id = ${stageId})`,
      ),
    ),
    "STOPPED",
    reason,
  );
}

/** Stops the studio's running subscriptions of one project, or of every project of a client when none. */
export async function stopLeadSubscriptions(
  tx: DbOrTx,
  at: Date,
  photographerId: string,
  lead: { projectId: string | null; clientId: string },
  reason: string,
) {
  await stopRunning(
    tx,
    at,
    and(
      eq(dripSubscriptions.photographerId, photographerId),
      lead.projectId
        ? eq(dripSubscriptions.projectId, lead.projectId)
        : eq(dripSubscriptions.clientId, lead.clientId),
    ),
    "STOPPED",
    reason,
  );
}
