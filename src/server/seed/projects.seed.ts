/**
 * More demo pipeline: wedding inquiries and bookings spread over every stage, with stage-entry times
 * that give the board a mix of New, Active and Overdue cards, plus the studio's portal checklist.
 */
import { eq } from "drizzle-orm";
import {
  checklistTemplateItems,
  clients,
  projectActivityLogs,
  projectChecklistItems,
  projects,
  stages,
} from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

const DAY = 86_400_000;

const COUPLES: [string, string, string, number, number][] = [
  // first name, last name, partner, stage index, days in stage
  ["Hannah", "Wright", "Owen", 0, 1],
  ["Zoe", "Patel", "Arjun", 0, 4],
  ["Lily", "Carter", "Ethan", 0, 9],
  ["Nora", "Brooks", "Caleb", 1, 2],
  ["Ella", "Morgan", "Julian", 1, 6],
  ["Leah", "Foster", "Miles", 2, 3],
  ["Ruby", "Hayes", "Theo", 2, 12],
  ["Stella", "Price", "Adrian", 3, 1],
  ["Violet", "Reed", "Henry", 3, 20],
  ["Aurora", "Gray", "Felix", 4, 5],
  ["Clara", "Ward", "Isaac", 5, 30],
];

const CHECKLIST = [
  "Sign your proposal",
  "Pay the retainer",
  "Fill in the wedding-day questionnaire",
  "Share your timeline",
  "Send the family photo list",
  "Confirm the final timeline two weeks before",
];

export const seedProjects: Seeder = async ({ db, photographerId, now }) => {
  await db
    .insert(checklistTemplateItems)
    .values(CHECKLIST.map((title, orderIndex) => ({ photographerId, title, orderIndex })));
  const wedding = (await db.select().from(stages).where(eq(stages.photographerId, photographerId)))
    .filter((s) => s.projectType === "WEDDING")
    .sort((a, b) => a.orderIndex - b.orderIndex);
  for (const [index, [firstName, lastName, partner, stageIndex, daysInStage]] of COUPLES.entries()) {
    const createdAt = new Date(now.getTime() - (daysInStage + 3 + index) * DAY);
    const month = String(((index * 5) % 12) + 1).padStart(2, "0");
    const eventDate = `2027-${month}-${String(6 + index).padStart(2, "0")}`;
    const [client] = await db
      .insert(clients)
      .values({
        photographerId,
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
        phone: `(555) 3${String(index).padStart(2, "0")}-40${String(index).padStart(2, "0")}`,
        eventDate,
        hasEventDate: true,
        leadSource: index % 3 === 0 ? "WEBSITE" : "REFERRAL",
        createdAt,
      })
      .returning();
    const stage = wedding[Math.min(stageIndex, wedding.length - 1)]!;
    const [project] = await db
      .insert(projects)
      .values({
        photographerId,
        clientId: client!.id,
        projectType: "WEDDING",
        title: `${firstName} & ${partner} Wedding`,
        eventDate,
        hasEventDate: true,
        stageId: stage.id,
        stageEnteredAt: new Date(now.getTime() - daysInStage * DAY),
        leadSource: index % 3 === 0 ? "WEBSITE" : "REFERRAL",
        createdAt,
      })
      .returning();
    await db.insert(projectActivityLogs).values([
      {
        photographerId,
        projectId: project!.id,
        action: "CREATED",
        activityType: "PROJECT",
        title: "Project created",
        createdAt,
      },
      ...(stageIndex > 0
        ? [
            {
              photographerId,
              projectId: project!.id,
              action: "STAGE_CHANGED",
              activityType: "PROJECT",
              title: `Moved to ${stage.name}`,
              createdAt: new Date(now.getTime() - daysInStage * DAY),
            },
          ]
        : []),
    ]);
    await db.insert(projectChecklistItems).values(
      CHECKLIST.map((title, orderIndex) => ({
        photographerId,
        projectId: project!.id,
        title,
        orderIndex,
        completedAt: orderIndex < stageIndex ? new Date(now.getTime() - (daysInStage + 1) * DAY) : null,
      })),
    );
  }
};
