/**
 * The report as a CSV that Excel opens as it is: RFC 4180 quoting and CRLF line ends, a byte-order mark
 * so that Excel reads UTF-8 names correctly, amounts as plain numbers in the studio's currency with its
 * decimals (two for dollars, none for yen; numbers, not text), rates as percentages. Sections follow one
 * another, each under its title, with a blank line between them.
 */
import { minorToInput } from "../../../shared/money-input.js";
import type { ReportSummary } from "../../../shared/projects.js";
import type { ReportAnalytics } from "../../../shared/reports.js";

type Cell = string | number;

/** A cell that could start a formula in a spreadsheet is kept as text (OWASP's CSV injection advice). */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: Cell): string {
  const text = typeof value === "number" ? String(value) : neutralise(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const plainAmount = (minor: number, currency = "USD") => minorToInput(minor, currency);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * The summary rows: Total Revenue is the revenue of the report's range (the sum of its months, so that
 * it always agrees with the rows below it); the other figures are the Reports cards' as they stand.
 */
export function reportCsv(summary: ReportSummary, report: ReportAnalytics, currency = "USD"): string {
  const amount = (minor: number) => plainAmount(minor, currency);
  const rangeRevenue = report.revenueByMonth.reduce((sum, m) => sum + m.revenueCents, 0);
  const rows: Cell[][] = [
    ["Focal Report"],
    ["From", report.from],
    ["To", report.to],
    ["Time Zone", report.timezone],
    [],
    ["Summary"],
    ["Metric", "Value"],
    ["Total Revenue", amount(rangeRevenue)],
    ["Total Clients", summary.totalClients],
    ["Projects This Month", summary.projectsThisMonth],
    ["Outstanding Balance", amount(summary.outstandingBalance)],
    [],
    ["Monthly Breakdown"],
    ["Month", "New Projects", "Proposals Sent", "Proposals Signed", "Consultations", "Revenue"],
    ...report.monthly.map((m) => [
      m.month,
      m.newProjects,
      m.proposalsSent,
      m.proposalsSigned,
      m.consultations,
      amount(m.revenueCents),
    ]),
    [],
    ["Package Performance"],
    ["Package", "Proposals", "Signed", "Revenue"],
    ...report.packages.map((p) => [p.name, p.proposals, p.signed, amount(p.revenueCents)]),
    [],
    ["Automation Performance"],
    ["Automation", "Sent", "Opened", "Clicked", "Open Rate", "Click Rate"],
    ...report.automations.map((a) => [
      a.name,
      a.sent,
      a.opened,
      a.clicked,
      percent(a.openRate),
      percent(a.clickRate),
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
