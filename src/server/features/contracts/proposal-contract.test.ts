/**
 * A proposal's contract through the studio's API and the signing service: attach, edit, the document
 * hash checked at signing, the client's signature, the countersignature after it, void, and another
 * studio's 404 on every route.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_REQUIRED, type ProposalContractView } from "../../../shared/proposal-contract.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { contractFixture, signaturePng } from "./proposal-contract.fixture.js";
import {
  CONTRACT_ALREADY_VOID,
  CONTRACT_LOCKED,
  CONTRACT_NOT_CLIENT_SIGNED,
  CONTRACT_VOID,
} from "./proposal-contract.service.js";
import {
  CONTRACT_ALREADY_SIGNED,
  CONTRACT_CHANGED,
  CONTRACT_NOT_OPENED,
  inputMissing,
} from "./proposal-contract.signing.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const f = contractFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Łukasz & Zoë Photography" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx?.close());

const getContract = async (who: TestPhotographer, id: string) => {
  const res = await f.api(who).get(`/api/proposals/${id}/contract`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProposalContractView;
};
const eventTypes = async (id: string) =>
  ((await f.api(a).get(`/api/proposals/${id}/contract/events`)).json() as { type: string }[]).map(
    (e) => e.type,
  );

describe("attaching and editing", () => {
  it("renders the template with the proposal's values into the proposal's own contract", async () => {
    const { proposal } = await f.proposalWithContract(a);
    const contract = await getContract(a, proposal.id);
    expect(contract).toMatchObject({ title: "Wedding agreement", status: "DRAFT", signers: [] });
    expect(contract.html).toContain("Zoë Łukasz");
    expect(contract.html).toContain("Łukasz &amp; Zoë Photography");
    expect(contract.html).toContain("<table");
    expect(contract.inputs).toEqual(["Second contact"]);
    expect(await eventTypes(proposal.id)).toEqual(["created"]);
  });

  it("answers 404 without a contract, and for another studio's template", async () => {
    const { proposal, clientId } = await f.proposalWithContract(a);
    const bare = await f.api(a).post("/api/proposals", {
      title: "No contract",
      clientId,
      items: [{ name: "Hours", qty: 1, unitCents: 100 }],
    });
    expect((await f.api(a).get(`/api/proposals/${bare.json().id}/contract`)).statusCode).toBe(404);
    const theirs = await f.template(b);
    const res = await f.api(a).put(`/api/proposals/${proposal.id}/contract`, { templateId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Contract template not found");
  });

  it("keeps the attached contract when the template is edited afterwards", async () => {
    const { proposal, templateId } = await f.proposalWithContract(a);
    const before = await getContract(a, proposal.id);
    const edited = await f.api(a).put(`/api/contract-templates/${templateId}`, {
      name: "Changed name",
      body: "Completely different terms for {{client.fullName}}.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await getContract(a, proposal.id);
    expect(after.title).toBe("Wedding agreement");
    expect(after.html).toBe(before.html);
    expect(after.html).not.toContain("Completely different terms");
  });

  it("lets the studio edit the text until the client signs, refusing an unknown field", async () => {
    const { proposal } = await f.proposalWithContract(a);
    const res = await f.api(a).put(`/api/proposals/${proposal.id}/contract/text`, {
      body: "Our own words for {{client.fullName}}.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getContract(a, proposal.id)).html).toBe("<p>Our own words for Zoë Łukasz.</p>");
    const unknown = await f
      .api(a)
      .put(`/api/proposals/${proposal.id}/contract/text`, { body: "{{client.shoeSize}}" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("client.shoeSize");
    expect(await eventTypes(proposal.id)).toEqual(["created", "edited"]);
  });
});

describe("signing", () => {
  it("requires consent and every input field", async () => {
    const { proposal } = await f.proposalWithContract(a);
    await f.signing().openForSigning(proposal.token, f.meta);
    const base = { signedByName: "Zoë Łukasz", signatureImageUrl: signaturePng() };
    await expect(f.signing().clientSign(proposal.token, base, f.meta)).rejects.toMatchObject({
      statusCode: 400,
      message: CONSENT_REQUIRED,
    });
    await expect(
      f
        .signing()
        .clientSign(proposal.token, { ...base, consent: true, inputs: { "Second contact": " " } }, f.meta),
    ).rejects.toMatchObject({ statusCode: 400, message: inputMissing("Second contact") });
    expect((await getContract(a, proposal.id)).status).toBe("DRAFT");
  });

  it("refuses a document that changed after it was opened (409), and signs the one opened", async () => {
    const { proposal, clientId } = await f.proposalWithContract(a);
    await f.signing().openForSigning(proposal.token, f.meta);
    // The proposal's items change after the client opened the contract: the document is no longer the same.
    const edited = await f.api(a).put(`/api/proposals/${proposal.id}`, {
      title: proposal.title,
      clientId,
      items: [{ name: "Half-day coverage", qty: 1, unitCents: 150_000 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const sign = () =>
      f
        .signing()
        .clientSign(
          proposal.token,
          { consent: true, signedByName: "Zoë Łukasz", inputs: { "Second contact": "Marta" } },
          f.meta,
        );
    await expect(sign()).rejects.toMatchObject({ statusCode: 409, message: CONTRACT_CHANGED });
    // The studio's text edit also makes the client open it again.
    await f.signing().openForSigning(proposal.token, f.meta);
    await f.api(a).put(`/api/proposals/${proposal.id}/contract/text`, {
      body: "Changed: {{proposal.total}} {{input:Second contact}}",
    });
    await expect(sign()).rejects.toMatchObject({ statusCode: 409, message: CONTRACT_NOT_OPENED });
    await f.signing().openForSigning(proposal.token, f.meta);
    const signed = await sign();
    expect(signed.status).toBe("CLIENT_SIGNED");
    await expect(sign()).rejects.toMatchObject({ statusCode: 409, message: CONTRACT_ALREADY_SIGNED });
    const contract = await getContract(a, proposal.id);
    expect(contract.html).toContain("Marta");
    expect(contract.documentHash).toBe(signed.documentHash);
    expect(contract.signers).toEqual([
      expect.objectContaining({ role: "client", name: "Zoë Łukasz", method: "typed" }),
    ]);
  });

  it("locks the text and the template choice after the client's signature", async () => {
    const { proposal, templateId } = await f.proposalWithContract(a);
    await f.clientSigns(proposal.token);
    const text = await f.api(a).put(`/api/proposals/${proposal.id}/contract/text`, { body: "New words" });
    expect(text.statusCode).toBe(409);
    expect(text.json().message).toBe(CONTRACT_LOCKED);
    const again = await f.api(a).put(`/api/proposals/${proposal.id}/contract`, { templateId });
    expect(again.statusCode).toBe(409);
  });
});

describe("countersigning and voiding", () => {
  it("countersigns only after the client, then the contract is completed", async () => {
    const { proposal } = await f.proposalWithContract(a);
    const early = await f
      .api(a)
      .post(`/api/proposals/${proposal.id}/contract/countersign`, { typedName: "Łukasz" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CONTRACT_NOT_CLIENT_SIGNED);
    await f.clientSigns(proposal.token);
    const res = await f.api(a).post(`/api/proposals/${proposal.id}/contract/countersign`, {
      signatureImageUrl: signaturePng(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const contract = res.json() as ProposalContractView;
    expect(contract.status).toBe("COMPLETED");
    expect(contract.signers.map((s) => [s.role, s.method])).toEqual([
      ["client", "drawn"],
      ["studio", "drawn"],
    ]);
    const twice = await f
      .api(a)
      .post(`/api/proposals/${proposal.id}/contract/countersign`, { typedName: "X" });
    expect(twice.statusCode).toBe(409);
    expect(await eventTypes(proposal.id)).toEqual([
      "created",
      "viewed",
      "consent_given",
      "signed",
      "countersigned",
      "completed",
    ]);
  });

  it("voids a contract with its reason logged; a void contract takes no signature", async () => {
    const { proposal } = await f.proposalWithContract(a);
    const empty = await f.api(a).post(`/api/proposals/${proposal.id}/contract/void`, { reason: " " });
    expect(empty.statusCode).toBe(400);
    const res = await f.api(a).post(`/api/proposals/${proposal.id}/contract/void`, { reason: "Date moved" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "VOID", voidReason: "Date moved" });
    const again = await f.api(a).post(`/api/proposals/${proposal.id}/contract/void`, { reason: "Again" });
    expect(again.json().message).toBe(CONTRACT_ALREADY_VOID);
    const text = await f.api(a).put(`/api/proposals/${proposal.id}/contract/text`, { body: "New words" });
    expect([text.statusCode, text.json().message]).toEqual([409, CONTRACT_VOID]);
    await expect(f.clientSigns(proposal.token)).rejects.toMatchObject({ statusCode: 409 });
    expect((await eventTypes(proposal.id)).at(-1)).toBe("voided");
  });
});

describe("another studio", () => {
  it("answers 404 on every contract route of A's proposal and changes nothing", async () => {
    const { proposal, templateId } = await f.proposalWithContract(a);
    await f.clientSigns(proposal.token);
    const theirs = await f.template(b);
    const base = `/api/proposals/${proposal.id}`;
    const asB = as(ctx, b.cookie);
    const answers = [
      await asB.get(`${base}/contract`),
      await asB.put(`${base}/contract`, { templateId: theirs.id }),
      await asB.put(`${base}/contract`, { templateId }),
      await asB.put(`${base}/contract/text`, { body: "Mine" }),
      await asB.get(`${base}/contract/events`),
      await asB.post(`${base}/contract/countersign`, { typedName: "Mallory" }),
      await asB.post(`${base}/contract/void`, { reason: "Mine" }),
      await asB.get(`${base}/contract.pdf`),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    for (const r of answers) expect(typeof r.json().message).toBe("string");
    expect((await getContract(a, proposal.id)).status).toBe("CLIENT_SIGNED");
    expect(await eventTypes(proposal.id)).toEqual(["created", "viewed", "consent_given", "signed"]);
  });
});
