/**
 * SQL for the drip engine's enrolment and stopping: the leads in a stage, their subscriptions started,
 * paused and resumed, and the subscription an unsubscribe link names. Scoped by photographer or by id.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DripProjectType } from "../../../shared/drip.js";
import type { DbOrTx } from "../../db/connect.js";
import { dripSubscriptions, photographers, projects, stages } from "../../db/schema/index.js";
import type { SubscriptionRow } from "./drip.queries.js";

export type NewSubscription = typeof dripSubscriptions.$inferInsert;

/** The studio's active projects of a type in a stage (only the ones given, when ids are passed). */
export async function findLeadProjects(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  stageId: string,
  onlyProjectIds?: string[],
) {
  return tx
    .select({ id: projects.id, clientId: projects.clientId })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, photographerId),
        eq(projects.projectType, projectType),
        eq(projects.stageId, stageId),
        eq(projects.status, "ACTIVE"),
        onlyProjectIds ? inArray(projects.id, onlyProjectIds) : undefined,
      ),
    );
}

/**
 * Inserts the subscriptions that do not exist yet (unique per project and type, and per client and type:
 * a client already enrolled in the campaign through another project is skipped); returns those inserted.
 */
export async function insertSubscriptions(tx: DbOrTx, rows: NewSubscription[]): Promise<SubscriptionRow[]> {
  return tx.insert(dripSubscriptions).values(rows).onConflictDoNothing().returning();
}

export async function findPausedSubscriptions(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  projectIds: string[],
): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(dripSubscriptions)
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        eq(dripSubscriptions.projectType, projectType),
        eq(dripSubscriptions.status, "PAUSED"),
        inArray(dripSubscriptions.projectId, projectIds),
      ),
    );
}

/** Makes a subscription active again in the given stage, its next e-mail at the given time. */
export async function resumeSubscription(
  tx: DbOrTx,
  subscriptionId: string,
  stageId: string,
  nextEmailAt: Date | null,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(dripSubscriptions)
    .set({ status: "ACTIVE", endedReason: null, stageId, nextEmailAt })
    .where(eq(dripSubscriptions.id, subscriptionId))
    .returning();
  return row!;
}

/** Pauses the active subscriptions of a studio's campaign; returns how many. */
export async function pauseActiveSubscriptions(
  tx: DbOrTx,
  photographerId: string,
  projectType: DripProjectType,
  reason: string,
): Promise<number> {
  const paused = await tx
    .update(dripSubscriptions)
    .set({ status: "PAUSED", endedReason: reason })
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        eq(dripSubscriptions.projectType, projectType),
        eq(dripSubscriptions.status, "ACTIVE"),
      ),
    )
    .returning({ id: dripSubscriptions.id });
  return paused.length;
}

/** The studio's project with its type, stage and the stage's name. */
export async function findProjectStage(tx: DbOrTx, photographerId: string, projectId: string) {
  const [project] = await tx
    .select({ projectType: projects.projectType, stageId: projects.stageId, stageName: stages.name })
    .from(projects)
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(and(eq(projects.id, projectId), eq(projects.photographerId, photographerId)));
  return project ?? null;
}

/** The subscription an unsubscribe token names, with the studio's name. */
export async function findSubscriptionByToken(tx: DbOrTx, token: string) {
  const [sub] = await tx
    .select({
      id: dripSubscriptions.id,
      businessName: photographers.businessName,
      unsubscribedAt: dripSubscriptions.unsubscribedAt,
    })
    .from(dripSubscriptions)
    .innerJoin(photographers, eq(photographers.id, dripSubscriptions.photographerId))
    .where(eq(dripSubscriptions.unsubscribeToken, token));
  return sub ?? null;
}

/** Records when the client unsubscribed, keeping the first time when it was already set. */
export async function markUnsubscribedAt(tx: DbOrTx, subscriptionId: string, at: Date) {
  await tx
    .update(dripSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${dripSubscriptions.unsubscribedAt}, ${at})` })
    .where(eq(dripSubscriptions.id, subscriptionId));
}
