/**
 * The e-mails of a campaign version being written (DRAFT): add, edit, remove, approve and reject, each
 * recorded in the version history. Every e-mail starts PENDING and only an approved one is sent; an edit
 * of an approved (or rejected) one returns it to PENDING and keeps the text it had first.
 */
import type { z } from "zod";
import {
  CAMPAIGN_LIMITS,
  type CustomCampaignEmail,
  type createCampaignEmailInputSchema,
  type updateCampaignEmailInputSchema,
} from "../../../shared/drip-campaigns.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import {
  deleteEmail,
  type EmailValues,
  emailsOf,
  findEmail,
  insertEmail,
  renumberEmails,
  updateEmail,
} from "./campaign-emails.queries.js";
import { recordChange } from "./campaign-history.queries.js";
import {
  type Actor,
  EMAIL_NOT_FOUND,
  frequencyDays,
  requireDraft,
  requireVersion,
} from "./campaign-rules.js";
import { changedFields, emailSnapshot, emailView } from "./campaign-views.js";
import { type CampaignEmailRow, findVersion } from "./drip-campaigns.queries.js";

type CreateInput = z.output<typeof createCampaignEmailInputSchema>;
type UpdateInput = z.output<typeof updateCampaignEmailInputSchema>;

const blankToNull = (html: string | null | undefined) => (html?.trim() ? html : null);

export function createCampaignEmailsService(database: Database) {
  const { db } = database;

  /**
   * The e-mail and its version, both locked (the version first, as every change of a campaign does), the
   * version checked to be still a draft.
   */
  async function lockEmail(tx: DbOrTx, photographerId: string, emailId: string) {
    const seen = await findEmail(tx, photographerId, emailId);
    if (!seen) throw notFound(EMAIL_NOT_FOUND);
    const campaign = await findVersion(tx, photographerId, seen.campaignId, true);
    if (!campaign) throw notFound(EMAIL_NOT_FOUND);
    const email = await findEmail(tx, photographerId, emailId, true);
    if (!email) throw notFound(EMAIL_NOT_FOUND);
    requireDraft(campaign);
    return { campaign, email };
  }

  async function add(actor: Actor, campaignId: string, input: CreateInput): Promise<CustomCampaignEmail> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const campaign = await requireVersion(tx, photographerId, campaignId, true);
      requireDraft(campaign);
      const emails = await emailsOf(tx, photographerId, [campaign.id]);
      if (emails.length >= CAMPAIGN_LIMITS.emails) {
        throw conflict(`A campaign has at most ${CAMPAIGN_LIMITS.emails} e-mails`);
      }
      const lastDay = Math.max(-1, ...emails.map((email) => email.daysAfterStart ?? 0));
      const day =
        input.daysAfterStart ??
        (emails.length === 0 ? 0 : Math.min(lastDay + frequencyDays(campaign), CAMPAIGN_LIMITS.maxDay));
      const inserted = await insertEmail(tx, photographerId, campaign.id, {
        subject: input.subject,
        textBody: input.textBody,
        htmlBody: blankToNull(input.htmlBody),
        daysAfterStart: day,
        sequenceIndex: emails.length,
        approvalStatus: "PENDING",
      });
      await renumberEmails(tx, photographerId, campaign.id);
      const email = (await findEmail(tx, photographerId, inserted.id))!;
      await recordChange(tx, photographerId, {
        campaignId: campaign.id,
        version: campaign.version,
        changeType: "EMAIL_ADDED",
        description: `Added e-mail "${email.subject}"`,
        changedBy: actor.email,
        affectedEmailId: email.id,
        newData: emailSnapshot(email),
      });
      return emailView(email);
    });
  }

  /** The columns an edit changes; empty when it changes nothing. */
  function editOf(email: CampaignEmailRow, input: UpdateInput, by: string | null): EmailValues {
    const values: EmailValues = {};
    if (input.subject !== undefined && input.subject !== email.subject) values.subject = input.subject;
    if (input.textBody !== undefined && input.textBody !== (email.textBody ?? ""))
      values.textBody = input.textBody;
    if (input.htmlBody !== undefined && blankToNull(input.htmlBody) !== email.htmlBody) {
      values.htmlBody = blankToNull(input.htmlBody);
    }
    const contentChanged = Object.keys(values).length > 0;
    if (input.daysAfterStart !== undefined && input.daysAfterStart !== email.daysAfterStart) {
      values.daysAfterStart = input.daysAfterStart;
    }
    if (Object.keys(values).length === 0) return values;
    if (email.approvalStatus !== "PENDING") {
      Object.assign(values, {
        approvalStatus: "PENDING",
        approvedAt: null,
        approvedBy: null,
        rejectionReason: null,
      });
    }
    if (contentChanged) {
      values.hasManualEdits = true;
      const kept = email.originalSubject !== null || email.originalTextBody !== null;
      if (!kept) {
        values.originalSubject = email.subject;
        values.originalTextBody = email.textBody;
        values.originalHtmlBody = email.htmlBody;
      }
    }
    return { ...values, lastEditedAt: new Date(), lastEditedBy: by };
  }

  async function edit(actor: Actor, emailId: string, input: UpdateInput): Promise<CustomCampaignEmail> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const { campaign, email } = await lockEmail(tx, photographerId, emailId);
      const values = editOf(email, input, actor.email);
      if (Object.keys(values).length === 0) return emailView(email);
      await updateEmail(tx, photographerId, email.id, values);
      if (values.daysAfterStart !== undefined) await renumberEmails(tx, photographerId, campaign.id);
      const edited = (await findEmail(tx, photographerId, email.id))!;
      const { previous, next } = changedFields(emailSnapshot(email), emailSnapshot(edited));
      await recordChange(tx, photographerId, {
        campaignId: campaign.id,
        version: campaign.version,
        changeType: "EMAIL_EDITED",
        description: `Edited e-mail "${edited.subject}"`,
        changedBy: actor.email,
        affectedEmailId: email.id,
        previousData: previous,
        newData: next,
      });
      return emailView(edited);
    });
  }

  async function remove(actor: Actor, emailId: string): Promise<void> {
    const { photographerId } = actor;
    await db.transaction(async (tx) => {
      const { campaign, email } = await lockEmail(tx, photographerId, emailId);
      await deleteEmail(tx, photographerId, email.id);
      await renumberEmails(tx, photographerId, campaign.id);
      // The row is gone, so the history names it in its data rather than by reference.
      await recordChange(tx, photographerId, {
        campaignId: campaign.id,
        version: campaign.version,
        changeType: "EMAIL_REMOVED",
        description: `Removed e-mail "${email.subject}"`,
        changedBy: actor.email,
        previousData: { id: email.id, ...emailSnapshot(email) },
      });
    });
  }

  /** Approves or rejects; doing it again changes nothing and records nothing. */
  async function decide(
    actor: Actor,
    emailId: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<CustomCampaignEmail> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const { campaign, email } = await lockEmail(tx, photographerId, emailId);
      const status = decision.approve ? "APPROVED" : "REJECTED";
      const reason = decision.approve ? null : decision.reason;
      if (email.approvalStatus === status && email.rejectionReason === reason) return emailView(email);
      const decided = await updateEmail(tx, photographerId, email.id, {
        approvalStatus: status,
        approvedAt: decision.approve ? new Date() : null,
        approvedBy: decision.approve ? actor.email : null,
        rejectionReason: reason,
      });
      await recordChange(tx, photographerId, {
        campaignId: campaign.id,
        version: campaign.version,
        changeType: decision.approve ? "EMAIL_APPROVED" : "EMAIL_REJECTED",
        description: `${decision.approve ? "Approved" : "Rejected"} e-mail "${email.subject}"`,
        changedBy: actor.email,
        affectedEmailId: email.id,
        previousData: { approvalStatus: email.approvalStatus, rejectionReason: email.rejectionReason },
        newData: { approvalStatus: status, rejectionReason: reason },
      });
      return emailView(decided);
    });
  }

  return {
    add,
    edit,
    remove,
    approve: (actor: Actor, emailId: string) => decide(actor, emailId, { approve: true }),
    reject: (actor: Actor, emailId: string, reason: string) =>
      decide(actor, emailId, { approve: false, reason }),
  };
}

export type CampaignEmailsService = ReturnType<typeof createCampaignEmailsService>;
