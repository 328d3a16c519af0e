import { and, eq } from "drizzle-orm";
import { DEFAULT_STAGES, PROJECT_TYPES } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { photographers, stages, users } from "../../db/schema/index.js";

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, "PHOTOGRAPHER")));
  return user ?? null;
}

export async function insertPhotographer(db: DbOrTx, values: { businessName: string; publicToken: string }) {
  const [photographer] = await db.insert(photographers).values(values).returning();
  return photographer!;
}

export async function insertPhotographerUser(
  db: DbOrTx,
  values: { email: string; passwordHash: string; photographerId: string },
) {
  const [user] = await db
    .insert(users)
    .values({ ...values, role: "PHOTOGRAPHER" })
    .returning();
  return user!;
}

/** Every project type starts with the same pipeline; the first stage is where new projects land. */
export async function insertDefaultStages(db: DbOrTx, photographerId: string): Promise<void> {
  await db.insert(stages).values(
    PROJECT_TYPES.flatMap((projectType) =>
      DEFAULT_STAGES.map((stage, orderIndex) => ({
        photographerId,
        projectType,
        name: stage.name,
        color: stage.color,
        orderIndex,
        isDefault: orderIndex === 0,
      })),
    ),
  );
}
