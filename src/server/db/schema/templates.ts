import { index, pgTable, text } from "drizzle-orm/pg-core";
import { PROJECT_TYPES } from "../../../shared/projects.js";
import { createdAt, id, photographerId, updatedAt } from "./columns.js";

/** A message template; subject and htmlBody apply to EMAIL only. */
export const templates = pgTable(
  "templates",
  {
    id: id(),
    photographerId: photographerId(),
    name: text("name").notNull(),
    channel: text("channel", { enum: ["EMAIL", "SMS"] }).notNull(),
    subject: text("subject"),
    htmlBody: text("html_body"),
    textBody: text("text_body").notNull(),
    projectType: text("project_type", { enum: PROJECT_TYPES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("templates_photographer_channel_idx").on(t.photographerId, t.channel)],
);
