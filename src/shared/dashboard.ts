/**
 * The dashboard (GET /api/dashboard): what a photographer needs each morning, in one answer. It reuses
 * the rules of other screens: card age (days since the
 * project entered its stage, else since it was created; over 5 days is Overdue), booking statuses,
 * and the report summary's four figures.
 *
 * Instants are ISO-8601 strings in UTC; the studio's time zone decides what "today" is.
 */
import type { ActivityEntry } from "./activity.js";
import type { ReportSummary } from "./projects.js";

/** A card older than this many days in its stage is Overdue. */
export const OVERDUE_AFTER_DAYS = 5;

/** How many of each list the dashboard carries; the totals count them all. */
export const DASHBOARD_LIMITS = {
  overdueProjects: 8,
  proposals: 6,
  unreadThreads: 6,
  recentActivity: 10,
  overdueInstallments: 10,
} as const;

/** An unread message is shown as its first characters. */
export const MESSAGE_SNIPPET_LENGTH = 140;

/** "This week" is the days after today, up to this many. */
export const WEEK_DAYS = 7;

export interface DashboardStudio {
  businessName: string;
  timezone: string;
  /** Today on the studio's calendar, "YYYY-MM-DD". */
  today: string;
}

export interface DashboardFigures extends ReportSummary {
  /** Projects created in the last 7 days. */
  newLeadsThisWeek: number;
  /** Consultations (not cancelled) starting today or in the 7 days after. */
  consultationsThisWeek: number;
}

export interface DashboardBooking {
  id: string;
  title: string;
  startAt: string;
  endAt: string;
  status: string;
  bookingType: string;
  clientName: string | null;
  clientPhone: string | null;
  meetingLink: string | null;
  projectId: string | null;
}

/** A few of a list, and how many there are in all. */
export interface Capped<T> {
  items: T[];
  total: number;
}

export interface OverdueProject {
  id: string;
  title: string;
  clientId: string;
  clientName: string;
  stage: { name: string; color: string } | null;
  daysInStage: number;
}

export interface AwaitingProposal {
  id: string;
  title: string;
  status: string;
  clientId: string;
  clientName: string;
  projectId: string | null;
  totalCents: number;
  /** Total minus completed payments. */
  balanceCents: number;
  sentAt: string | null;
  signedAt: string | null;
}

export interface UnreadThread {
  clientId: string;
  clientName: string;
  /** Unread messages from this client. */
  count: number;
  /** The newest unread message, cut to MESSAGE_SNIPPET_LENGTH characters. */
  lastMessage: string;
  lastAt: string;
}

/**
 * An instalment of a signed proposal whose due date is before the studio's today and that is not paid in
 * full (what is paid of it is worked out as the proposal page does, refunds taken off).
 */
export interface OverdueInstallment {
  installmentId: string;
  proposalId: string;
  proposalTitle: string;
  clientName: string;
  label: string;
  /** What is still owed of it: its amount less what is paid of it, in `currency`'s minor units. */
  owedCents: number;
  dueDate: string;
  currency: string;
}

/** An entry of the activity feed (the project page's Activity card shows the same feed). */
export type RecentActivity = ActivityEntry;

export interface Dashboard {
  studio: DashboardStudio;
  figures: DashboardFigures;
  /** Bookings starting today, soonest first. */
  today: DashboardBooking[];
  /** Bookings starting in the WEEK_DAYS days after today, soonest first. */
  week: DashboardBooking[];
  /** Active projects Overdue in their stage, oldest first. */
  overdueProjects: Capped<OverdueProject>;
  proposalsAwaiting: {
    /** Sent and not signed yet, longest waiting first. */
    signature: Capped<AwaitingProposal>;
    /** Signed (or partly paid) with money still due, longest waiting first. */
    payment: Capped<AwaitingProposal>;
  };
  /** Overdue instalments of signed proposals, oldest due date first. */
  overdueInstallments: Capped<OverdueInstallment>;
  /** Clients' unread messages, one entry per client, newest first; `total` counts messages. */
  unreadMessages: Capped<UnreadThread> & { clients: number };
  /** The studio's newest events: stage moves, messages sent, proposals, payments, questionnaires, bookings. */
  recentActivity: RecentActivity[];
}
