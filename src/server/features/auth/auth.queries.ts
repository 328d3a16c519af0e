import { and, eq, lt } from "drizzle-orm";
import { DEFAULT_STAGES, PROJECT_TYPES } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  emailDeliveryAttempts,
  photographers,
  rateLimits,
  sessions,
  stages,
  users,
} from "../../db/schema/index.js";

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, "PHOTOGRAPHER")));
  return user ?? null;
}

export async function insertPhotographer(
  db: DbOrTx,
  values: { businessName: string; publicToken: string; timezone?: string },
) {
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

/** The user's password hash (null for an unknown user or one without a password). */
export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return user?.hash ?? null;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Housekeeping: expired sessions, rate-limit windows started before `windowsBefore`, attempt counts last used before `attemptsBefore`. */
export async function deleteStaleAuthRows(
  db: DbOrTx,
  cutoffs: { now: Date; windowsBefore: Date; attemptsBefore: Date },
): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, cutoffs.now));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoffs.windowsBefore));
  await db
    .delete(emailDeliveryAttempts)
    .where(lt(emailDeliveryAttempts.lastAttemptAt, cutoffs.attemptsBefore));
}
