/**
 * A proposal's contract: its reads (by the studio's proposal id, or by the proposal's public token) and
 * its writes, each a conditional UPDATE whose condition is the state the rule needs, so that a
 * signature landing meanwhile always wins over an edit and only one of many signatures is taken.
 */
import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  clients,
  contractPdfs,
  contractTemplates,
  estimates,
  photographers,
  proposalContracts,
} from "../../db/schema/index.js";
import { clientColumnsWithEventDate } from "../clients/event-date.queries.js";

export type ContractRow = typeof proposalContracts.$inferSelect;

const UNSIGNED = and(
  isNull(proposalContracts.clientSignedAt),
  inArray(proposalContracts.status, ["DRAFT", "SENT"]),
);

/** The proposal with what a contract's fields and PDF need: its studio, client, event date and venue. */
const proposalSelection = (db: DbOrTx) =>
  db
    .select({
      estimate: {
        id: estimates.id,
        photographerId: estimates.photographerId,
        clientId: estimates.clientId,
        title: estimates.title,
        currency: estimates.currency,
        totalCents: estimates.totalCents,
        token: estimates.token,
      },
      studio: {
        name: photographers.businessName,
        email: photographers.emailFromAddr,
        phone: photographers.phone,
        logoUrl: photographers.logoUrl,
        brandPrimary: photographers.brandPrimary,
        timezone: photographers.timezone,
      },
      client: {
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
        // The proposal's project's date, else the client's (the one rule of event-date.queries.ts).
        eventDate: sql<
          string | null
        >`coalesce((SELECT p.event_date::text FROM projects p WHERE p.id = ${estimates.projectId}), ${clientColumnsWithEventDate.eventDate})`,
      },
      venue: sql<string | null>`(SELECT p.venue FROM projects p WHERE p.id = ${estimates.projectId})`,
    })
    .from(estimates)
    .innerJoin(photographers, eq(photographers.id, estimates.photographerId))
    .innerJoin(clients, eq(clients.id, estimates.clientId));

export async function findContractProposal(db: DbOrTx, photographerId: string, estimateId: string) {
  const [row] = await proposalSelection(db).where(
    and(eq(estimates.photographerId, photographerId), eq(estimates.id, estimateId)),
  );
  return row;
}

export async function findContractProposalByToken(db: DbOrTx, token: string) {
  const [row] = await proposalSelection(db).where(eq(estimates.token, token));
  return row;
}

export type ContractProposalRow = NonNullable<Awaited<ReturnType<typeof findContractProposal>>>;

export async function findContractTemplate(db: DbOrTx, photographerId: string, templateId: string) {
  const [row] = await db
    .select({ id: contractTemplates.id, name: contractTemplates.name, body: contractTemplates.body })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.photographerId, photographerId), eq(contractTemplates.id, templateId)));
  return row;
}

export async function findContract(db: DbOrTx, photographerId: string, estimateId: string, lock = false) {
  const query = db
    .select()
    .from(proposalContracts)
    .where(
      and(eq(proposalContracts.photographerId, photographerId), eq(proposalContracts.estimateId, estimateId)),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertContract(db: DbOrTx, values: typeof proposalContracts.$inferInsert) {
  const [row] = await db.insert(proposalContracts).values(values).returning();
  return row!;
}

/** Rewrites an unsigned contract's text; undefined when it was signed (or voided) meanwhile. */
export async function updateUnsignedContract(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<ContractRow, "templateId" | "title" | "body" | "html" | "documentHash">>,
) {
  const [row] = await db
    .update(proposalContracts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(proposalContracts.id, id), UNSIGNED))
    .returning();
  return row;
}

export async function markContractSent(db: DbOrTx, id: string) {
  const [row] = await db
    .update(proposalContracts)
    .set({ status: "SENT", updatedAt: new Date() })
    .where(and(eq(proposalContracts.id, id), eq(proposalContracts.status, "DRAFT")))
    .returning({ id: proposalContracts.id });
  return row !== undefined;
}

/**
 * The client's signature: taken only while the contract is unsigned and its stored hash is still the
 * one the client opened. One statement, so of many parallel signatures exactly one wins.
 */
export async function clientSignContract(
  db: DbOrTx,
  id: string,
  openedHash: string,
  values: Partial<ContractRow>,
) {
  const [row] = await db
    .update(proposalContracts)
    .set({ ...values, status: "CLIENT_SIGNED", updatedAt: new Date() })
    .where(and(eq(proposalContracts.id, id), UNSIGNED, eq(proposalContracts.documentHash, openedHash)))
    .returning();
  return row;
}

export async function countersignContract(db: DbOrTx, id: string, values: Partial<ContractRow>) {
  const [row] = await db
    .update(proposalContracts)
    .set({ ...values, status: "COMPLETED", updatedAt: new Date() })
    .where(and(eq(proposalContracts.id, id), eq(proposalContracts.status, "CLIENT_SIGNED")))
    .returning();
  return row;
}

export async function voidContract(db: DbOrTx, id: string, reason: string, at: Date) {
  const [row] = await db
    .update(proposalContracts)
    .set({ status: "VOID", voidReason: reason, voidedAt: at, updatedAt: at })
    .where(and(eq(proposalContracts.id, id), ne(proposalContracts.status, "VOID")))
    .returning();
  return row;
}

/** Whether a signed contract belongs to this proposal, or to one of this client's. */
export async function hasSignedContract(
  db: DbOrTx,
  photographerId: string,
  of: { clientId: string } | { estimateId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: proposalContracts.id })
    .from(proposalContracts)
    .innerJoin(estimates, eq(estimates.id, proposalContracts.estimateId))
    .where(
      and(
        eq(proposalContracts.photographerId, photographerId),
        isNotNull(proposalContracts.clientSignedAt),
        "clientId" in of ? eq(estimates.clientId, of.clientId) : eq(estimates.id, of.estimateId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Remembers a PDF handed out (the same bytes twice are one row). */
export async function recordIssuedPdf(
  db: DbOrTx,
  contractId: string,
  photographerId: string,
  sha256: string,
) {
  await db.insert(contractPdfs).values({ contractId, photographerId, sha256 }).onConflictDoNothing();
}

export async function findIssuedPdf(db: DbOrTx, sha256: string) {
  const [row] = await db
    .select({ contractId: contractPdfs.contractId })
    .from(contractPdfs)
    .where(eq(contractPdfs.sha256, sha256));
  return row;
}

/** The contract of a public proposal token (for the client's own PDF). */
export async function findContractByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ contract: proposalContracts })
    .from(proposalContracts)
    .innerJoin(estimates, eq(estimates.id, proposalContracts.estimateId))
    .where(eq(estimates.token, token));
  return row?.contract;
}
