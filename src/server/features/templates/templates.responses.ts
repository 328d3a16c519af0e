/** What the message-template routes answer (the shape of shared/templates.ts `Template`). */
import { z } from "zod";
import { CHANNELS } from "../../../shared/templates.js";

export const templateResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  channel: z.enum(CHANNELS),
  subject: z.string().nullable(),
  htmlBody: z.string().nullable(),
  textBody: z.string(),
  projectType: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  usedBy: z.int().describe("Automations and automation steps that send it"),
});

export const templateListResponse = z.array(templateResponse);
