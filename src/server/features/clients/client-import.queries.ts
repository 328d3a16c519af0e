/**
 * The import's statements: the studio's clients and projects the file's rows meet again, the studio's
 * stages, the lock that queues two imports of one studio, and the bulk inserts of imported projects.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  checklistTemplateItems,
  clients,
  projectActivityLogs,
  projectChecklistItems,
  projects,
  stages,
} from "../../db/schema/index.js";

/**
 * Two imports of one studio (a retry, a second tab) wait for each other here, for the length of the
 * transaction, so that both cannot add the same project to the same client.
 */
export async function lockStudioImport(tx: DbOrTx, photographerId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`client-import:${photographerId}`}, 0))`,
  );
}

/** The studio's clients with these (lower-case) addresses, archived ones too. */
export async function listClientsByEmail(db: DbOrTx, photographerId: string, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({
      id: clients.id,
      email: sql<string>`lower(${clients.email})`,
      firstName: clients.firstName,
      lastName: clients.lastName,
      emailOptIn: clients.emailOptIn,
      smsOptIn: clients.smsOptIn,
    })
    .from(clients)
    .where(and(eq(clients.photographerId, photographerId), inArray(sql`lower(${clients.email})`, emails)));
}

/** The projects these clients already have: title (lower case) and event date, to skip a re-import. */
export async function listProjectKeys(db: DbOrTx, photographerId: string, clientIds: string[]) {
  if (clientIds.length === 0) return [];
  return db
    .select({
      clientId: projects.clientId,
      title: sql<string>`lower(${projects.title})`,
      eventDate: projects.eventDate,
    })
    .from(projects)
    .where(and(eq(projects.photographerId, photographerId), inArray(projects.clientId, clientIds)));
}

/** Every stage of the studio, in pipeline order, for matching the file's stage names. */
export async function listAllStages(db: DbOrTx, photographerId: string) {
  return db
    .select({
      id: stages.id,
      name: stages.name,
      projectType: stages.projectType,
      isDefault: stages.isDefault,
    })
    .from(stages)
    .where(eq(stages.photographerId, photographerId))
    .orderBy(asc(stages.orderIndex), asc(stages.createdAt));
}

/** Inserts the imported projects; their ids, in the order given. */
export async function insertImportedProjects(tx: DbOrTx, values: (typeof projects.$inferInsert)[]) {
  if (values.length === 0) return [];
  const rows = await tx.insert(projects).values(values).returning({ id: projects.id });
  return rows.map((r) => r.id);
}

/** Gives each imported project the studio's checklist template, as a project made by hand gets it. */
export async function copyChecklistToProjects(tx: DbOrTx, photographerId: string, projectIds: string[]) {
  if (projectIds.length === 0) return;
  const template = await tx
    .select({ title: checklistTemplateItems.title, orderIndex: checklistTemplateItems.orderIndex })
    .from(checklistTemplateItems)
    .where(eq(checklistTemplateItems.photographerId, photographerId))
    .orderBy(asc(checklistTemplateItems.orderIndex));
  if (template.length === 0) return;
  await tx
    .insert(projectChecklistItems)
    .values(
      projectIds.flatMap((projectId) => template.map((item) => ({ photographerId, projectId, ...item }))),
    );
}

/** One "Project imported" line on each project's activity. */
export async function insertImportActivity(
  tx: DbOrTx,
  photographerId: string,
  entries: { projectId: string; description: string }[],
) {
  if (entries.length === 0) return;
  await tx.insert(projectActivityLogs).values(
    entries.map((entry) => ({
      photographerId,
      projectId: entry.projectId,
      action: "CREATED",
      activityType: "PROJECT",
      title: "Project imported",
      description: entry.description,
      relatedType: "project",
      relatedId: entry.projectId,
    })),
  );
}
