/**
 * The dashboard's reads: one query per section, each scoped by photographer_id and capped in SQL, so the
 * answer costs the same for a studio with ten projects or ten thousand. Totals ride along as window
 * counts (`count(*) OVER ()`), which PostgreSQL computes before LIMIT.
 *
 * `now` is a parameter so tests can pin the clock; "today" is the studio's calendar day in its zone.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import {
  type AwaitingProposal,
  type Capped,
  DASHBOARD_LIMITS,
  type DashboardBooking,
  type DashboardStudio,
  MESSAGE_SNIPPET_LENGTH,
  OVERDUE_AFTER_DAYS,
  type OverdueProject,
  type UnreadThread,
  WEEK_DAYS,
} from "../../../shared/dashboard.js";
import { NOT_AN_APPOINTMENT } from "../../../shared/scheduling.js";
import type { Db } from "../../db/connect.js";
import {
  bookings,
  clients,
  estimates,
  messages,
  photographers,
  projects,
  stages,
} from "../../db/schema/index.js";
import { revenuePayments } from "../payments/revenue.queries.js";

const DAY_SECONDS = 86_400;

const clientName = sql<string>`${clients.firstName} || ' ' || ${clients.lastName}`;
const windowTotal = sql<number>`count(*) OVER ()`.mapWith(Number);

function capped<R extends { total: number }, T>(rows: R[], toItem: (row: R) => T): Capped<T> {
  return { items: rows.map(toItem), total: rows[0]?.total ?? 0 };
}

/** The studio's name and zone, today's date there, and the projects created in the last 7 days. */
export async function findStudio(db: Db, photographerId: string, now: Date) {
  const [row] = await db
    .select({
      businessName: photographers.businessName,
      timezone: photographers.timezone,
      today: sql<string>`to_char(${now}::timestamptz AT TIME ZONE ${photographers.timezone}, 'YYYY-MM-DD')`,
      newLeadsThisWeek: sql<number>`(
        SELECT count(*) FROM ${projects}
         WHERE ${projects.photographerId} = ${photographerId}
           AND ${projects.createdAt} > ${now}::timestamptz - interval '7 days')`.mapWith(Number),
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  if (!row) throw new Error(`photographer ${photographerId} not found`);
  const { newLeadsThisWeek, ...studio } = row;
  return { studio: studio satisfies DashboardStudio, newLeadsThisWeek };
}

/**
 * Bookings (not cancelled) from the start of the studio's today to the end of the WEEK_DAYS days after,
 * each marked whether it starts today. Midnights are taken on the studio's wall clock and then turned
 * into instants, so a day is 23 or 25 hours long when the clocks change.
 */
export async function listBookingsAhead(db: Db, photographerId: string, now: Date) {
  const zone = sql`(SELECT ${photographers.timezone} FROM ${photographers} WHERE ${photographers.id} = ${photographerId})`;
  const localMidnight = sql`date_trunc('day', ${now}::timestamptz AT TIME ZONE ${zone})`;
  const midnightPlus = (days: number) =>
    sql`((${localMidnight} + make_interval(days => ${days}::int)) AT TIME ZONE ${zone})`;
  const rows = await db
    .select({
      booking: bookings,
      // 1 or 0 rather than a boolean, whose wire format differs between the two drivers.
      isToday: sql<number>`CASE WHEN ${bookings.startAt} < ${midnightPlus(1)} THEN 1 ELSE 0 END`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        notInArray(bookings.status, [...NOT_AN_APPOINTMENT]),
        sql`${bookings.startAt} >= ${midnightPlus(0)}`,
        sql`${bookings.startAt} < ${midnightPlus(WEEK_DAYS + 1)}`,
      ),
    )
    .orderBy(asc(bookings.startAt));
  return rows.map(({ booking: b, isToday }) => ({
    isToday: isToday === 1,
    booking: {
      id: b.id,
      title: b.title,
      startAt: b.startAt.toISOString(),
      endAt: b.endAt.toISOString(),
      status: b.status,
      bookingType: b.bookingType,
      clientName: b.clientName,
      clientPhone: b.clientPhone,
      meetingLink: b.meetingLink ?? b.googleMeetLink,
      projectId: b.projectId,
    } satisfies DashboardBooking,
  }));
}

/** The card age in whole days: since the project entered its stage, else since it was created. */
const ageSince = sql`coalesce(${projects.stageEnteredAt}, ${projects.createdAt})`;
const daysInStage = (now: Date) =>
  sql<number>`floor(extract(epoch FROM (${now}::timestamptz - ${ageSince})) / ${DAY_SECONDS})::int`.mapWith(
    Number,
  );

export async function listOverdueProjects(
  db: Db,
  photographerId: string,
  now: Date,
): Promise<Capped<OverdueProject>> {
  const days = daysInStage(now);
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      clientId: projects.clientId,
      clientName,
      stageName: stages.name,
      stageColor: stages.color,
      daysInStage: days,
      total: windowTotal,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(
      and(
        eq(projects.photographerId, photographerId),
        eq(projects.status, "ACTIVE"),
        sql`${days} > ${OVERDUE_AFTER_DAYS}`,
      ),
    )
    .orderBy(asc(ageSince), asc(projects.id))
    .limit(DASHBOARD_LIMITS.overdueProjects);
  return capped(rows, (r) => ({
    id: r.id,
    title: r.title,
    clientId: r.clientId,
    clientName: r.clientName,
    stage: r.stageName === null ? null : { name: r.stageName, color: r.stageColor ?? "" },
    daysInStage: r.daysInStage,
  }));
}

/** Revenue received per proposal of the studio (the one definition, as the reports count it). */
function paidPerProposal(db: Db, photographerId: string) {
  return db
    .select({
      estimateId: sql<string>`rp.estimate_id`.as("paid_estimate_id"),
      cents: sql<number>`sum(rp.amount_cents)`.mapWith(Number).as("paid_cents"),
    })
    .from(sql`${revenuePayments(photographerId)} rp`)
    .groupBy(sql`rp.estimate_id`)
    .as("paid");
}

async function listProposals(
  db: Db,
  photographerId: string,
  condition: (balance: SQL) => SQL | undefined,
  waitingSince: SQL,
): Promise<Capped<AwaitingProposal>> {
  const paid = paidPerProposal(db, photographerId);
  const balance = sql<number>`greatest(${estimates.totalCents} - coalesce(${paid.cents}, 0), 0)`;
  const rows = await db
    .select({
      id: estimates.id,
      title: estimates.title,
      status: estimates.status,
      clientId: estimates.clientId,
      clientName,
      projectId: estimates.projectId,
      totalCents: estimates.totalCents,
      balanceCents: balance.mapWith(Number),
      sentAt: estimates.sentAt,
      signedAt: estimates.signedAt,
      total: windowTotal,
    })
    .from(estimates)
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .leftJoin(paid, eq(paid.estimateId, estimates.id))
    .where(and(eq(estimates.photographerId, photographerId), condition(balance)))
    .orderBy(asc(waitingSince), asc(estimates.id))
    .limit(DASHBOARD_LIMITS.proposals);
  return capped(rows, ({ total: _total, ...r }) => ({
    ...r,
    sentAt: r.sentAt?.toISOString() ?? null,
    signedAt: r.signedAt?.toISOString() ?? null,
  }));
}

/** Sent (sentAt set) and not signed yet: a sent proposal's status stays DRAFT or SENT. */
export const listAwaitingSignature = (db: Db, photographerId: string) =>
  listProposals(
    db,
    photographerId,
    () => and(isNotNull(estimates.sentAt), inArray(estimates.status, ["DRAFT", "SENT"])),
    sql`${estimates.sentAt}`,
  );

/** Signed or partly paid, with part of the total still due. */
export const listAwaitingPayment = (db: Db, photographerId: string) =>
  listProposals(
    db,
    photographerId,
    (balance) => and(inArray(estimates.status, ["SIGNED", "PAID_PARTIAL"]), gt(balance, 0)),
    sql`coalesce(${estimates.signedAt}, ${estimates.createdAt})`,
  );

/** Unread messages from clients, one row per client with the newest first. */
export async function listUnreadThreads(
  db: Db,
  photographerId: string,
): Promise<Capped<UnreadThread> & { clients: number }> {
  const lastAt = sql<Date>`max(${messages.createdAt})`.mapWith(messages.createdAt);
  const rows = await db
    .select({
      clientId: messages.clientId,
      clientName,
      count: sql<number>`count(*)`.mapWith(Number),
      lastMessage: sql<string>`(array_agg(left(${messages.content}, ${MESSAGE_SNIPPET_LENGTH}::int)
        ORDER BY ${messages.createdAt} DESC))[1]`,
      lastAt,
      total: sql<number>`sum(count(*)) OVER ()`.mapWith(Number),
      clients: windowTotal,
    })
    .from(messages)
    .innerJoin(clients, eq(clients.id, messages.clientId))
    .where(
      and(
        eq(messages.photographerId, photographerId),
        eq(messages.sentByPhotographer, false),
        isNull(messages.readAt),
      ),
    )
    .groupBy(messages.clientId, clients.firstName, clients.lastName)
    .orderBy(desc(lastAt), asc(messages.clientId))
    .limit(DASHBOARD_LIMITS.unreadThreads);
  return {
    items: rows.map(({ total: _total, clients: _clients, ...r }) => ({
      ...r,
      lastAt: r.lastAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    clients: rows[0]?.clients ?? 0,
  };
}
