/**
 * The morning overview: the report figures (through the reports feature, so the definitions live in one
 * place) and the dashboard's own sections, read in parallel.
 */
import { DASHBOARD_LIMITS, type Dashboard } from "../../../shared/dashboard.js";
import type { Database } from "../../db/connect.js";
import { createActivityService } from "../projects/activity.service.js";
import type { ReportsService } from "../reports/reports.service.js";
import {
  findStudio,
  listAwaitingPayment,
  listAwaitingSignature,
  listBookingsAhead,
  listOverdueProjects,
  listUnreadThreads,
} from "./dashboard.queries.js";
import { listOverdueInstallments } from "./overdue-installments.js";

export function createDashboardService(database: Database, reports: ReportsService) {
  const { db } = database;
  // Recent activity is the same feed as the project page's Activity card.
  const activityFeed = createActivityService(database);

  async function overview(photographerId: string, now: Date = new Date()): Promise<Dashboard> {
    const figures = reports.summaryWithOwing(photographerId, now);
    const [
      { proposalsOwing: _owing, ...summary },
      { studio, newLeadsThisWeek },
      ahead,
      overdue,
      signature,
      payment,
      unread,
      activity,
      overdueInstallments,
    ] = await Promise.all([
      figures,
      findStudio(db, photographerId, now),
      listBookingsAhead(db, photographerId, now),
      listOverdueProjects(
        db,
        photographerId,
        now,
        figures.then((f) => f.totalProjects),
      ),
      listAwaitingSignature(db, photographerId),
      listAwaitingPayment(
        db,
        photographerId,
        figures.then((f) => f.proposalsOwing),
      ),
      listUnreadThreads(db, photographerId),
      activityFeed.recent(photographerId, DASHBOARD_LIMITS.recentActivity),
      listOverdueInstallments(db, photographerId, now),
    ]);
    return {
      studio,
      figures: {
        ...summary,
        newLeadsThisWeek,
        consultationsThisWeek: ahead.filter((b) => b.booking.bookingType === "CONSULTATION").length,
      },
      today: ahead.filter((b) => b.isToday).map((b) => b.booking),
      week: ahead.filter((b) => !b.isToday).map((b) => b.booking),
      overdueProjects: overdue,
      proposalsAwaiting: { signature, payment },
      overdueInstallments,
      unreadMessages: unread,
      recentActivity: activity,
    };
  }

  return { overview };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
