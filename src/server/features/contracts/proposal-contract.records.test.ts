/**
 * Signed contracts are kept: deleting their proposal or client is refused with a message offering to
 * void or archive instead; and of many parallel signatures exactly one is taken (PostgreSQL, where
 * transactions really run at once).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { CLIENT_HAS_SIGNED_CONTRACT } from "../clients/clients.service.js";
import { PROPOSAL_HAS_SIGNED_CONTRACT } from "../proposals/proposals.service.js";
import { listContractEvents } from "./contract-events.queries.js";
import { contractFixture, signaturePng } from "./proposal-contract.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
const f = contractFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Records Studio" });
});
afterAll(() => ctx?.close());

describe("deleting", () => {
  it("refuses a proposal or client whose contract the client signed, even once it is void", async () => {
    const { proposal, clientId } = await f.proposalWithContract(a);
    await f.clientSigns(proposal.token);
    const del = await f.api(a).delete(`/api/proposals/${proposal.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ message: PROPOSAL_HAS_SIGNED_CONTRACT, canArchive: true });
    expect(del.json().message).toMatch(/void .* or archive/i);
    const client = await f.api(a).delete(`/api/clients/${clientId}`);
    expect(client.statusCode).toBe(409);
    expect(client.json().message).toBe(CLIENT_HAS_SIGNED_CONTRACT);

    await f.api(a).post(`/api/proposals/${proposal.id}/contract/void`, { reason: "Cancelled" });
    expect((await f.api(a).delete(`/api/proposals/${proposal.id}`)).statusCode).toBe(409);
    expect((await f.api(a).get(`/api/proposals/${proposal.id}/contract`)).statusCode).toBe(200);
  });

  it("lets a proposal with an unsigned contract be deleted, the contract with it", async () => {
    const { proposal, clientId } = await f.proposalWithContract(a);
    expect((await f.api(a).delete(`/api/proposals/${proposal.id}`)).statusCode).toBe(200);
    expect((await f.api(a).get(`/api/proposals/${proposal.id}/contract`)).statusCode).toBe(404);
    expect((await f.api(a).delete(`/api/clients/${clientId}`)).statusCode).toBe(200);
  });
});

describe.runIf(testDbKind() === "postgres")("parallel signatures", () => {
  it("takes exactly one of 20 signatures posted at once", async () => {
    const { proposal } = await f.proposalWithContract(a);
    await f.signing().openForSigning(proposal.token, f.meta);
    const signing = f.signing();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        signing.clientSign(
          proposal.token,
          {
            consent: true,
            signedByName: `Signer ${i}`,
            signatureImageUrl: signaturePng(),
            inputs: { "Second contact": `Contact ${i}` },
          },
          { ...f.meta, ip: `203.0.113.${i + 1}` },
        ),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as { statusCode?: number }).statusCode)).toEqual(lost.map(() => 409));
    const contract = (await f.api(a).get(`/api/proposals/${proposal.id}/contract`)).json();
    const id = contract.id as string;
    const events = await listContractEvents(ctx.database.db, a.photographerId, id);
    expect(events.filter((e) => e.type === "signed")).toHaveLength(1);
    expect(contract.signers).toHaveLength(1);
  });
});
