/** What GET /api/dashboard answers: shared/dashboard.ts's Dashboard. */
import { z } from "zod";
import type { Dashboard } from "../../../shared/dashboard.js";
import { cents, isoInstant } from "../../http/responses.js";
import { activityEntryResponse } from "../projects/projects.responses.js";
import { reportSummaryResponse } from "../reports/reports.responses.js";

const capped = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.int() });

const booking = z.object({
  id: z.uuid(),
  title: z.string(),
  startAt: isoInstant,
  endAt: isoInstant,
  status: z.string(),
  bookingType: z.string(),
  clientName: z.string().nullable(),
  clientPhone: z.string().nullable(),
  meetingLink: z.string().nullable(),
  projectId: z.uuid().nullable(),
});

const awaitingProposal = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  projectId: z.uuid().nullable(),
  totalCents: cents,
  balanceCents: cents,
  sentAt: isoInstant.nullable(),
  signedAt: isoInstant.nullable(),
});

export const dashboardResponse = z.object({
  studio: z.object({
    businessName: z.string(),
    timezone: z.string(),
    today: z.string().describe("YYYY-MM-DD"),
  }),
  figures: reportSummaryResponse.extend({ newLeadsThisWeek: z.int(), consultationsThisWeek: z.int() }),
  today: z.array(booking),
  week: z.array(booking),
  overdueProjects: capped(
    z.object({
      id: z.uuid(),
      title: z.string(),
      clientId: z.uuid(),
      clientName: z.string(),
      stage: z.object({ name: z.string(), color: z.string() }).nullable(),
      daysInStage: z.int(),
    }),
  ),
  proposalsAwaiting: z.object({ signature: capped(awaitingProposal), payment: capped(awaitingProposal) }),
  overdueInstallments: capped(
    z.object({
      installmentId: z.uuid(),
      proposalId: z.uuid(),
      proposalTitle: z.string(),
      clientName: z.string(),
      label: z.string(),
      owedCents: cents,
      dueDate: z.string(),
      currency: z.string(),
    }),
  ),
  unreadMessages: capped(
    z.object({
      clientId: z.uuid(),
      clientName: z.string(),
      count: z.int(),
      lastMessage: z.string(),
      lastAt: isoInstant,
    }),
  ).extend({ clients: z.int() }),
  recentActivity: z.array(activityEntryResponse),
}) satisfies z.ZodType<Dashboard>;
