/**
 * The studio summary's figures (GET /api/reports/summary), named and explained once, for the rows that show
 * them the same way: the pipeline's summary and the dashboard's key figures.
 */
import { CalendarCheck, CircleDollarSign, FolderKanban, Wallet } from "lucide-react";
import { formatCents } from "../../shared/money";
import type { ReportSummary } from "../../shared/projects";
import type { FigureOf } from "./stat-card";

export const count = (n: number) => n.toLocaleString("en-US");

export const ACTIVE_PROJECTS: FigureOf<ReportSummary> = {
  title: "Active Projects",
  hint: "In progress across every type",
  icon: FolderKanban,
  tone: "blue",
  value: (s) => count(s.totalProjects),
};

export const BOOKED_THIS_MONTH: FigureOf<ReportSummary> = {
  title: "Booked This Month",
  hint: "Projects whose proposal was signed this month",
  icon: CalendarCheck,
  tone: "green",
  value: (s) => count(s.bookedThisMonth),
};

export const REVENUE_YTD: FigureOf<ReportSummary> = {
  title: "Revenue (YTD)",
  hint: "Money received this year, less refunds",
  icon: CircleDollarSign,
  tone: "emerald",
  value: (s) => formatCents(s.revenueYTD),
};

export const OUTSTANDING_BALANCE: FigureOf<ReportSummary> = {
  title: "Outstanding Balance",
  hint: "Signed proposals not yet paid",
  icon: Wallet,
  tone: "amber",
  value: (s) => formatCents(s.outstandingBalance),
};
