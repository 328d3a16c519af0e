/**
 * The dashboard's reads: each section scoped by photographer_id and capped in SQL. The first rows of a
 * section come off an index in the order shown (the partial indexes of migration 0030), and its total is
 * a count that index answers, so a studio of 200,000 projects costs little more than one of ten; the
 * unread messages, being few, carry their totals as window counts.
 *
 * `now` is a parameter so tests can pin the clock; "today" is the studio's calendar day in its zone.
 */
import { and, asc, desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
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
import { proposalRevenue } from "../payments/revenue.queries.js";

const DAY_SECONDS = 86_400;

const clientName = sql<string>`${clients.firstName} || ' ' || ${clients.lastName}`;

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

/**
 * Active projects more than OVERDUE_AFTER_DAYS whole days in their stage, longest waiting first. "More than
 * N whole days" is "waiting since N + 1 days (of 86,400 s) ago or earlier", a bound on the indexed age
 * (projects_active_age_idx), so the first rows come straight off the index. The total is the studio's
 * active projects less those not yet overdue: `activeProjects` is the count the summary already made,
 * and the recent ones are few, so no request counts a big studio's active projects twice.
 */
export async function listOverdueProjects(
  db: Db,
  photographerId: string,
  now: Date,
  activeProjects: Promise<number>,
): Promise<Capped<OverdueProject>> {
  const cutoff = new Date(now.getTime() - (OVERDUE_AFTER_DAYS + 1) * DAY_SECONDS * 1000);
  const active = and(eq(projects.photographerId, photographerId), sql`${projects.status} = 'ACTIVE'`);
  const overdue = and(active, sql`${ageSince} <= ${cutoff}::timestamptz`);
  const first = db
    .select({
      id: projects.id,
      title: projects.title,
      clientId: projects.clientId,
      stageId: projects.stageId,
      since: sql<Date>`${ageSince}`.as("since"),
    })
    .from(projects)
    .where(overdue)
    .orderBy(asc(ageSince), asc(projects.id))
    .limit(DASHBOARD_LIMITS.overdueProjects)
    .as("first");
  const [rows, [recent], allActive] = await Promise.all([
    db
      .select({
        id: first.id,
        title: first.title,
        clientId: first.clientId,
        clientName,
        stageName: stages.name,
        stageColor: stages.color,
        daysInStage:
          sql<number>`floor(extract(epoch FROM (${now}::timestamptz - ${first.since})) / ${DAY_SECONDS})::int`.mapWith(
            Number,
          ),
      })
      .from(first)
      .innerJoin(clients, eq(clients.id, first.clientId))
      .leftJoin(stages, eq(stages.id, first.stageId))
      .orderBy(asc(first.since), asc(first.id)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .where(and(active, sql`${ageSince} > ${cutoff}::timestamptz`)),
    activeProjects,
  ]);
  return {
    // Never fewer than shown: the two counts are separate statements, a write may fall between them.
    total: Math.max(rows.length, allActive - (recent?.count ?? 0)),
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      clientId: r.clientId,
      clientName: r.clientName,
      stage: r.stageName === null ? null : { name: r.stageName, color: r.stageColor ?? "" },
      daysInStage: r.daysInStage,
    })),
  };
}

/**
 * Proposals of the studio matching `waiting` (a condition one of the partial indexes of migration 0030
 * answers), longest waiting first, each with what is still due on it (read through its own payments);
 * `owing` keeps only those with money due. `total` counts them all.
 */
async function listProposals(
  db: Db,
  photographerId: string,
  waiting: SQL,
  waitingSince: SQL,
  total: (where: SQL | undefined) => Promise<number>,
  owing = false,
): Promise<Capped<AwaitingProposal>> {
  const balance = sql`greatest(${estimates.totalCents} - ${proposalRevenue(photographerId, sql`${estimates.id}`)}, 0)`;
  const where = and(eq(estimates.photographerId, photographerId), waiting);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: estimates.id,
        title: estimates.title,
        status: estimates.status,
        clientId: estimates.clientId,
        clientName,
        projectId: estimates.projectId,
        totalCents: estimates.totalCents,
        balanceCents: sql<number>`${balance}`.mapWith(Number),
        sentAt: estimates.sentAt,
        signedAt: estimates.signedAt,
      })
      .from(estimates)
      .innerJoin(clients, eq(clients.id, estimates.clientId))
      .where(owing ? and(where, sql`${balance} > 0`) : where)
      .orderBy(asc(waitingSince), asc(estimates.id))
      .limit(DASHBOARD_LIMITS.proposals),
    total(where),
  ]);
  return {
    // Never fewer than shown: the count may come from another statement, a write may fall between them.
    total: Math.max(rows.length, counted),
    items: rows.map((r) => ({
      ...r,
      sentAt: r.sentAt?.toISOString() ?? null,
      signedAt: r.signedAt?.toISOString() ?? null,
    })),
  };
}

/** Sent (sentAt set) and not signed yet: a sent proposal's status stays DRAFT or SENT. */
export const listAwaitingSignature = (db: Db, photographerId: string) =>
  listProposals(
    db,
    photographerId,
    sql`${estimates.sentAt} IS NOT NULL AND ${estimates.status} IN ('DRAFT', 'SENT')`,
    sql`${estimates.sentAt}`,
    async (where) => {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(estimates)
        .where(where);
      return row?.count ?? 0;
    },
  );

/**
 * Signed or partly paid, with part of the total still due. How many there are is `owingCount`: the
 * reports summary counts them in the same pass over the studio's money as the outstanding balance.
 */
export const listAwaitingPayment = (db: Db, photographerId: string, owingCount: Promise<number>) =>
  listProposals(
    db,
    photographerId,
    sql`${estimates.status} IN ('SIGNED', 'PAID_PARTIAL')`,
    sql`coalesce(${estimates.signedAt}, ${estimates.createdAt})`,
    () => owingCount,
    true,
  );

/** Unread messages from clients, one row per client with the newest first. */
export async function listUnreadThreads(
  db: Db,
  photographerId: string,
): Promise<Capped<UnreadThread> & { clients: number }> {
  const lastAt = sql<Date>`max(${messages.createdAt})`;
  // Group the unread messages alone (the partial index messages_unread_idx holds just them), then name
  // the few clients shown.
  const threads = db
    .select({
      clientId: messages.clientId,
      count: sql<number>`count(*)`.as("count"),
      lastMessage: sql<string>`(array_agg(left(${messages.content}, ${MESSAGE_SNIPPET_LENGTH}::int)
        ORDER BY ${messages.createdAt} DESC))[1]`.as("last_message"),
      lastAt: lastAt.as("last_at"),
      total: sql<number>`sum(count(*)) OVER ()`.as("total"),
      clients: sql<number>`count(*) OVER ()`.as("clients"),
    })
    .from(messages)
    .where(
      and(
        eq(messages.photographerId, photographerId),
        sql`${messages.sentByPhotographer} = false AND ${messages.readAt} IS NULL`,
      ),
    )
    .groupBy(messages.clientId)
    .orderBy(desc(lastAt), asc(messages.clientId))
    .limit(DASHBOARD_LIMITS.unreadThreads)
    .as("threads");
  const rows = await db
    .select({
      clientId: threads.clientId,
      clientName,
      count: sql<number>`${threads.count}`.mapWith(Number),
      lastMessage: threads.lastMessage,
      lastAt: sql<Date>`${threads.lastAt}`.mapWith(messages.createdAt),
      total: sql<number>`${threads.total}`.mapWith(Number),
      clients: sql<number>`${threads.clients}`.mapWith(Number),
    })
    .from(threads)
    .innerJoin(clients, eq(clients.id, threads.clientId))
    .orderBy(desc(threads.lastAt), asc(threads.clientId));
  return {
    items: rows.map(({ total: _total, clients: _clients, ...r }) => ({
      ...r,
      lastAt: r.lastAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    clients: rows[0]?.clients ?? 0,
  };
}
