/**
 * The portal's login tokens (stored as hashes), the client's user row, and what the portal page
 * shows, always scoped by the client's studio.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  bookings,
  clientPortalTokens,
  estimates,
  photographerLinks,
  photographers,
  projectChecklistItems,
  projectQuestionnaires,
  projects,
  proposalContracts,
  stages,
  users,
} from "../../db/schema/index.js";
import { eventDateHolder } from "../clients/event-date.queries.js";

export async function insertPortalToken(
  tx: DbOrTx,
  values: { photographerId: string; clientId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(clientPortalTokens).values(values);
}

/** Marks an unused, unexpired token used: one statement, so only one caller wins. The token, or undefined. */
export async function claimPortalToken(db: DbOrTx, tokenHash: string) {
  const [claimed] = await db
    .update(clientPortalTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(clientPortalTokens.tokenHash, tokenHash),
        isNull(clientPortalTokens.usedAt),
        gt(clientPortalTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return claimed;
}

export async function findPortalToken(db: DbOrTx, tokenHash: string) {
  const [existing] = await db
    .select()
    .from(clientPortalTokens)
    .where(eq(clientPortalTokens.tokenHash, tokenHash));
  return existing;
}

/** The client's user row (one per client), created on first sign-in, its e-mail kept in step. */
export async function upsertClientUser(
  db: DbOrTx,
  client: { id: string; photographerId: string; email: string | null },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: client.email ?? `client-${client.id}@portal.invalid`,
      role: "CLIENT",
      photographerId: client.photographerId,
      clientId: client.id,
    })
    .onConflictDoUpdate({ target: users.clientId, set: { email: client.email ?? users.email } })
    .returning();
  return user!;
}

export async function findPortalStudio(db: DbOrTx, photographerId: string) {
  const [studio] = await db.select().from(photographers).where(eq(photographers.id, photographerId));
  return studio;
}

/** The zone of the project that holds the client's event date, when it has one of its own. */
export async function findPortalEventZone(db: DbOrTx, photographerId: string, clientId: string) {
  const holder = eventDateHolder(sql`${clientId}::uuid`, sql`${photographerId}::uuid`);
  const [row] = await db.select({ zone: sql<string | null>`h.event_time_zone` }).from(sql`(${holder}) AS h`);
  return row?.zone ?? null;
}

/** The client's projects, newest first, with their stage's name. */
export async function listPortalProjects(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select({ id: projects.id, stageName: stages.name })
    .from(projects)
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(and(eq(projects.photographerId, photographerId), eq(projects.clientId, clientId)))
    .orderBy(desc(projects.createdAt));
}

export async function listPortalChecklist(db: DbOrTx, photographerId: string, projectId: string) {
  return db
    .select()
    .from(projectChecklistItems)
    .where(
      and(
        eq(projectChecklistItems.photographerId, photographerId),
        eq(projectChecklistItems.projectId, projectId),
      ),
    )
    .orderBy(asc(projectChecklistItems.orderIndex));
}

export async function listPortalLinks(db: DbOrTx, photographerId: string) {
  return db
    .select()
    .from(photographerLinks)
    .where(eq(photographerLinks.photographerId, photographerId))
    .orderBy(asc(photographerLinks.orderIndex));
}

export async function listPortalQuestionnaires(db: DbOrTx, photographerId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(projectQuestionnaires)
    .where(
      and(
        eq(projectQuestionnaires.photographerId, photographerId),
        inArray(projectQuestionnaires.projectId, projectIds),
      ),
    )
    .orderBy(desc(projectQuestionnaires.createdAt));
}

/** The client's proposals once sent, never drafts, newest first. */
export async function listSentProposals(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select()
    .from(estimates)
    .where(
      and(
        eq(estimates.photographerId, photographerId),
        eq(estimates.clientId, clientId),
        isNotNull(estimates.sentAt),
      ),
    )
    .orderBy(desc(estimates.createdAt));
}

/** The client's bookings not yet over, soonest first. */
export async function listUpcomingBookings(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        eq(bookings.clientId, clientId),
        gt(bookings.endAt, new Date()),
      ),
    )
    .orderBy(asc(bookings.startAt));
}

/**
 * The client's contracts that carry their signature (signed, completed, or void after signing), newest
 * signature first, with the proposal's public token that their PDF is served under.
 */
export async function listSignedContracts(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select({
      id: proposalContracts.id,
      title: proposalContracts.title,
      status: proposalContracts.status,
      clientSignedAt: proposalContracts.clientSignedAt,
      studioSignedAt: proposalContracts.studioSignedAt,
      proposalToken: estimates.token,
    })
    .from(proposalContracts)
    .innerJoin(estimates, eq(estimates.id, proposalContracts.estimateId))
    .where(
      and(
        eq(proposalContracts.photographerId, photographerId),
        eq(estimates.photographerId, photographerId),
        eq(estimates.clientId, clientId),
        isNotNull(proposalContracts.clientSignedAt),
      ),
    )
    .orderBy(desc(proposalContracts.clientSignedAt), desc(proposalContracts.id));
}
