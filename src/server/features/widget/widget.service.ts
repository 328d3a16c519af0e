/**
 * Leads from the widget on the studio's own website. A lead becomes a client (or finds the one with
 * the same e-mail) and a project in its type's default stage, in one transaction; the project's
 * stage-entered event, queued in that commit, is what runs the stage's automations and enrols the
 * type's drip campaign.
 */
import type { z } from "zod";
import { projectTypeLabel } from "../../../shared/projects.js";
import {
  LEAD_RATE_LIMITED,
  LEAD_THANKS,
  WIDGET_NOT_FOUND,
  type WidgetLeadResult,
  type widgetLeadInputSchema,
} from "../../../shared/widget.js";
import { hitRateLimit } from "../../auth/rate-limit.js";
import { notFound, tooManyRequests } from "../../http/errors.js";
import type { FeatureDeps } from "../feature-deps.js";
import { findWidgetStudio } from "./widget.queries.js";

type LeadInput = z.output<typeof widgetLeadInputSchema>;

/**
 * One visitor may send a few inquiries (a typo, a second date); a studio's form as a whole may take
 * many. Both counters live in the database so that every server copy counts together.
 */
export const LEAD_LIMITS = {
  perVisitor: { limit: 5, windowMs: 10 * 60 * 1000 },
  perStudio: { limit: 200, windowMs: 60 * 60 * 1000 },
} as const;

const THANKS: WidgetLeadResult = { success: true, message: LEAD_THANKS };

export function createWidgetService(deps: Pick<FeatureDeps, "database" | "clients" | "projects">) {
  const { db } = deps.database;

  async function checkRateLimits(studioId: string, ip: string): Promise<void> {
    const { perVisitor, perStudio } = LEAD_LIMITS;
    // The visitor's counter first: someone flooding the form is stopped before they use up the
    // studio's allowance, which real visitors share.
    const visitor = await hitRateLimit(db, `widget:visitor:${studioId}:${ip}`, perVisitor.windowMs);
    if (visitor.count > perVisitor.limit) throw tooManyRequests(LEAD_RATE_LIMITED, visitor.retryAfterSeconds);
    const studio = await hitRateLimit(db, `widget:studio:${studioId}`, perStudio.windowMs);
    if (studio.count > perStudio.limit) throw tooManyRequests(LEAD_RATE_LIMITED, studio.retryAfterSeconds);
  }

  async function submitLead(publicToken: string, input: LeadInput, ip: string): Promise<WidgetLeadResult> {
    const studio = await findWidgetStudio(db, publicToken);
    if (!studio) throw notFound(WIDGET_NOT_FOUND);
    await checkRateLimits(studio.id, ip);
    // A robot that filled in the hidden field is told what a person would be told, and nothing is kept.
    if (input.website?.trim()) return THANKS;

    await db.transaction(async (tx) => {
      const { client } = await deps.clients.findOrCreateWithin(tx, studio.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        leadSource: "WEBSITE",
      });
      await deps.projects.createWithin(tx, studio.id, {
        title: `${input.firstName} ${input.lastName} ${projectTypeLabel(input.projectType)}`,
        projectType: input.projectType,
        clientId: client.id,
        eventDate: input.noEventDate ? undefined : input.eventDate,
        notes: input.message,
        leadSource: "WEBSITE",
        // The client's own choices: a returning client who unsubscribed stays unsubscribed.
        smsOptIn: client.smsOptIn,
        emailOptIn: client.emailOptIn,
      });
    });
    return THANKS;
  }

  return { submitLead };
}

export type WidgetService = ReturnType<typeof createWidgetService>;
