/**
 * Message templates: the API's shapes and rules. The
 * variables and their rendering live in ./email.ts, shared by the server's sends and the preview.
 */
import { z } from "zod";
import { formatMoney } from "./currency.js";
import type { TemplateValues } from "./email.js";
import { PROJECT_TYPES } from "./projects.js";

export const CHANNELS = ["EMAIL", "SMS"] as const;
export type Channel = (typeof CHANNELS)[number];

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/** Name, channel and text body required; subject and HTML body apply to EMAIL only. */
export const templateInputSchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(200, "Name is too long"),
    channel: z.enum(CHANNELS, { error: "Channel must be EMAIL or SMS" }),
    subject: optionalText(300),
    htmlBody: optionalText(100_000),
    textBody: z
      .string({ error: "Text body is required" })
      .trim()
      .min(1, "Text body is required")
      .max(20_000, "Text body is too long"),
    projectType: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.enum(PROJECT_TYPES).optional(),
    ),
  })
  // SMS has no subject or HTML: whatever was sent for them is dropped rather than stored unused.
  .transform((t) => (t.channel === "SMS" ? { ...t, subject: undefined, htmlBody: undefined } : t));
export type TemplateInput = z.input<typeof templateInputSchema>;

export interface Template {
  id: string;
  name: string;
  channel: Channel;
  subject: string | null;
  htmlBody: string | null;
  textBody: string;
  projectType: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many automations (or their steps) send it; deleting it leaves those without a message. */
  usedBy: number;
}

/** The sample client a template preview renders against. */
export const SAMPLE_TEMPLATE_VALUES: TemplateValues = {
  firstName: "Emma",
  lastName: "Rivera",
  fullName: "Emma Rivera",
  email: "emma.rivera@example.com",
  phone: "(555) 014-2368",
  weddingDate: "June 14, 2027",
  businessName: "Your Studio",
  scheduling_link: "https://focal.studio/booking/calendar/your-studio",
  installmentLabel: "Second payment",
  installmentAmount: formatMoney(125_000, "USD"),
  installmentDueDate: "March 1, 2027",
  payment_link: "https://focal.studio/public/proposals/your-proposal",
};
