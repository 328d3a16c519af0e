/** The evidence log's statements: appended under the contract's row lock, read in order. */
import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { contractEvents, proposalContracts } from "../../db/schema/index.js";

/** Takes the contract's row lock: appends to its log are one at a time, so seq and prev_hash follow. */
export async function lockContractRow(tx: DbOrTx, contractId: string): Promise<void> {
  await tx
    .select({ id: proposalContracts.id })
    .from(proposalContracts)
    .where(eq(proposalContracts.id, contractId))
    .for("update");
}

export async function lastContractEvent(tx: DbOrTx, contractId: string) {
  const [row] = await tx
    .select({ seq: contractEvents.seq, hash: contractEvents.hash })
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(desc(contractEvents.seq))
    .limit(1);
  return row;
}

export async function insertContractEvent(tx: DbOrTx, row: typeof contractEvents.$inferInsert) {
  await tx.insert(contractEvents).values(row);
}

export async function listContractEvents(db: DbOrTx, photographerId: string, contractId: string) {
  return db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.photographerId, photographerId), eq(contractEvents.contractId, contractId)))
    .orderBy(asc(contractEvents.seq));
}

export type ContractEventRow = Awaited<ReturnType<typeof listContractEvents>>[number];
