/**
 * Appending to a contract's evidence log. Every append happens inside the transaction that made the
 * change it records, under the contract's row lock, so the log and the contract never disagree and
 * two appends never take the same seq.
 */
import { type ContractEventType, GENESIS_HASH } from "../../../shared/proposal-contract.js";
import type { DbOrTx } from "../../db/connect.js";
import { eventHash } from "./contract-events.js";
import { insertContractEvent, lastContractEvent, lockContractRow } from "./contract-events.queries.js";

export interface RequestMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export interface NewContractEvent {
  type: ContractEventType;
  signer?: string | null;
  data?: Record<string, unknown>;
  at?: Date;
}

export async function appendContractEvent(
  tx: DbOrTx,
  contract: { id: string; photographerId: string },
  event: NewContractEvent,
  meta: RequestMeta = {},
): Promise<void> {
  await lockContractRow(tx, contract.id);
  const last = await lastContractEvent(tx, contract.id);
  const fields = {
    contractId: contract.id,
    seq: (last?.seq ?? 0) + 1,
    type: event.type,
    at: event.at ?? new Date(),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    signer: event.signer ?? null,
    data: event.data ?? {},
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  await insertContractEvent(tx, {
    ...fields,
    photographerId: contract.photographerId,
    prevHash,
    hash: eventHash(prevHash, fields),
  });
}
