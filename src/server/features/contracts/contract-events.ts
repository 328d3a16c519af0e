/**
 * The evidence log's hash chain, pure: each event's hash is the SHA-256 of the previous event's hash
 * followed by the canonical JSON of the event's own fields, so changing, removing or reordering any
 * event changes every hash after it. The first event's previous hash is GENESIS_HASH.
 */
import { createHash } from "node:crypto";
import { GENESIS_HASH } from "../../../shared/proposal-contract.js";

/** The fields an event's hash covers. */
export interface ChainedEventFields {
  contractId: string;
  seq: number;
  type: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  signer: string | null;
  data: Record<string, unknown>;
}

export interface ChainedEvent extends ChainedEventFields {
  hash: string;
  prevHash: string;
}

/**
 * JSON with object keys sorted at every depth and no spaces: one text for one value, whichever order
 * its keys were built or stored in (jsonb reorders them).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

export function eventHash(prevHash: string, event: ChainedEventFields): string {
  const fields = {
    contractId: event.contractId,
    seq: event.seq,
    type: event.type,
    at: event.at.toISOString(),
    ip: event.ip,
    userAgent: event.userAgent,
    signer: event.signer,
    data: event.data,
  };
  return sha256Hex(prevHash + canonicalJson(fields));
}

/**
 * Whether a log (in seq order) is whole and unchanged: numbered 1, 2, 3..., each linked to the one
 * before, each hash recomputed from its fields. The first broken event's seq when it is not.
 */
export function verifyChain(
  events: readonly ChainedEvent[],
): { valid: true } | { valid: false; seq: number } {
  let prev = GENESIS_HASH;
  for (const [i, event] of events.entries()) {
    if (event.seq !== i + 1 || event.prevHash !== prev || eventHash(prev, event) !== event.hash) {
      return { valid: false, seq: event.seq };
    }
    prev = event.hash;
  }
  return { valid: true };
}
