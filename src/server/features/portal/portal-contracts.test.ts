/**
 * The portal's "Signed contracts": only contracts the client has signed (signed, completed, or void after
 * signing), newest signature first, each with the link to its signed PDF; never an unsigned one, nor
 * another client's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalView } from "../../../shared/portal.js";
import type { Proposal } from "../../../shared/proposals.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { contractFixture } from "../contracts/proposal-contract.fixture.js";

let ctx: TestContext;
let studio: TestPhotographer;
const f = contractFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  studio = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
});
afterAll(() => ctx?.close());

/** Another proposal for the same client, with a contract from `templateId` attached. */
async function anotherProposal(clientId: string, templateId: string, title: string) {
  const created = await f.api(studio).post("/api/proposals", {
    title,
    clientId,
    items: [{ name: "Engagement session", qty: 1, unitCents: 50_000 }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const proposal = created.json() as Proposal;
  const attached = await f.api(studio).put(`/api/proposals/${proposal.id}/contract`, { templateId });
  expect(attached.statusCode, attached.body).toBe(200);
  return proposal;
}

async function portalOf(clientId: string): Promise<PortalView> {
  const link = await f.api(studio).post(`/api/clients/${clientId}/send-login-link`);
  expect(link.statusCode, link.body).toBe(200);
  const token = new URL(link.json().loginUrl).searchParams.get("token")!;
  const login = await ctx.app.inject({ method: "POST", url: "/api/client-portal/login", payload: { token } });
  expect(login.statusCode, login.body).toBe(200);
  const res = await as(ctx, sessionCookieFrom(login.headers["set-cookie"])).get("/api/client-portal");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PortalView;
}

describe("signed contracts in the portal", () => {
  it("lists the client's signed contracts with their PDF, not unsigned ones nor another client's", async () => {
    const { proposal: first, clientId, templateId } = await f.proposalWithContract(studio);
    await f.clientSigns(first.token);
    const countersigned = await f
      .api(studio)
      .post(`/api/proposals/${first.id}/contract/countersign`, { typedName: "Golden Hour" });
    expect(countersigned.statusCode, countersigned.body).toBe(200);

    const unsigned = await anotherProposal(clientId, templateId, "Unsigned");
    const voided = await anotherProposal(clientId, templateId, "Voided after signing");
    await f.clientSigns(voided.token);
    const voidRes = await f
      .api(studio)
      .post(`/api/proposals/${voided.id}/contract/void`, { reason: "Date moved" });
    expect(voidRes.statusCode, voidRes.body).toBe(200);

    // Another client of the same studio, signed: theirs only.
    const other = await f.proposalWithContract(studio);
    await f.clientSigns(other.proposal.token);

    const view = await portalOf(clientId);
    expect(view.contracts).toEqual([
      {
        id: expect.any(String),
        title: "Wedding agreement",
        status: "VOID",
        clientSignedAt: expect.any(String),
        completedAt: null,
        pdfUrl: `/api/public/proposals/${voided.token}/contract.pdf`,
      },
      {
        id: expect.any(String),
        title: "Wedding agreement",
        status: "COMPLETED",
        clientSignedAt: expect.any(String),
        completedAt: expect.any(String),
        pdfUrl: `/api/public/proposals/${first.token}/contract.pdf`,
      },
    ]);
    expect(JSON.stringify(view.contracts)).not.toContain(unsigned.token);

    const pdf = await as(ctx, null).get(view.contracts[1]!.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toMatch(/application\/pdf/);

    const theirs = await portalOf(other.clientId);
    expect(theirs.contracts.map((c) => c.pdfUrl)).toEqual([
      `/api/public/proposals/${other.proposal.token}/contract.pdf`,
    ]);
    expect(theirs.contracts[0]).toMatchObject({ status: "CLIENT_SIGNED", completedAt: null });
  });

  it("shows no contracts to a client who has signed none", async () => {
    const { clientId } = await f.proposalWithContract(studio);
    expect((await portalOf(clientId)).contracts).toEqual([]);
  });
});
