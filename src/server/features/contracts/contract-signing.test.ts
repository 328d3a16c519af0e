/**
 * The contract wired into the proposal's own steps: sending marks it SENT, opening the public page
 * opens it for signing (one "viewed" per document), and the proposal's sign step signs both at once
 * or neither (consent, inputs, an unchanged document), with one signature out of twenty parallel posts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_REQUIRED, type ProposalContractView } from "../../../shared/proposal-contract.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimates } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { contractFixture, signaturePng } from "./proposal-contract.fixture.js";
import { CONTRACT_CHANGED, inputMissing } from "./proposal-contract.signing.js";
import { CONSENT_TEXT } from "./public-contract.js";

let ctx: TestContext;
let a: TestPhotographer;
const f = contractFixture(() => ctx);
const anonymous = () => as(ctx, null);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Łukasz & Zoë Photography" });
});
afterAll(() => ctx?.close());

const contractOf = async (id: string) =>
  (await f.api(a).get(`/api/proposals/${id}/contract`)).json() as ProposalContractView;
const eventTypes = async (id: string) =>
  ((await f.api(a).get(`/api/proposals/${id}/contract/events`)).json() as { type: string }[]).map(
    (e) => e.type,
  );
const openPage = async (token: string) => {
  const res = await anonymous().get(`/api/public/proposals/${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PublicProposalView;
};
const signBody = (extra: Record<string, unknown> = {}) => ({
  signedByName: "Zoë Łukasz",
  signedByEmail: "zoe@example.com",
  signatureImageUrl: signaturePng(),
  consent: true,
  inputs: { "Second contact": "Marta Łukasz" },
  ...extra,
});
const proposalSigned = async (id: string) =>
  (await ctx.database.db.select().from(estimates).where(eq(estimates.id, id)))[0]!.signedAt !== null;

describe("sending and opening", () => {
  it("sending moves the contract to SENT, logged once", async () => {
    const { proposal } = await f.proposalWithContract(a);
    expect((await f.api(a).post(`/api/proposals/${proposal.id}/send`, {})).statusCode).toBe(200);
    expect((await contractOf(proposal.id)).status).toBe("SENT");
    expect((await f.api(a).post(`/api/proposals/${proposal.id}/send`, {})).statusCode).toBe(200);
    expect(await eventTypes(proposal.id)).toEqual(["created", "sent"]);
    const events = (await f.api(a).get(`/api/proposals/${proposal.id}/contract/events`)).json() as {
      ip: string | null;
      signer: string | null;
    }[];
    // The studio's request that sent it is on the record, as every other step's.
    expect(events[1]).toMatchObject({ ip: "127.0.0.1", signer: "studio" });
  });

  it("the public page shows the contract and logs one viewed per document, however often it is opened", async () => {
    const { proposal } = await f.proposalWithContract(a);
    const page = await openPage(proposal.token);
    expect(page.contract).toMatchObject({
      title: "Wedding agreement",
      status: "DRAFT",
      inputs: ["Second contact"],
      consentText: CONSENT_TEXT,
      signed: false,
    });
    expect(page.contract!.html).toContain("Zoë Łukasz");
    await openPage(proposal.token);
    await openPage(proposal.token);
    expect(await eventTypes(proposal.id)).toEqual(["created", "viewed"]);
    expect((await contractOf(proposal.id)).documentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a proposal without a contract answers contract: null", async () => {
    const { clientId } = await f.proposalWithContract(a);
    const bare = await f.api(a).post("/api/proposals", {
      title: "No contract",
      clientId,
      items: [{ name: "Hours", qty: 1, unitCents: 100 }],
    });
    expect((await openPage(bare.json().token)).contract).toBeNull();
  });

  it("the contract PDF is downloadable publicly only after the client signed", async () => {
    const { proposal } = await f.proposalWithContract(a);
    await openPage(proposal.token);
    const url = `/api/public/proposals/${proposal.token}/contract.pdf`;
    expect((await anonymous().get(url)).statusCode).toBe(404);
    expect(
      (await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, signBody())).statusCode,
    ).toBe(200);
    const pdf = await anonymous().get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });
});

describe("signing the proposal with its contract", () => {
  it("signs both in one step, with the inputs, and the page says so", async () => {
    const { proposal } = await f.proposalWithContract(a);
    await openPage(proposal.token);
    const res = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, signBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "SIGNED",
      contract: { status: "CLIENT_SIGNED", signed: true },
    });
    expect(res.json().contract.html).toContain("Marta Łukasz");
    expect(await eventTypes(proposal.id)).toEqual(["created", "viewed", "consent_given", "signed"]);
  });

  it("refuses without consent, with an input missing, or before opening, writing nothing", async () => {
    const { proposal } = await f.proposalWithContract(a);
    const url = `/api/public/proposals/${proposal.token}/sign`;
    await openPage(proposal.token);
    const noConsent = await anonymous().post(url, signBody({ consent: undefined }));
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toBe(CONSENT_REQUIRED);
    const falseConsent = await anonymous().post(url, signBody({ consent: false }));
    expect(falseConsent.statusCode).toBe(400);
    const noInput = await anonymous().post(url, signBody({ inputs: { "Second contact": "  " } }));
    expect(noInput.statusCode).toBe(400);
    expect(noInput.json().message).toBe(inputMissing("Second contact"));
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`F${i}`, "x"]));
    expect((await anonymous().post(url, signBody({ inputs: tooMany }))).statusCode).toBe(400);
    expect((await anonymous().post(url, signBody({ inputs: { "a\0b": "x" } }))).statusCode).toBe(400);
    expect(await proposalSigned(proposal.id)).toBe(false);
    expect((await contractOf(proposal.id)).status).toBe("DRAFT");
    expect(await eventTypes(proposal.id)).toEqual(["created", "viewed"]);
  });

  it("refuses with 409 when the document changed after it was opened, writing nothing", async () => {
    const { proposal } = await f.proposalWithContract(a);
    await openPage(proposal.token);
    const edited = await f.api(a).put(`/api/proposals/${proposal.id}`, {
      title: proposal.title,
      clientId: proposal.clientId,
      items: [{ name: "Full-day coverage", qty: 1, unitCents: 350_000 }],
      depositPercent: 25,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, signBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONTRACT_CHANGED);
    expect(await proposalSigned(proposal.id)).toBe(false);
    expect((await contractOf(proposal.id)).signers).toEqual([]);
  });

  it("a void contract leaves the proposal signing as without one", async () => {
    const { proposal } = await f.proposalWithContract(a);
    const voided = await f
      .api(a)
      .post(`/api/proposals/${proposal.id}/contract/void`, { reason: "Not needed" });
    expect(voided.statusCode, voided.body).toBe(200);
    const res = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Zoë Łukasz",
      signedByEmail: "zoe@example.com",
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("of 20 parallel sign posts exactly one signs the proposal and the contract", async () => {
    const { proposal } = await f.proposalWithContract(a);
    await openPage(proposal.token);
    const url = `/api/public/proposals/${proposal.token}/sign`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => anonymous().post(url, signBody({ signedByName: `Signer ${i}` }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 409)).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 200)!.json().signedByName as string;
    const contract = await contractOf(proposal.id);
    expect(contract.signers.map((s) => s.name)).toEqual([winner]);
    expect((await eventTypes(proposal.id)).filter((t) => t === "signed")).toHaveLength(1);
  });
});
