/**
 * Whether a lead has already taken the step the campaign's e-mails ask for: a consultation booked (on
 * the project, or an upcoming one of the client) or a proposal sent. Such a lead is no longer nurtured:
 * "Book a friendly call" to someone whose call is in their calendar reads as if nobody noticed.
 */
import { and, eq, gt, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { bookings, estimates } from "../../db/schema/index.js";

export const BOOKED_A_CALL = "A consultation was booked";
export const PROPOSAL_SENT = "A proposal was sent";

/** For each of the studio's leads given that has moved on, why; leads not in the map have not. */
export async function leadsPastInquiry(
  tx: DbOrTx,
  photographerId: string,
  leads: { id: string; clientId: string | null }[],
  now: Date,
): Promise<Map<string, string>> {
  const moved = new Map<string, string>();
  if (leads.length === 0) return moved;
  const projectIds = leads.map((l) => l.id);
  const clientIds = [...new Set(leads.flatMap((l) => (l.clientId ? [l.clientId] : [])))];
  const booked = await tx
    .select({ projectId: bookings.projectId, clientId: bookings.clientId, startAt: bookings.startAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        ne(bookings.status, "CANCELLED"),
        or(
          inArray(bookings.projectId, projectIds),
          clientIds.length > 0
            ? and(inArray(bookings.clientId, clientIds), gt(bookings.startAt, now))
            : undefined,
        ),
      ),
    );
  const proposed = await tx
    .select({ projectId: estimates.projectId })
    .from(estimates)
    .where(
      and(
        eq(estimates.photographerId, photographerId),
        inArray(estimates.projectId, projectIds),
        isNotNull(estimates.sentAt),
        isNull(estimates.archivedAt),
      ),
    );
  for (const lead of leads) {
    if (proposed.some((p) => p.projectId === lead.id)) moved.set(lead.id, PROPOSAL_SENT);
    const upcoming = (b: (typeof booked)[number]) => b.clientId === lead.clientId && b.startAt > now;
    if (booked.some((b) => b.projectId === lead.id || (lead.clientId && upcoming(b)))) {
      moved.set(lead.id, BOOKED_A_CALL);
    }
  }
  return moved;
}
