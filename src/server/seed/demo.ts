/**
 * Demo data for a first run: a photographer to sign in as. Each feature adds its own seeder to
 * DEMO_SEEDERS, which run in order against the demo studio once, when the database is empty.
 */
import { count, eq } from "drizzle-orm";
import type { Config } from "../config.js";
import type { Database, Db } from "../db/connect.js";
import { photographers } from "../db/schema/index.js";
import { createAuthService } from "../features/auth/auth.service.js";
import { seedAutomations } from "./automations.seed.js";
import { seedClients } from "./clients.seed.js";
import { seedContracts } from "./contracts.seed.js";
import { seedPayments } from "./payments.seed.js";
import { seedProjects } from "./projects.seed.js";
import { seedProposals } from "./proposals.seed.js";
import { seedQuestionnaires } from "./questionnaires.seed.js";
import { seedScheduling } from "./scheduling.seed.js";
import { seedTemplates } from "./templates.seed.js";

export const DEMO_EMAIL = "demo@focal.studio";
export const DEMO_PASSWORD = "focal-demo-2026";

export interface SeedContext {
  db: Db;
  photographerId: string;
  /** Fixed "now" so that demo dates are relative to the day of seeding. */
  now: Date;
}

export type Seeder = (context: SeedContext) => Promise<void>;

export const DEMO_SEEDERS: Seeder[] = [
  async ({ db, photographerId }) => {
    await db
      .update(photographers)
      .set({
        emailFromName: "Harbor Light Photography",
        emailFromAddr: "hello@harborlight.example",
        phone: "(555) 014-2290",
        // Automated messages wait for the morning rather than buzz a couple's phone at night.
        quietHoursStart: "21:00",
        quietHoursEnd: "08:00",
      })
      .where(eq(photographers.id, photographerId));
  },
  seedClients,
  seedProjects,
  // Needs the Consultation-stage projects for its bookings.
  seedScheduling,
  seedProposals,
  seedPayments,
  // Needs the demo projects (their venues).
  seedContracts,
  seedTemplates,
  // Needs the demo projects; before automations, which can name a questionnaire template.
  seedQuestionnaires,
  seedAutomations,
];

/** Creates the demo studio when no photographer exists yet. Returns true when it did. */
export async function seedDemoIfEmpty(database: Database, config: Config): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(photographers);
  if ((row?.n ?? 0) > 0) return false;
  const auth = createAuthService(database, config);
  const { photographerId } = await auth.register({
    businessName: "Harbor Light Photography",
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
  });
  const context: SeedContext = { db: database.db, photographerId, now: new Date() };
  for (const seeder of DEMO_SEEDERS) await seeder(context);
  return true;
}
