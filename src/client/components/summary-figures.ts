/**
 * The studio summary's figures (GET /api/reports/summary), named and explained once, for the rows that show
 * them the same way: the pipeline's summary and the dashboard's key figures.
 */
import { CalendarCheck, CircleDollarSign, FolderKanban, Wallet } from "lucide-react";
import { formatMoney } from "../../shared/currency";
import type { ReportSummary } from "../../shared/projects";
import type { FigureOf } from "./stat-card";

export const count = (n: number) => n.toLocaleString("en-US");

/** The figures with the studio's currency (Settings) added by the screen, for the amounts. */
export type WithCurrency<T> = T & { currency?: string };
const money = (minor: number, s: { currency?: string }) => formatMoney(minor, s.currency ?? "USD");

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

export const REVENUE_YTD: FigureOf<WithCurrency<ReportSummary>> = {
  title: "Revenue (YTD)",
  hint: "Money received this year, less refunds",
  icon: CircleDollarSign,
  tone: "emerald",
  value: (s) => money(s.revenueYTD, s),
};

export const OUTSTANDING_BALANCE: FigureOf<WithCurrency<ReportSummary>> = {
  title: "Outstanding Balance",
  hint: "Signed proposals not yet paid",
  icon: Wallet,
  tone: "amber",
  value: (s) => money(s.outstandingBalance, s),
};
