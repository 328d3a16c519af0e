/** The studio's calendar connection columns, its iCalendar feeds, and what a feed lists. */
import { and, asc, desc, eq, gte, isNotNull, isNull, ne, notInArray } from "drizzle-orm";
import { NOT_AN_APPOINTMENT } from "../../../shared/scheduling.js";
import type { DbOrTx } from "../../db/connect.js";
import { bookings, calendarFeeds, clients, photographers, projects } from "../../db/schema/index.js";

/** The studio's Google connection (tokens, calendar, OAuth state). */
export async function findCalendarConnection(tx: DbOrTx, photographerId: string) {
  const [row] = await tx
    .select({
      accessToken: photographers.calendarAccessToken,
      refreshToken: photographers.calendarRefreshToken,
      expiry: photographers.calendarTokenExpiry,
      scope: photographers.calendarScope,
      calendarId: photographers.calendarId,
      email: photographers.calendarEmail,
      connectedAt: photographers.calendarConnectedAt,
      oauthState: photographers.calendarOauthState,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row;
}

/** Sets calendar columns of the studio's row (tokens, connection, OAuth state). */
export async function updateCalendarColumns(
  tx: DbOrTx,
  photographerId: string,
  values: Partial<typeof photographers.$inferInsert>,
): Promise<void> {
  await tx.update(photographers).set(values).where(eq(photographers.id, photographerId));
}

/** The studio's live feed (the newest unrevoked one). */
export async function findLiveFeed(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.photographerId, photographerId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.createdAt))
    .limit(1);
  return row;
}

export async function revokeFeeds(tx: DbOrTx, photographerId: string): Promise<void> {
  await tx
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(and(eq(calendarFeeds.photographerId, photographerId), isNull(calendarFeeds.revokedAt)));
}

export async function insertFeed(tx: DbOrTx, photographerId: string, token: string): Promise<void> {
  await tx.insert(calendarFeeds).values({ photographerId, token });
}

/** The studio behind a live feed token. */
export async function findFeedStudio(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ photographerId: calendarFeeds.photographerId, businessName: photographers.businessName })
    .from(calendarFeeds)
    .innerJoin(photographers, eq(photographers.id, calendarFeeds.photographerId))
    .where(and(eq(calendarFeeds.token, token), isNull(calendarFeeds.revokedAt)));
  return row;
}

/** The studio's bookings not cancelled and ending after `since`, by start. */
export async function listFeedBookings(db: DbOrTx, photographerId: string, since: Date) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        notInArray(bookings.status, [...NOT_AN_APPOINTMENT]),
        gte(bookings.endAt, since),
      ),
    )
    .orderBy(asc(bookings.startAt));
}

/** The studio's projects not cancelled with an event date on or after `sinceDate`, by date. */
export async function listFeedProjects(db: DbOrTx, photographerId: string, sinceDate: string) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      eventDate: projects.eventDate,
      projectType: projects.projectType,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        eq(projects.photographerId, photographerId),
        isNotNull(projects.eventDate),
        ne(projects.status, "CANCELLED"),
        gte(projects.eventDate, sinceDate),
      ),
    )
    .orderBy(asc(projects.eventDate));
}
