/** Demo clients: couples and portrait clients at different points, with a few message threads. */
import { eq } from "drizzle-orm";
import { clients, emailLogs, messages, projects, stages } from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

const DAY = 86_400_000;

const PEOPLE = [
  {
    firstName: "Olivia",
    lastName: "Bennett",
    email: "olivia.bennett@example.com",
    phone: "(555) 201-3344",
    eventDate: "2027-06-12",
    project: "Olivia & James Wedding",
    type: "WEDDING",
    stage: 3,
    ageDays: 40,
  },
  {
    firstName: "Sophia",
    lastName: "Martinez",
    email: "sophia.m@example.com",
    phone: "(555) 310-8821",
    eventDate: "2027-09-25",
    project: "Sophia & Daniel Wedding",
    type: "WEDDING",
    stage: 2,
    ageDays: 12,
  },
  {
    firstName: "Emma",
    lastName: "Thompson",
    email: "emma.t@example.com",
    phone: null,
    eventDate: "2027-05-08",
    project: "Emma & Noah Engagement",
    type: "ENGAGEMENT",
    stage: 1,
    ageDays: 6,
  },
  {
    firstName: "Ava",
    lastName: "Kim",
    email: "ava.kim@example.com",
    phone: "(555) 472-1190",
    eventDate: "2027-10-16",
    project: "Ava & Liam Wedding",
    type: "WEDDING",
    stage: 0,
    ageDays: 2,
  },
  {
    firstName: "Grace",
    lastName: "Okafor",
    email: "grace.okafor@example.com",
    phone: "(555) 628-4410",
    eventDate: null,
    project: "Okafor Family Session",
    type: "FAMILY",
    stage: 1,
    ageDays: 20,
  },
  {
    firstName: "Chloe",
    lastName: "Nguyen",
    email: "chloe.nguyen@example.com",
    phone: "(555) 733-0042",
    eventDate: "2027-03-20",
    project: "Maternity Session",
    type: "MATERNITY",
    stage: 3,
    ageDays: 55,
  },
  {
    firstName: "Isabella",
    lastName: "Rossi",
    email: "isabella.rossi@example.com",
    phone: null,
    eventDate: "2027-08-07",
    project: "Isabella & Marco Wedding",
    type: "WEDDING",
    stage: 4,
    ageDays: 90,
  },
  {
    firstName: "Mia",
    lastName: "Johansson",
    email: "mia.j@example.com",
    phone: "(555) 845-2297",
    eventDate: null,
    project: null,
    type: null,
    stage: 0,
    ageDays: 1,
  },
  {
    firstName: "Harper",
    lastName: "Davis",
    email: null,
    phone: "(555) 902-6613",
    eventDate: null,
    project: "Headshots",
    type: "PORTRAIT",
    stage: 0,
    ageDays: 4,
  },
  {
    firstName: "Lucas",
    lastName: "Fernandez",
    email: "lucas@brightline.example",
    phone: "(555) 118-7750",
    eventDate: "2027-02-11",
    project: "Brightline Brand Shoot",
    type: "COMMERCIAL",
    stage: 2,
    ageDays: 15,
  },
] as const;

const THREADS: Record<string, [boolean, string][]> = {
  Olivia: [
    [true, "Hi Olivia! Your timeline draft is ready. Could you confirm the ceremony start time?"],
    [false, "Ceremony starts at 4:30, and we'd love golden hour portraits after the toasts!"],
    [true, "Perfect, I'll plan for 7:15 portraits. Sunset is at 7:58 that day."],
  ],
  Sophia: [
    [false, "Hi! We loved your portfolio. Do you have availability for September 25, 2027?"],
    [true, "Congratulations! I do have that date open. I've sent over a proposal with two collections."],
  ],
  Emma: [[true, "Looking forward to the engagement session! The park is beautiful in May."]],
};

export const seedClients: Seeder = async ({ db, photographerId, now }) => {
  const stageRows = await db.select().from(stages).where(eq(stages.photographerId, photographerId));
  for (const person of PEOPLE) {
    const createdAt = new Date(now.getTime() - person.ageDays * DAY);
    const [client] = await db
      .insert(clients)
      .values({
        photographerId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        eventDate: person.eventDate,
        hasEventDate: person.eventDate !== null,
        emailOptIn: person.email !== null,
        smsOptIn: person.phone !== null,
        leadSource: person.ageDays < 5 ? "WEBSITE" : "REFERRAL",
        createdAt,
      })
      .returning();
    if (person.project && person.type) {
      const typeStages = stageRows
        .filter((s) => s.projectType === person.type)
        .sort((a, b) => a.orderIndex - b.orderIndex);
      const stage = typeStages[Math.min(person.stage, typeStages.length - 1)];
      await db.insert(projects).values({
        photographerId,
        clientId: client!.id,
        projectType: person.type,
        title: person.project,
        eventDate: person.eventDate,
        hasEventDate: person.eventDate !== null,
        stageId: stage?.id ?? null,
        stageEnteredAt: new Date(createdAt.getTime() + Math.floor(person.ageDays / 2) * DAY),
        leadSource: "REFERRAL",
        createdAt,
      });
    }
    const thread = THREADS[person.firstName] ?? [];
    for (const [index, [fromStudio, content]] of thread.entries()) {
      await db.insert(messages).values({
        photographerId,
        clientId: client!.id,
        content,
        sentByPhotographer: fromStudio,
        createdAt: new Date(createdAt.getTime() + (index + 1) * 3_600_000 * 5),
      });
    }
    if (person.email && person.ageDays > 10) {
      await db.insert(emailLogs).values({
        photographerId,
        clientId: client!.id,
        toEmail: person.email,
        subject: `Thank you for your inquiry, ${person.firstName}!`,
        preview: `Hi ${person.firstName}, thank you for reaching out! I'd love to hear more about your plans.`,
        status: "sent",
        sentAt: new Date(createdAt.getTime() + 600_000),
        createdAt: new Date(createdAt.getTime() + 600_000),
      });
    }
  }
};
