/**
 * Leads from the widget on the studio's own website. A lead becomes a client (or finds the one with
 * the same e-mail, in any letter case) and a project in its type's default stage, in one transaction;
 * the project's stage-entered event, queued in that commit, is what runs the stage's automations and
 * enrols the type's drip campaign. A repeat inquiry from a client who already has an open project of
 * that type joins it instead: nothing starts twice, and what the inquiry said is kept on the project.
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
import type { DbOrTx } from "../../db/connect.js";
import { notFound, tooManyRequests } from "../../http/errors.js";
import type { FeatureDeps } from "../feature-deps.js";
import { studioNotifications } from "../photographer/studio-notifications.job.js";
import { fillProjectEventDate, findOpenProjectOfType, findWidgetStudio } from "./widget.queries.js";

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

export function createWidgetService(
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "email" | "clients" | "projects">,
) {
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
      // The client's row stays locked until this commit: parallel inquiries from one person take turns,
      // and each sees the project the one before it opened.
      const { client, created } = await deps.clients.findOrCreateWithin(tx, studio.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        leadSource: "WEBSITE",
      });
      await studioNotifications(deps).inquiryReceived(tx, studio.id, client.id, input);
      const open = created
        ? undefined
        : await findOpenProjectOfType(tx, studio.id, client.id, input.projectType);
      if (open) {
        await joinOpenProject(tx, studio.id, open, input);
        return;
      }
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

  /**
   * A repeat inquiry on the client's open project of its type: a date the project lacks is kept on it,
   * and the inquiry (the date asked about, the message) goes on the project's activity.
   */
  async function joinOpenProject(
    tx: DbOrTx,
    studioId: string,
    project: { id: string; eventDate: string | null },
    input: LeadInput,
  ) {
    const asked = input.noEventDate ? undefined : input.eventDate;
    const lines: string[] = [];
    if (asked && !project.eventDate && (await fillProjectEventDate(tx, studioId, project.id, asked))) {
      lines.push(`Event date ${asked} added to the project.`);
    } else if (asked && asked !== project.eventDate) {
      lines.push(`Asked about ${asked}; the project's date is unchanged.`);
    }
    if (input.message) lines.push(`Message: ${input.message}`);
    await deps.projects.recordActivity(tx, {
      photographerId: studioId,
      projectId: project.id,
      action: "INQUIRY_REPEATED",
      title: "Another inquiry from the website",
      description: lines.length > 0 ? lines.join("\n") : undefined,
    });
  }

  return { submitLead };
}

export type WidgetService = ReturnType<typeof createWidgetService>;
