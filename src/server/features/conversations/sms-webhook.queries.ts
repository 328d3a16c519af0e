/** Every SQL statement of the Twilio SMS webhook: which studio and which client a text belongs to. */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, photographers, smsLogs } from "../../db/schema/index.js";

/** The studio whose own SMS number the text was sent to. */
export async function findStudioBySmsNumber(db: DbOrTx, smsNumber: string): Promise<string | undefined> {
  const [studio] = await db
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.smsNumber, smsNumber))
    .limit(1);
  return studio?.id;
}

/** The studio that last texted this number (from the shared number), if any did. */
export async function findStudioOfLastOutboundSms(db: DbOrTx, phone: string): Promise<string | undefined> {
  const [row] = await db
    .select({ photographerId: smsLogs.photographerId })
    .from(smsLogs)
    .where(and(eq(smsLogs.direction, "OUTBOUND"), eq(smsLogs.toPhone, phone)))
    .orderBy(desc(smsLogs.createdAt))
    .limit(1);
  return row?.photographerId;
}

/**
 * The studio's clients whose phone ends in the same last seven digits: phones are kept as typed, so the
 * caller normalises each one to find the exact match. Live clients first, then the most recently touched.
 */
export async function listClientsWithPhoneEnding(db: DbOrTx, photographerId: string, lastDigits: string) {
  return db
    .select({ id: clients.id, phone: clients.phone })
    .from(clients)
    .where(
      and(
        eq(clients.photographerId, photographerId),
        isNotNull(clients.phone),
        sql`right(regexp_replace(${clients.phone}, '[^0-9]', '', 'g'), ${lastDigits.length}) = ${lastDigits}`,
      ),
    )
    .orderBy(
      sql`${clients.archivedAt} IS NOT NULL`,
      desc(clients.updatedAt),
      desc(clients.createdAt),
      desc(clients.id),
    );
}

/** Whether this Twilio message (its MessageSid) was already stored: Twilio retries a webhook that timed out. */
export async function inboundSmsExists(db: DbOrTx, photographerId: string, providerId: string) {
  const [row] = await db
    .select({ id: smsLogs.id })
    .from(smsLogs)
    .where(
      and(
        eq(smsLogs.photographerId, photographerId),
        eq(smsLogs.direction, "INBOUND"),
        eq(smsLogs.providerId, providerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateClientSmsOptIn(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
  smsOptIn: boolean,
): Promise<void> {
  await db
    .update(clients)
    .set({ smsOptIn, updatedAt: new Date() })
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)));
}
