import { and, desc, eq, isNull } from "drizzle-orm";
import type { ProjectType } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { photographers, projects } from "../../db/schema/index.js";

/** The studio a widget belongs to, found by the public token its embed code carries. */
export async function findWidgetStudio(db: DbOrTx, publicToken: string) {
  const [row] = await db
    .select({ id: photographers.id, businessName: photographers.businessName })
    .from(photographers)
    .where(eq(photographers.publicToken, publicToken));
  return row ?? null;
}

/** The client's newest open (ACTIVE) project of this type, which a repeat inquiry joins; or undefined. */
export async function findOpenProjectOfType(
  tx: DbOrTx,
  photographerId: string,
  clientId: string,
  projectType: ProjectType,
) {
  const [row] = await tx
    .select({ id: projects.id, eventDate: projects.eventDate })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, photographerId),
        eq(projects.clientId, clientId),
        eq(projects.projectType, projectType),
        eq(projects.status, "ACTIVE"),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(1);
  return row;
}

/** Gives the project this event date if it has none yet; whether it did. */
export async function fillProjectEventDate(
  tx: DbOrTx,
  photographerId: string,
  projectId: string,
  eventDate: string,
): Promise<boolean> {
  const rows = await tx
    .update(projects)
    .set({ eventDate, hasEventDate: true, updatedAt: new Date() })
    .where(
      and(
        eq(projects.photographerId, photographerId),
        eq(projects.id, projectId),
        isNull(projects.eventDate),
      ),
    )
    .returning({ id: projects.id });
  return rows.length > 0;
}
