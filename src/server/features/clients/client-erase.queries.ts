/**
 * The statements of a client's erasure, each run in the caller's transaction and scoped by the studio.
 * Deletes answer how many rows went; the records that must stay are emptied of the person instead.
 */
import { type SQL, sql } from "drizzle-orm";
import { ERASED_CLIENT_NAME, ERASED_FIRST_NAME, ERASED_LAST_NAME } from "../../../shared/exports.js";
import { type DbOrTx, rowsOf } from "../../db/connect.js";

type Scope = { photographerId: string; clientId: string };

async function count(tx: DbOrTx, query: SQL): Promise<number> {
  return rowsOf(await tx.execute(query)).length;
}

async function scalar(tx: DbOrTx, query: SQL): Promise<number> {
  return Number(rowsOf<{ n: number | string }>(await tx.execute(query))[0]?.n ?? 0);
}

const clientProjects = ({ photographerId, clientId }: Scope) =>
  sql`(SELECT p.id FROM projects p WHERE p.photographer_id = ${photographerId} AND p.client_id = ${clientId})`;

/** The client's row, locked until the erasure commits (a second erasure waits for the first). */
export async function lockClient(tx: DbOrTx, { photographerId, clientId }: Scope) {
  const rows = rowsOf<{ id: string; email: string | null }>(
    await tx.execute(
      sql`SELECT id, email FROM clients WHERE photographer_id = ${photographerId} AND id = ${clientId} FOR UPDATE`,
    ),
  );
  return rows[0];
}

/** Deletes the client's files (their own and their messages' attachments); answers the stored keys. */
export async function deleteClientFiles(tx: DbOrTx, s: Scope): Promise<string[]> {
  const rows = rowsOf<{ storage_key: string }>(
    await tx.execute(
      sql`DELETE FROM files f WHERE f.photographer_id = ${s.photographerId}
            AND (f.client_id = ${s.clientId}
                 OR f.message_id IN (SELECT m.id FROM messages m
                                      WHERE m.photographer_id = ${s.photographerId} AND m.client_id = ${s.clientId}))
          RETURNING f.storage_key`,
    ),
  );
  return rows.map((row) => row.storage_key);
}

/** What may simply go: each kind with the count of rows deleted. */
export async function deleteErasable(tx: DbOrTx, s: Scope, email: string | null) {
  const { photographerId: p, clientId: c } = s;
  const messages = await count(
    tx,
    sql`DELETE FROM messages WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
  );
  const questionnaireAnswers = await count(
    tx,
    sql`DELETE FROM project_questionnaires WHERE photographer_id = ${p} AND project_id IN ${clientProjects(s)} RETURNING 1`,
  );
  const activity = await count(
    tx,
    sql`DELETE FROM project_activity_logs WHERE photographer_id = ${p} AND project_id IN ${clientProjects(s)} RETURNING 1`,
  );
  const portalAccess =
    (await count(
      tx,
      sql`DELETE FROM users WHERE photographer_id = ${p} AND client_id = ${c} AND role = 'CLIENT' RETURNING 1`,
    )) +
    (await count(
      tx,
      sql`DELETE FROM client_portal_tokens WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
    )) +
    (await count(
      tx,
      sql`DELETE FROM reply_tokens WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
    ));
  const campaigns =
    (await count(
      tx,
      sql`DELETE FROM drip_deliveries WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
    )) +
    (await count(
      tx,
      sql`DELETE FROM drip_subscriptions WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
    ));
  const emailAndTextHistory =
    (await count(
      tx,
      sql`DELETE FROM email_logs WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
    )) +
    (await count(
      tx,
      sql`DELETE FROM sms_logs WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
    )) +
    (email
      ? await count(
          tx,
          sql`DELETE FROM outbox_messages WHERE photographer_id = ${p} AND lower(to_address) = lower(${email}) RETURNING 1`,
        )
      : 0);
  // A proposal goes unless it is signed, carries money, or holds a signed contract: the database
  // refuses those deletions (migrations' keep-signed and keep-money triggers), and rightly.
  const unsignedProposals = await count(
    tx,
    sql`DELETE FROM estimates e WHERE e.photographer_id = ${p} AND e.client_id = ${c} AND e.signed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM estimate_payments ep WHERE ep.estimate_id = e.id AND upper(ep.status) <> 'PENDING')
          AND NOT EXISTS (SELECT 1 FROM proposal_contracts pc WHERE pc.estimate_id = e.id AND pc.client_signed_at IS NOT NULL)
        RETURNING 1`,
  );
  return {
    messages,
    questionnaireAnswers,
    activity,
    portalAccess,
    campaigns,
    emailAndTextHistory,
    unsignedProposals,
  };
}

/**
 * The records that stay, emptied of the person: the client's name replaced and contact fields cleared
 * on the client, their projects, proposals and bookings. Signed contracts are left as signed: their text
 * is fingerprinted, and changing it would make the signed document unverifiable.
 */
export async function anonymizeKept(tx: DbOrTx, s: Scope) {
  const { photographerId: p, clientId: c } = s;
  await tx.execute(
    sql`UPDATE clients SET first_name = ${ERASED_FIRST_NAME}, last_name = ${ERASED_LAST_NAME}, email = NULL,
               phone = NULL, notes = NULL, event_date = NULL, has_event_date = false, sms_opt_in = false,
               email_opt_in = false, archived_at = coalesce(archived_at, now()), updated_at = now()
         WHERE photographer_id = ${p} AND id = ${c}`,
  );
  const projects = await count(
    tx,
    sql`UPDATE projects SET title = ${ERASED_CLIENT_NAME}, notes = NULL, venue = NULL, gallery_url = NULL,
               sms_opt_in = false, email_opt_in = false, updated_at = now()
         WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
  );
  await tx.execute(
    sql`UPDATE estimates SET signed_by_name = CASE WHEN signed_by_name IS NULL THEN NULL ELSE ${ERASED_CLIENT_NAME} END,
               signed_by_email = NULL, signed_ip = NULL, signed_user_agent = NULL, updated_at = now()
         WHERE photographer_id = ${p} AND client_id = ${c}`,
  );
  const bookings = await count(
    tx,
    sql`UPDATE bookings SET client_name = CASE WHEN client_name IS NULL THEN NULL ELSE ${ERASED_CLIENT_NAME} END,
               client_email = NULL, client_phone = NULL, description = NULL, answers = NULL, cancel_reason = NULL,
               updated_at = now()
         WHERE photographer_id = ${p} AND client_id = ${c} RETURNING 1`,
  );
  return { projects, bookings };
}

/** Counts of what stayed, for the answer. */
export async function keptCounts(tx: DbOrTx, s: Scope) {
  const { photographerId: p, clientId: c } = s;
  const payments = await scalar(
    tx,
    sql`SELECT count(*) AS n FROM estimate_payments WHERE photographer_id = ${p} AND client_id = ${c}`,
  );
  const refunds = await scalar(
    tx,
    sql`SELECT count(*) AS n FROM payment_refunds r JOIN estimate_payments ep ON ep.id = r.payment_id
         WHERE r.photographer_id = ${p} AND ep.client_id = ${c}`,
  );
  const signedProposals = await scalar(
    tx,
    sql`SELECT count(*) AS n FROM estimates WHERE photographer_id = ${p} AND client_id = ${c} AND signed_at IS NOT NULL`,
  );
  const otherProposals = await scalar(
    tx,
    sql`SELECT count(*) AS n FROM estimates WHERE photographer_id = ${p} AND client_id = ${c} AND signed_at IS NULL`,
  );
  const signedContracts = await scalar(
    tx,
    sql`SELECT count(*) AS n FROM proposal_contracts pc JOIN estimates e ON e.id = pc.estimate_id
         WHERE pc.photographer_id = ${p} AND e.client_id = ${c} AND pc.client_signed_at IS NOT NULL`,
  );
  const bookingPayments = await scalar(
    tx,
    sql`SELECT count(*) AS n FROM booking_payments bp
         WHERE bp.photographer_id = ${p}
           AND (bp.client_id = ${c} OR bp.booking_id IN (SELECT b.id FROM bookings b
                                                          WHERE b.photographer_id = ${p} AND b.client_id = ${c}))`,
  );
  return {
    payments,
    refunds,
    signedProposals,
    paidProposals: otherProposals,
    signedContracts,
    bookingPayments,
  };
}
