import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Package } from "../../../shared/packages.js";
import type { Proposal, ProposalListItem } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimates, outboxMessages } from "../../db/schema/index.js";
import type { BusinessEvent } from "../../jobs/events.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const heard: BusinessEvent[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.bus.onBusinessEvent(async (event) => {
    heard.push(event);
  });
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);

async function clientOf(
  who: TestPhotographer,
  email: string | null = `${randomUUID().slice(0, 8)}@example.com`,
) {
  const res = await api(who).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    phone: "+1 555 010 2030",
    ...(email ? { email } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string | null };
}

const body = (clientId: string, extra: Record<string, unknown> = {}) => ({
  title: "Ruiz Wedding",
  clientId,
  items: [
    { name: "Full-day coverage", qty: 1, unitCents: 350_000 },
    { name: "Engagement session", description: "One hour", qty: 2, unitCents: 25_050 },
  ],
  discountCents: 10_000,
  depositPercent: 25,
  validUntil: "2099-12-31",
  notes: "Thank you!",
  ...extra,
});

async function createProposal(who: TestPhotographer, clientId: string, extra: Record<string, unknown> = {}) {
  const res = await api(who).post("/api/proposals", body(clientId, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Proposal;
}

describe("proposals", () => {
  it("recomputes every figure from the items and ignores the totals a browser sends", async () => {
    const client = await clientOf(a);
    const proposal = await createProposal(a, client.id, {
      subtotalCents: 1,
      taxCents: 2,
      totalCents: 3,
      depositCents: 4,
      items: [
        { name: "Full-day coverage", qty: 1, unitCents: 350_000, lineTotalCents: 5 },
        { name: "Engagement session", description: "One hour", qty: 2, unitCents: 25_050 },
      ],
    });
    // 400,100 subtotal; tax 8.25% = 33,008.25 -> 33,008; total 400,100 - 10,000 + 33,008.
    expect(proposal).toMatchObject({
      subtotalCents: 400_100,
      discountCents: 10_000,
      taxCents: 33_008,
      totalCents: 423_108,
      depositPercent: 25,
      depositCents: 105_777,
      status: "DRAFT",
      sentAt: null,
      validUntil: "2099-12-31",
      client: { firstName: "Ana", lastName: "Ruiz" },
    });
    expect(proposal.items.map((i) => [i.name, i.lineTotalCents, i.orderIndex])).toEqual([
      ["Full-day coverage", 350_000, 0],
      ["Engagement session", 50_100, 1],
    ]);
    expect(proposal.token).toMatch(/^[\w-]{43}$/);
    const list = (await api(a).get("/api/proposals")).json() as ProposalListItem[];
    expect(list.find((p) => p.id === proposal.id)?.totalCents).toBe(423_108);
  });

  it("answers the expected validation messages with 400 and writes nothing", async () => {
    const client = await clientOf(a);
    const before = (await api(a).get("/api/proposals")).json().length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "Title is required"],
      [{ clientId: "" }, "Client is required"],
      [{ items: [] }, "At least one item is required"],
      [{ items: [{ name: "", qty: 1, unitCents: 1 }] }, "Item name is required"],
      [{ items: [{ name: "A", qty: 0, unitCents: 1 }] }, "Quantity must be at least 1"],
      [{ items: [{ name: "A", qty: 1, unitCents: -5 }] }, "Unit price must be positive"],
      [{ depositPercent: 120 }, "Deposit must be between 0 and 100 percent"],
      [{ validUntil: "2026-02-30" }, "Invalid date"],
    ];
    for (const [extra, message] of cases) {
      const res = await api(a).post("/api/proposals", body(client.id, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await api(a).get("/api/proposals")).json().length).toBe(before);
  });

  it("keeps photographers apart: another's proposal, client, project or package is 404", async () => {
    const mine = await clientOf(a);
    const theirs = await clientOf(b);
    const proposal = await createProposal(a, mine.id);
    for (const res of [
      await api(b).get(`/api/proposals/${proposal.id}`),
      await api(b).put(`/api/proposals/${proposal.id}`, body(theirs.id)),
      await api(b).post(`/api/proposals/${proposal.id}/send`, {}),
      await api(b).delete(`/api/proposals/${proposal.id}`),
      await api(b).post("/api/proposals", body(mine.id)),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const theirPackage = (
      await api(b).post("/api/packages", { name: "Theirs", basePriceCents: 100 })
    ).json() as Package;
    expect(
      (await api(a).post("/api/proposals", body(mine.id, { packageId: theirPackage.id }))).statusCode,
    ).toBe(404);
    const project = (
      await api(b).post("/api/projects", { title: "T", projectType: "WEDDING", clientId: theirs.id })
    ).json() as { id: string };
    expect((await api(a).post("/api/proposals", body(mine.id, { projectId: project.id }))).statusCode).toBe(
      404,
    );
    expect((await api(b).get("/api/proposals")).json()).not.toContainEqual(
      expect.objectContaining({ id: proposal.id }),
    );
    expect((await api(a).get(`/api/proposals/${randomUUID()}`)).statusCode).toBe(404);
  });

  it("refuses a project of another client", async () => {
    const one = await clientOf(a);
    const two = await clientOf(a);
    const project = (
      await api(a).post("/api/projects", { title: "Two's", projectType: "WEDDING", clientId: two.id })
    ).json() as { id: string };
    const res = await api(a).post("/api/proposals", body(one.id, { projectId: project.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("The project belongs to another client");
  });

  it("sends the link by e-mail, marks it SENT (pending approval), resends, and logs history", async () => {
    const client = await clientOf(a, "ana.send@example.com");
    const proposal = await createProposal(a, client.id);
    const sent = await api(a).post(`/api/proposals/${proposal.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().publicUrl).toBe(`http://focal.test/public/proposals/${proposal.token}`);
    const after = (await api(a).get(`/api/proposals/${proposal.id}`)).json() as Proposal;
    expect(after.sentAt).not.toBeNull();
    expect(after.status).toBe("SENT");
    const mail = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, "ana.send@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Golden Hour sent you a proposal: Ruiz Wedding");
    expect(mail[0]!.textBody).toContain(`/public/proposals/${proposal.token}`);
    expect((await api(a).post(`/api/proposals/${proposal.id}/send`, {})).statusCode).toBe(200);
    const history = (await api(a).get(`/api/clients/${client.id}/history`)).json() as { type: string }[];
    expect(history.filter((h) => h.type === "email")).toHaveLength(2);

    const noEmail = await clientOf(a, null);
    const draft = await createProposal(a, noEmail.id);
    const refused = await api(a).post(`/api/proposals/${draft.id}/send`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This client has no email address");
  });

  it("lets an unsigned proposal be edited (the client sees the latest) and locks a signed one", async () => {
    const client = await clientOf(a);
    const proposal = await createProposal(a, client.id);
    const edited = await api(a).put(
      `/api/proposals/${proposal.id}`,
      body(client.id, {
        title: "Ruiz Wedding v2",
        items: [{ name: "Elopement", qty: 1, unitCents: 100_000 }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Ruiz Wedding v2",
      subtotalCents: 100_000,
      taxCents: 8_250,
    });
    const seen = (
      await anonymous().get(`/api/public/proposals/${proposal.token}`)
    ).json() as PublicProposalView;
    expect(seen.title).toBe("Ruiz Wedding v2");
    expect(seen.items.map((i) => i.name)).toEqual(["Elopement"]);

    await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: "ana@example.com",
      signatureImageUrl: null,
    });
    const locked = await api(a).put(`/api/proposals/${proposal.id}`, body(client.id));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("This proposal has been signed and can no longer be changed");
  });

  it("deletes a proposal", async () => {
    const client = await clientOf(a);
    const proposal = await createProposal(a, client.id);
    expect((await api(a).delete(`/api/proposals/${proposal.id}`)).statusCode).toBe(200);
    expect((await api(a).get(`/api/proposals/${proposal.id}`)).statusCode).toBe(404);
    expect((await api(a).delete(`/api/proposals/${proposal.id}`)).statusCode).toBe(404);
  });
});

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
