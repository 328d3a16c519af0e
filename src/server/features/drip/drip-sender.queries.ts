/**
 * SQL for drip sending: the due subscriptions a clock run claims, the delivery rows and their locks,
 * and the project and client a send re-checks. Rows are found by id or, for the clock, across studios.
 */
import { and, asc, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, dripDeliveries, dripSubscriptions, projects, stages } from "../../db/schema/index.js";
import type { SubscriptionRow } from "./drip.queries.js";

export type DeliveryRow = typeof dripDeliveries.$inferSelect;
type NewDelivery = typeof dripDeliveries.$inferInsert;

/**
 * Active subscriptions whose next e-mail is due, oldest first, locked until the transaction ends;
 * rows another clock run holds are skipped, not waited for.
 */
export async function lockDueSubscriptions(tx: DbOrTx, at: Date, limit: number): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(dripSubscriptions)
    .where(and(eq(dripSubscriptions.status, "ACTIVE"), lte(dripSubscriptions.nextEmailAt, at)))
    .orderBy(asc(dripSubscriptions.nextEmailAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Inserts the delivery unless that e-mail of that subscription has one already; returns its id if new. */
export async function insertDelivery(tx: DbOrTx, values: NewDelivery): Promise<string | null> {
  const [delivery] = await tx
    .insert(dripDeliveries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: dripDeliveries.id });
  return delivery?.id ?? null;
}

/** The delivery row, locked until the transaction ends (a second run of its job waits here). */
export async function lockDelivery(tx: DbOrTx, deliveryId: string): Promise<DeliveryRow | null> {
  const [delivery] = await tx
    .select()
    .from(dripDeliveries)
    .where(eq(dripDeliveries.id, deliveryId))
    .for("update");
  return delivery ?? null;
}

export async function lockSubscription(tx: DbOrTx, subscriptionId: string): Promise<SubscriptionRow | null> {
  const [sub] = await tx
    .select()
    .from(dripSubscriptions)
    .where(eq(dripSubscriptions.id, subscriptionId))
    .for("update");
  return sub ?? null;
}

export async function updateDelivery(tx: DbOrTx, deliveryId: string, fields: Partial<DeliveryRow>) {
  await tx.update(dripDeliveries).set(fields).where(eq(dripDeliveries.id, deliveryId));
}

export async function deleteDelivery(tx: DbOrTx, deliveryId: string) {
  await tx.delete(dripDeliveries).where(eq(dripDeliveries.id, deliveryId));
}

export async function updateSubscription(
  tx: DbOrTx,
  subscriptionId: string,
  fields: Partial<SubscriptionRow>,
) {
  await tx.update(dripSubscriptions).set(fields).where(eq(dripSubscriptions.id, subscriptionId));
}

/** The project with its client and current stage's name. */
export async function findProjectWithClient(tx: DbOrTx, projectId: string) {
  const [found] = await tx
    .select({ project: projects, client: clients, stageName: stages.name })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(eq(projects.id, projectId));
  return found ?? null;
}
