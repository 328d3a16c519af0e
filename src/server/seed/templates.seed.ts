/**
 * Demo message templates: a wedding studio's starter set, from the first reply to the gallery, written
 * with the variables a send fills in ({{firstName}}, {{weddingDate}}, {{scheduling_link}}, ...; the
 * payment reminders also {{installmentAmount}}, {{payment_link}}, ...).
 */
import { escapeHtml } from "../../shared/email.js";
import type { ProjectType } from "../../shared/projects.js";
import { templates } from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

const MINUTE = 60_000;

interface StarterTemplate {
  name: string;
  channel: "EMAIL" | "SMS";
  subject?: string;
  textBody: string;
  /** Wedding-only wording is offered to wedding automations; the rest to every project type. */
  projectType: ProjectType | null;
}

const STARTERS: StarterTemplate[] = [
  {
    name: "Inquiry reply",
    channel: "EMAIL",
    subject: "Thank you for your inquiry, {{firstName}}!",
    projectType: "WEDDING",
    textBody: `Hi {{firstName}},

Thank you so much for reaching out to {{businessName}}! Congratulations on your engagement. I would love to hear more about your plans for {{weddingDate}} and what matters most to you both.

The best next step is a relaxed 20-minute call, where we can talk through your day and I can answer any questions. You can pick a time that suits you here: {{scheduling_link}}

Talk soon,
{{businessName}}`,
  },
  {
    name: "Consultation booking",
    channel: "EMAIL",
    subject: "Let's find a time to talk, {{firstName}}",
    projectType: null,
    textBody: `Hi {{firstName}},

I'm so glad we connected! Before we put anything on paper, I'd love to get to know you a little better over a short consultation call.

Choose any time that works for you here: {{scheduling_link}}

We'll talk about your plans, the moments you care about most and how I can make the whole experience feel effortless. No preparation needed, just bring your ideas (and your questions).

Warmly,
{{businessName}}`,
  },
  {
    name: "Proposal follow-up",
    channel: "EMAIL",
    subject: "Any questions about your proposal, {{firstName}}?",
    projectType: "WEDDING",
    textBody: `Hi {{firstName}},

I hope you've had a chance to look over the proposal I sent for your wedding on {{weddingDate}}. I know it's a big decision, so please don't hesitate to ask about anything, from coverage hours to albums and payment options.

If you'd like to talk it through, you can book a quick call here: {{scheduling_link}}

Your date is still open on my calendar, and I'd love to hold it for you.

All the best,
{{businessName}}`,
  },
  {
    name: "Booking confirmed",
    channel: "EMAIL",
    subject: "You're booked, {{firstName}}! Welcome to {{businessName}}",
    projectType: "WEDDING",
    textBody: `Hi {{firstName}},

It's official: your wedding on {{weddingDate}} is on my calendar, and I couldn't be more excited to be part of it!

Here is what happens next:
- You'll receive a receipt for your deposit and a copy of your signed agreement.
- A few weeks before the wedding I'll send a short questionnaire about your timeline and family photos.
- Closer to the day, we'll have a final planning call to walk through every detail.

If anything comes up in the meantime, just reply to this e-mail.

With gratitude,
{{businessName}}`,
  },
  {
    name: "Payment due soon",
    channel: "EMAIL",
    subject: "A friendly reminder: your {{installmentLabel}} is due {{installmentDueDate}}",
    projectType: "WEDDING",
    textBody: `Hi {{firstName}},

I hope the wedding planning is going beautifully! Just a gentle heads-up that your {{installmentLabel}} of {{installmentAmount}} is due on {{installmentDueDate}}.

You can pay it securely online, whenever suits you before then:
→ Pay now: {{payment_link}}

If it's already on its way, thank you, and please ignore this note. Any questions at all, just reply to this e-mail.

Warmly,
{{businessName}}`,
  },
  {
    name: "Payment overdue",
    channel: "EMAIL",
    subject: "Your {{installmentLabel}} is past due, {{firstName}}",
    projectType: "WEDDING",
    textBody: `Hi {{firstName}},

I know how busy life gets with a wedding on the way, so here's a quick nudge: your {{installmentLabel}} of {{installmentAmount}} was due on {{installmentDueDate}}, and I haven't received it yet.

You can settle it online in a minute or two:
→ Pay now: {{payment_link}}

If you've already paid, thank you, and sorry for the mix-up. And if the date doesn't work for you any more, just reply and we'll find a plan that does.

Warmly,
{{businessName}}`,
  },
  {
    name: "Two weeks before the wedding",
    channel: "EMAIL",
    subject: "Two weeks to go, {{firstName}}!",
    projectType: "WEDDING",
    textBody: `Hi {{firstName}},

Can you believe it? {{weddingDate}} is only two weeks away!

This is a great moment to finalise the details together. Please book a 30-minute planning call so we can confirm the timeline, locations and the list of family groupings: {{scheduling_link}}

If anything has changed (times, addresses, a new contact person for the day), reply to this e-mail and let me know.

Take a deep breath and enjoy these last weeks. You're going to have a wonderful day.

{{businessName}}`,
  },
  {
    name: "Gallery delivered",
    channel: "EMAIL",
    subject: "Your wedding gallery is ready, {{firstName}}!",
    projectType: "WEDDING",
    textBody: `Hi {{firstName}},

The moment you've been waiting for: your wedding gallery is ready! It was an absolute joy to capture your day, and I hope these photos bring back every laugh and happy tear.

You'll find download and print options right in the gallery. Take your time, share it with family and friends, and let me know which images are your favourites.

If you loved working together, a short review would mean the world to me.

Congratulations again, {{fullName}}!
{{businessName}}`,
  },
  {
    name: "Day-before reminder",
    channel: "SMS",
    projectType: null,
    textBody:
      "Hi {{firstName}}, it's {{businessName}}! Just a reminder that I'll see you tomorrow. Any last-minute changes? Reply here. Can't wait!",
  },
];

/** Plain text as simple HTML paragraphs, so the demo e-mails have both bodies. */
function toHtml(text: string): string {
  return text
    .split("\n\n")
    .map((paragraph) => {
      const lines = paragraph.split("\n");
      if (lines.every((line) => line.startsWith("- "))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.slice(2))}</li>`).join("")}</ul>`;
      }
      return `<p>${lines.map(escapeHtml).join("<br>")}</p>`;
    })
    .join("\n");
}

export const seedTemplates: Seeder = async ({ db, photographerId, now }) => {
  // Newest first in the list: the first starter gets the latest time, so the list reads in journey order.
  await db.insert(templates).values(
    STARTERS.map((t, index) => {
      const createdAt = new Date(now.getTime() - (30 * 24 * 60 + index) * MINUTE);
      return {
        photographerId,
        name: t.name,
        channel: t.channel,
        subject: t.subject ?? null,
        htmlBody: t.channel === "EMAIL" ? toHtml(t.textBody) : null,
        textBody: t.textBody,
        projectType: t.projectType,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
};
