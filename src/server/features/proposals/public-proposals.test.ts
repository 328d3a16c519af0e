/**
 * The client's proposal page: what it shows (and keeps private), signing once with the signature, IP
 * and browser, and the refusals of an expired proposal and a bad signer.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimates } from "../../db/schema/index.js";
import { a, anonymous, clientOf, createProposal, ctx, heard, setUpProposals } from "./proposals.fixture.js";

setUpProposals();

describe("the public proposal page", () => {
  const signature = `data:image/png;base64,${Buffer.from("png-bytes").toString("base64")}`;

  it("shows the proposal without private fields, and 404 for an unknown token", async () => {
    const client = await clientOf(a);
    const proposal = await createProposal(a, client.id);
    const res = await anonymous().get(`/api/public/proposals/${proposal.token}`);
    expect(res.statusCode).toBe(200);
    const view = res.json() as PublicProposalView;
    expect(view).toMatchObject({
      title: "Ruiz Wedding",
      photographer: { businessName: "Golden Hour" },
      client: { firstName: "Ana", lastName: "Ruiz", email: client.email },
      totalCents: 423_108,
      depositCents: 105_777,
      isExpired: false,
      canSign: true,
      canPay: false,
    });
    const text = res.body;
    for (const secret of [proposal.id, client.id, a.photographerId, "signedIp", "signedUserAgent", "token"]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(view.photographer).sort()).toEqual([
      "brandPrimary",
      "brandSecondary",
      "businessName",
      "emailFromAddr",
      "logoUrl",
    ]);
    expect((await anonymous().get(`/api/public/proposals/${"x".repeat(43)}`)).statusCode).toBe(404);
    expect((await anonymous().get(`/api/public/proposals/${"x".repeat(43)}`)).json().message).toBe(
      "Proposal Not Found",
    );
  });

  it("signs once with the signature, IP and browser, emits ESTIMATE_ACCEPTED, and refuses a second signature", async () => {
    await ctx.queue.drain(); // earlier tests' signatures
    heard.length = 0;
    const client = await clientOf(a);
    const proposal = await createProposal(a, client.id);
    const url = `/api/public/proposals/${proposal.token}/sign`;
    const first = await ctx.app.inject({
      method: "POST",
      url,
      payload: {
        signedByName: "  Ana Ruiz ",
        signedByEmail: "ANA@Example.com",
        signatureImageUrl: signature,
      },
      headers: { "user-agent": "Phone Safari", "x-forwarded-for": "203.0.113.9" },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: "SIGNED",
      signedByName: "Ana Ruiz",
      signatureImageUrl: signature,
      canSign: false,
      canPay: true,
    });
    const [row] = await ctx.database.db.select().from(estimates).where(eq(estimates.id, proposal.id));
    expect(row).toMatchObject({ signedByEmail: "ana@example.com", signedUserAgent: "Phone Safari" });
    expect(row!.signedIp).toBeTruthy();
    await ctx.queue.drain();
    expect(heard).toEqual([
      expect.objectContaining({
        eventType: "ESTIMATE_ACCEPTED",
        subjectId: proposal.id,
        clientId: client.id,
      }),
    ]);

    const second = await anonymous().post(url, { signedByName: "Someone", signedByEmail: "x@example.com" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("This proposal has already been signed");
    const [still] = await ctx.database.db.select().from(estimates).where(eq(estimates.id, proposal.id));
    expect(still!.signedByName).toBe("Ana Ruiz");
  });

  it("refuses to sign an expired proposal, and validates the signer", async () => {
    const client = await clientOf(a);
    const expired = await createProposal(a, client.id, { validUntil: "2020-01-31" });
    const view = (
      await anonymous().get(`/api/public/proposals/${expired.token}`)
    ).json() as PublicProposalView;
    expect(view).toMatchObject({ isExpired: true, canSign: false });
    const res = await anonymous().post(`/api/public/proposals/${expired.token}/sign`, {
      signedByName: "Ana",
      signedByEmail: "ana@example.com",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This proposal expired on January 31, 2020 and can no longer be signed");

    const open = await createProposal(a, client.id);
    const url = `/api/public/proposals/${open.token}/sign`;
    const bad: [Record<string, unknown>, string][] = [
      [{ signedByName: "   ", signedByEmail: "ana@example.com" }, "Full name is required"],
      [{ signedByName: "Ana", signedByEmail: "  " }, "Email is required"],
      [{ signedByName: "Ana", signedByEmail: "nope" }, "Invalid email address"],
      [
        { signedByName: "Ana", signedByEmail: "a@b.co", signatureImageUrl: "javascript:alert(1)" },
        "The signature must be a PNG image",
      ],
    ];
    for (const [payload, message] of bad) {
      const r = await anonymous().post(url, payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(message);
    }
    const [row] = await ctx.database.db.select().from(estimates).where(eq(estimates.id, open.id));
    expect(row!.signedAt).toBeNull();
  });
});
