/**
 * Money records never disappear: a signed or paid proposal, and the client of one, are archived rather
 * than deleted (the service answers 409, the database's triggers refuse the delete too), and archived
 * records leave the lists but stay in reports, earnings and history.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client, ClientListItem } from "../../../shared/clients.js";
import type { Proposal, ProposalListItem } from "../../../shared/proposals.js";
import type { ReportAnalytics } from "../../../shared/reports.js";
import { clients, estimatePayments, estimates, photographerEarnings } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);

async function newClient(who = a) {
  const res = await api(who).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Client;
}

async function newProposal(clientId: string, who = a) {
  const res = await api(who).post("/api/proposals", {
    title: "Ruiz Wedding",
    clientId,
    items: [{ name: "Coverage", qty: 1, unitCents: 100_000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Proposal;
}

/** A completed payment of the proposal, as the checkout records it, with the photographer's share. */
async function pay(proposal: Proposal, status = "COMPLETED") {
  const [payment] = await ctx.database.db
    .insert(estimatePayments)
    .values({
      photographerId: a.photographerId,
      estimateId: proposal.id,
      clientId: proposal.clientId,
      amountCents: 50_000,
      method: "card",
      status,
      paymentIntentId: `pi_${randomUUID()}`,
      completedAt: new Date(),
    })
    .returning();
  await ctx.database.db.insert(photographerEarnings).values({
    photographerId: a.photographerId,
    estimatePaymentId: payment!.id,
    totalAmountCents: 50_000,
    platformFeeCents: 1_000,
    photographerEarningsCents: 49_000,
  });
  return payment!;
}

async function sign(proposal: Proposal) {
  await ctx.database.db
    .update(estimates)
    .set({ signedAt: new Date(), signedByName: "Ana Ruiz", status: "SIGNED" })
    .where(eq(estimates.id, proposal.id));
}

const exists = async (table: typeof clients | typeof estimates | typeof estimatePayments, id: string) =>
  (await ctx.database.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

const listedClients = async (query = "") =>
  ((await api(a).get(`/api/clients${query}`)).json() as ClientListItem[]).map((c) => c.id);
const listedProposals = async (query = "") =>
  ((await api(a).get(`/api/proposals${query}`)).json() as ProposalListItem[]).map((p) => p.id);

describe("deleting money records", () => {
  it("refuses to delete a paid proposal with 409 offering to archive, and deletes nothing", async () => {
    const client = await newClient();
    const proposal = await newProposal(client.id);
    const payment = await pay(proposal);

    const res = await api(a).delete(`/api/proposals/${proposal.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/archive/i);
    expect(await exists(estimates, proposal.id)).toBe(true);
    expect(await exists(estimatePayments, payment.id)).toBe(true);
    const [earning] = await ctx.database.db
      .select()
      .from(photographerEarnings)
      .where(eq(photographerEarnings.estimatePaymentId, payment.id));
    expect(earning).toBeDefined();
  });

  it("refuses to delete a signed proposal", async () => {
    const proposal = await newProposal((await newClient()).id);
    await sign(proposal);
    const res = await api(a).delete(`/api/proposals/${proposal.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/archive/i);
    expect(await exists(estimates, proposal.id)).toBe(true);
  });

  it("refuses to delete the client of a paid proposal, and deletes nothing of theirs", async () => {
    const client = await newClient();
    const proposal = await newProposal(client.id);
    const payment = await pay(proposal);
    const res = await api(a).delete(`/api/clients/${client.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/archive/i);
    expect(await exists(clients, client.id)).toBe(true);
    expect(await exists(estimates, proposal.id)).toBe(true);
    expect(await exists(estimatePayments, payment.id)).toBe(true);

    // A proposal or client with only pending checkouts is still deleted, the checkouts with it.
    const other = await newClient();
    const unpaid = await newProposal(other.id);
    const pending = await pay(unpaid, "PENDING");
    expect((await api(a).delete(`/api/proposals/${unpaid.id}`)).statusCode).toBe(200);
    expect(await exists(estimatePayments, pending.id)).toBe(false);
    await pay(await newProposal(other.id), "PENDING");
    expect((await api(a).delete(`/api/clients/${other.id}`)).statusCode).toBe(200);
    expect(await exists(clients, other.id)).toBe(false);
  });

  it("is refused by the database itself: a completed payment, a signed proposal, their client", async () => {
    const client = await newClient();
    const paid = await newProposal(client.id);
    const payment = await pay(paid);
    const signed = await newProposal(client.id);
    await sign(signed);
    const { db } = ctx.database;
    await expect(db.delete(estimatePayments).where(eq(estimatePayments.id, payment.id))).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM estimate_payments WHERE id = ${payment.id}`)).rejects.toThrow();
    for (const status of ["OVERPAID", "refunded", "completed"]) {
      await db.update(estimatePayments).set({ status }).where(eq(estimatePayments.id, payment.id));
      await expect(db.delete(estimatePayments).where(eq(estimatePayments.id, payment.id))).rejects.toThrow();
    }
    await expect(db.delete(estimates).where(eq(estimates.id, signed.id))).rejects.toThrow();
    await expect(db.delete(clients).where(eq(clients.id, client.id))).rejects.toThrow();
    expect(await exists(estimatePayments, payment.id)).toBe(true);
    expect(await exists(estimates, signed.id)).toBe(true);
    expect(await exists(clients, client.id)).toBe(true);
  });
});

describe("archiving", () => {
  it("takes a client and a proposal out of the lists, keeps them by id, and brings them back", async () => {
    const client = await newClient();
    const proposal = await newProposal(client.id);

    const archived = await api(a).post(`/api/clients/${client.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ id: client.id, archivedAt: expect.any(String) });
    const archivedProposal = await api(a).post(`/api/proposals/${proposal.id}/archive`);
    expect(archivedProposal.statusCode, archivedProposal.body).toBe(200);
    expect(archivedProposal.json()).toMatchObject({ id: proposal.id, archivedAt: expect.any(String) });

    expect(await listedClients()).not.toContain(client.id);
    expect(await listedClients("?archived=true")).toContain(client.id);
    expect(await listedClients("?archived=false")).not.toContain(client.id);
    expect(await listedProposals()).not.toContain(proposal.id);
    expect(await listedProposals("?archived=true")).toContain(proposal.id);
    expect((await api(a).get(`/api/clients/${client.id}`)).json()).toMatchObject({
      id: client.id,
      archivedAt: expect.any(String),
    });
    expect((await api(a).get(`/api/proposals/${proposal.id}`)).json()).toMatchObject({
      id: proposal.id,
      archivedAt: expect.any(String),
    });
    // Archiving twice keeps the first date.
    const again = await api(a).post(`/api/clients/${client.id}/archive`);
    expect(again.json().archivedAt).toBe(archived.json().archivedAt);

    const back = await api(a).post(`/api/clients/${client.id}/unarchive`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: client.id, archivedAt: null });
    expect((await api(a).post(`/api/proposals/${proposal.id}/unarchive`)).json()).toMatchObject({
      archivedAt: null,
    });
    expect(await listedClients()).toContain(client.id);
    expect(await listedClients("?archived=true")).not.toContain(client.id);
    expect(await listedProposals()).toContain(proposal.id);
  });

  it("keeps archived records in reports, earnings and the client's history", async () => {
    const client = await newClient();
    const proposal = await newProposal(client.id);
    const payment = await pay(proposal);
    const revenue = async () =>
      ((await api(a).get("/api/reports/analytics")).json() as ReportAnalytics).revenueByMonth.reduce(
        (sum, m) => sum + m.revenueCents,
        0,
      );
    const history = async () =>
      ((await api(a).get(`/api/clients/${client.id}/history`)).json() as { type: string }[]).filter(
        (h) => h.type === "payment",
      ).length;
    const before = { revenue: await revenue(), history: await history() };
    expect(before.revenue).toBeGreaterThanOrEqual(50_000);
    expect(before.history).toBe(1);

    expect((await api(a).post(`/api/proposals/${proposal.id}/archive`)).statusCode).toBe(200);
    expect((await api(a).post(`/api/clients/${client.id}/archive`)).statusCode).toBe(200);
    expect(await listedClients()).not.toContain(client.id);

    expect({ revenue: await revenue(), history: await history() }).toEqual(before);
    const [earning] = await ctx.database.db
      .select()
      .from(photographerEarnings)
      .where(eq(photographerEarnings.estimatePaymentId, payment.id));
    expect(earning?.photographerEarningsCents).toBe(49_000);
  });

  it("answers 404 to another studio's ids and to ids that are no ids, and changes nothing", async () => {
    const client = await newClient();
    const proposal = await newProposal(client.id);
    for (const url of [
      `/api/clients/${client.id}/archive`,
      `/api/clients/${client.id}/unarchive`,
      `/api/proposals/${proposal.id}/archive`,
      `/api/proposals/${proposal.id}/unarchive`,
    ]) {
      const res = await api(b).post(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
    for (const url of [
      "/api/clients/not-an-id/archive",
      `/api/clients/${randomUUID()}/archive`,
      "/api/proposals/%00/unarchive",
      `/api/proposals/${randomUUID()}/archive`,
    ]) {
      const res = await api(a).post(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
    const bad = await api(a).get("/api/clients?archived=maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await api(a).get("/api/proposals?archived=1")).statusCode).toBe(400);
    expect(await listedClients()).toContain(client.id);
    expect(await listedProposals()).toContain(proposal.id);
  });
});
