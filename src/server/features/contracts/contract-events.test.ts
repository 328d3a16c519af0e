/**
 * The evidence log: its hash chain recomputed from the stored rows, a tampered row found, and the
 * database itself refusing to change or remove an event (raw SQL, past the app).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENESIS_HASH } from "../../../shared/proposal-contract.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { canonicalJson, eventHash, verifyChain } from "./contract-events.js";
import { listContractEvents } from "./contract-events.queries.js";
import { contractFixture } from "./proposal-contract.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
const f = contractFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Chain Studio" });
});
afterAll(() => ctx?.close());

async function signedContract() {
  const { proposal } = await f.proposalWithContract(a);
  const signed = await f.clientSigns(proposal.token);
  const events = await listContractEvents(ctx.database.db, a.photographerId, signed.id);
  return { proposal, contractId: signed.id, events };
}

describe("canonical JSON", () => {
  it("is one text whatever the key order, at every depth", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { y: 2, z: 1 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: "x" })).toBe('{"a":"x","b":1}');
  });
});

describe("the hash chain", () => {
  it("links every stored event to the one before, recomputed from its fields", async () => {
    const { events, contractId } = await signedContract();
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(events[0]!.prevHash).toBe(GENESIS_HASH);
    for (const [i, e] of events.entries()) {
      const prev = i === 0 ? GENESIS_HASH : events[i - 1]!.hash;
      expect(e.prevHash).toBe(prev);
      expect(e.hash).toBe(eventHash(prev, { ...e, contractId }));
    }
    expect(verifyChain(events)).toEqual({ valid: true });
  });

  it("breaks at a changed, removed or reordered event", async () => {
    const { events } = await signedContract();
    const changed = events.map((e, i) => (i === 1 ? { ...e, ip: "198.51.100.1" } : e));
    expect(verifyChain(changed)).toEqual({ valid: false, seq: 2 });
    expect(verifyChain([events[0]!, ...events.slice(2)])).toMatchObject({ valid: false });
    expect(verifyChain([events[1]!, events[0]!, ...events.slice(2)])).toMatchObject({ valid: false });
    const data = events.map((e, i) => (i === 3 ? { ...e, data: { ...e.data, inputs: {} } } : e));
    expect(verifyChain(data)).toEqual({ valid: false, seq: 4 });
  });

  it("answers the studio's log with type, time, IP, user agent, signer and both hashes", async () => {
    const { proposal, events } = await signedContract();
    const res = await f.api(a).get(`/api/proposals/${proposal.id}/contract/events`);
    expect(res.statusCode).toBe(200);
    const listed = res.json() as Record<string, unknown>[];
    expect(listed.map((e) => e.hash)).toEqual(events.map((e) => e.hash));
    expect(listed[3]).toEqual({
      type: "signed",
      at: events[3]!.at.toISOString(),
      ip: f.meta.ip,
      userAgent: f.meta.userAgent,
      signer: "Zoë Łukasz",
      hash: events[3]!.hash,
      prevHash: events[2]!.hash,
    });
  });
});

describe("the database", () => {
  const refused = async (statement: string, values: unknown[]) => {
    await expect(ctx.database.executeSql(statement, values)).rejects.toThrow(/append-only/);
  };

  it("refuses UPDATE, DELETE and TRUNCATE on the log", async () => {
    const { contractId, events } = await signedContract();
    await refused("UPDATE contract_events SET ip = '198.51.100.1' WHERE contract_id = $1", [contractId]);
    await refused("UPDATE contract_events SET data = '{}'::jsonb WHERE id = $1", [events[3]!.id]);
    await refused("DELETE FROM contract_events WHERE id = $1", [events[3]!.id]);
    await refused("DELETE FROM contract_events WHERE contract_id = $1", [contractId]);
    await expect(ctx.database.executeSql("TRUNCATE contract_events")).rejects.toThrow(/append-only/);
    const after = await listContractEvents(ctx.database.db, a.photographerId, contractId);
    expect(after).toEqual(events);
  });

  it("refuses to delete a signed contract, and lets an unsigned one go with its log", async () => {
    const { contractId } = await signedContract();
    await expect(
      ctx.database.executeSql("DELETE FROM proposal_contracts WHERE id = $1", [contractId]),
    ).rejects.toThrow(/signed and cannot be deleted/);
    const { proposal } = await f.proposalWithContract(a);
    const unsigned = (await f.api(a).get(`/api/proposals/${proposal.id}/contract`)).json().id as string;
    const count = async () =>
      (
        await ctx.database.executeSql(
          "SELECT count(*)::int AS n FROM contract_events WHERE contract_id = $1",
          [unsigned],
        )
      ).rows[0]!.n;
    expect(await count()).toBe(1);
    const res = await f.api(a).delete(`/api/proposals/${proposal.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await count()).toBe(0);
  });
});
