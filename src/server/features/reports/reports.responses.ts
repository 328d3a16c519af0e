/** What the report routes answer: the shapes of shared/reports.ts and ReportSummary (shared/projects.ts). */
import { z } from "zod";
import { PROJECT_TYPES, type ReportSummary } from "../../../shared/projects.js";
import type { ReportAnalytics } from "../../../shared/reports.js";

const cents = z.int().describe("Cents");
const rate = z.number().min(0).max(1);

export const reportSummaryResponse = z.object({
  totalProjects: z.int(),
  bookedThisMonth: z.int(),
  projectsThisMonth: z.int(),
  revenueYTD: cents,
  outstandingBalance: cents,
  totalClients: z.int(),
}) satisfies z.ZodType<ReportSummary>;

export const reportAnalyticsResponse = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  pipelineCreated: z.int(),
  revenueByMonth: z.array(z.object({ month: z.string(), revenueCents: cents, payments: z.int() })),
  pipeline: z.array(
    z.object({
      projectType: z.enum(PROJECT_TYPES),
      stageId: z.uuid(),
      name: z.string(),
      color: z.string(),
      orderIndex: z.int(),
      projects: z.int(),
      reached: z.int(),
      conversionRate: rate,
    }),
  ),
  packages: z.array(
    z.object({
      packageId: z.uuid(),
      name: z.string(),
      proposals: z.int(),
      signed: z.int(),
      revenueCents: cents,
    }),
  ),
  monthly: z.array(
    z.object({
      month: z.string(),
      newProjects: z.int(),
      proposalsSent: z.int(),
      proposalsSigned: z.int(),
      revenueCents: cents,
      consultations: z.int(),
    }),
  ),
  automations: z.array(
    z.object({
      automationId: z.uuid(),
      name: z.string(),
      projectType: z.enum(PROJECT_TYPES),
      sent: z.int(),
      opened: z.int(),
      clicked: z.int(),
      openRate: rate,
      clickRate: rate,
    }),
  ),
}) satisfies z.ZodType<ReportAnalytics>;
