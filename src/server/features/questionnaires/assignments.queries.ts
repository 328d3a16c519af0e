/** Questionnaire assignments (a template's copy on a project) and the client's side of them. */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, photographers, projectQuestionnaires, projects } from "../../db/schema/index.js";

export type AssignmentRow = typeof projectQuestionnaires.$inferSelect;

export async function findAssignmentId(tx: DbOrTx, projectId: string, templateId: string) {
  const [existing] = await tx
    .select({ id: projectQuestionnaires.id })
    .from(projectQuestionnaires)
    .where(
      and(eq(projectQuestionnaires.projectId, projectId), eq(projectQuestionnaires.templateId, templateId)),
    );
  return existing?.id;
}

export async function insertAssignment(
  tx: DbOrTx,
  values: typeof projectQuestionnaires.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(projectQuestionnaires)
    .values(values)
    .returning({ id: projectQuestionnaires.id });
  return row!.id;
}

/** The client of a project (by id alone: the caller has checked the studio). */
export async function findProjectClient(tx: DbOrTx, projectId: string) {
  const [found] = await tx
    .select({ client: clients })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(projects.id, projectId));
  return found?.client;
}

/** The studio's project with its client's name. */
export async function findAssignableProject(db: DbOrTx, photographerId: string, projectId: string) {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, first: clients.firstName, last: clients.lastName })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.id, projectId), eq(projects.photographerId, photographerId)));
  return row;
}

/** The studio's assignments (one, a project's, or the answered ones), latest answered first. */
export async function listAssignmentRows(
  db: DbOrTx,
  photographerId: string,
  filter: { id: string } | { projectId: string } | { submitted: true },
  limit = 200,
) {
  const where =
    "id" in filter
      ? eq(projectQuestionnaires.id, filter.id)
      : "projectId" in filter
        ? eq(projectQuestionnaires.projectId, filter.projectId)
        : isNotNull(projectQuestionnaires.submittedAt);
  return db
    .select({
      row: projectQuestionnaires,
      projectTitle: projects.title,
      first: clients.firstName,
      last: clients.lastName,
    })
    .from(projectQuestionnaires)
    .innerJoin(projects, eq(projects.id, projectQuestionnaires.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projectQuestionnaires.photographerId, photographerId), where))
    .orderBy(desc(projectQuestionnaires.submittedAt), desc(projectQuestionnaires.createdAt))
    .limit(limit);
}

export async function deleteAssignmentRow(db: DbOrTx, photographerId: string, id: string): Promise<void> {
  await db
    .delete(projectQuestionnaires)
    .where(and(eq(projectQuestionnaires.id, id), eq(projectQuestionnaires.photographerId, photographerId)));
}

/** The assignment if it is on one of this client's projects with this studio. */
export async function findClientAssignment(tx: DbOrTx, photographerId: string, clientId: string, id: string) {
  const [found] = await tx
    .select({ row: projectQuestionnaires })
    .from(projectQuestionnaires)
    .innerJoin(projects, eq(projects.id, projectQuestionnaires.projectId))
    .where(
      and(
        eq(projectQuestionnaires.id, id),
        eq(projectQuestionnaires.photographerId, photographerId),
        eq(projects.clientId, clientId),
      ),
    );
  return found?.row;
}

/** The studio's branding the questionnaire page shows. */
export async function findQuestionnaireStudio(db: DbOrTx, photographerId: string) {
  const [studio] = await db
    .select({
      businessName: photographers.businessName,
      brandPrimary: photographers.brandPrimary,
      logoUrl: photographers.logoUrl,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return studio;
}

/** Writes to the assignment only while it is unsubmitted (one statement); the row's new times, or undefined. */
export async function updateUnsubmitted(
  db: DbOrTx,
  id: string,
  values: Pick<typeof projectQuestionnaires.$inferInsert, "answers" | "submittedAt" | "updatedAt">,
) {
  const [row] = await db
    .update(projectQuestionnaires)
    .set(values)
    .where(and(eq(projectQuestionnaires.id, id), isNull(projectQuestionnaires.submittedAt)))
    .returning({
      updatedAt: projectQuestionnaires.updatedAt,
      submittedAt: projectQuestionnaires.submittedAt,
    });
  return row;
}
