/**
 * Every SQL statement of Twilio's status callback: a sent text's delivery outcome, found by Twilio's
 * MessageSid. Twilio's sids are unique across accounts, and the callback is signed, so the sid alone
 * names the studio's row (the callback carries nothing else of the studio).
 */
import { and, eq, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { smsLogs } from "../../db/schema/index.js";

/** The outcomes after which nothing changes: callbacks arrive out of order, and a late one is older news. */
export const FINAL_SMS_STATUSES = ["delivered", "failed"] as const;
export type FinalSmsStatus = (typeof FINAL_SMS_STATUSES)[number];

/**
 * Records a text's final outcome in one statement, unless it already has one: the condition is checked
 * again on the locked row, so two callbacks at once cannot both win. Answers whether a row changed.
 */
export async function settleOutboundSms(
  db: DbOrTx,
  providerId: string,
  status: FinalSmsStatus,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(smsLogs)
    .set(status === "delivered" ? { status, deliveredAt: at } : { status })
    .where(
      and(
        eq(smsLogs.providerId, providerId),
        eq(smsLogs.direction, "OUTBOUND"),
        notInArray(smsLogs.status, [...FINAL_SMS_STATUSES]),
      ),
    )
    .returning({ id: smsLogs.id });
  return rows.length > 0;
}

/** Whether Twilio's sid names a text the app sent. */
export async function outboundSmsExists(db: DbOrTx, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: smsLogs.id })
    .from(smsLogs)
    .where(and(eq(smsLogs.providerId, providerId), eq(smsLogs.direction, "OUTBOUND")))
    .limit(1);
  return row !== undefined;
}
