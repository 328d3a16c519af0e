/**
 * The activity feed: everything that happened to a studio's projects and clients, newest first, read by
 * one query (server: features/projects/activity.queries.ts) for the project page's Activity card and the
 * dashboard's Recent activity. Entries come from the project activity log (creation, edits, stage moves,
 * bookings, proposal views) and from the records themselves (e-mails and text messages sent, proposals
 * sent and signed, payments received, questionnaires submitted, bookings made by the studio).
 */

/** What an entry is about; the screens pick its icon and colour from this. */
export const ACTIVITY_KINDS = [
  "project",
  "stage",
  "email",
  "sms",
  "proposal",
  "payment",
  "questionnaire",
  "booking",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityEntry {
  /** Unique in the feed: a log entry's id, else the kind of event and its record's id. */
  id: string;
  kind: ActivityKind;
  /**
   * The log's own actions (CREATED, UPDATED, STAGE_CHANGED, BOOKING_CREATED, PROPOSAL_VIEWED…), or what
   * the record says happened: EMAIL_SENT, SMS_SENT, PROPOSAL_SENT, PROPOSAL_SIGNED, PAYMENT_RECEIVED,
   * QUESTIONNAIRE_SUBMITTED, BOOKING_CREATED, BOOKING_CONFIRMED.
   */
  action: string;
  activityType: string;
  title: string;
  description: string | null;
  /** When it happened (ISO-8601, UTC). */
  createdAt: string;
  /** Null for an event not tied to a project (an e-mail to a client, a proposal without a project). */
  projectId: string | null;
  projectTitle: string | null;
  clientId: string | null;
  clientName: string | null;
}
