/**
 * Demo contracts: the studio already has the three starter contract templates from registration; this
 * gives the demo projects with an event date a venue, so a contract's {{project.venue}} reads like a
 * real booking instead of a blank.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { projects } from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

const VENUES = [
  "Juniper Ridge Vineyard",
  "The Glasshouse at Harbor Point",
  "St. Brendan's Chapel",
  "Willow Creek Barn",
  "The Lighthouse Pavilion",
  "Cedar Hollow Estate",
];

export const seedContracts: Seeder = async ({ db, photographerId }) => {
  const dated = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.photographerId, photographerId), isNotNull(projects.eventDate)))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  for (const [index, project] of dated.entries()) {
    await db
      .update(projects)
      .set({ venue: VENUES[index % VENUES.length] })
      .where(eq(projects.id, project.id));
  }
};
