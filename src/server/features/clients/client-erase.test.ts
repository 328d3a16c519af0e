/**
 * A client's data out (GET /api/clients/:id/export) and erased (POST /api/clients/:id/erase): the JSON
 * holds their records and no link secrets; the erasure removes messages, files, portal access and notes,
 * keeps payments and signed records under "Erased client" with the studio's revenue unchanged, answers
 * 200 with nothing removed the second time, and another studio's id is not found.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ERASED, type ClientEraseResult, ERASED_CLIENT_NAME } from "../../../shared/exports.js";
import type { ReportSummary } from "../../../shared/projects.js";
import {
  clientPortalTokens,
  clients,
  estimatePayments,
  estimates,
  files,
  messages,
  proposalContracts,
} from "../../db/schema/index.js";
import { exportsFixture, type StudioWithClient } from "../exports/exports.fixture.js";
import { revenueReceived } from "../payments/revenue.queries.js";

const f = exportsFixture();
const { api } = f;

let a: StudioWithClient;
let b: StudioWithClient;
beforeAll(async () => {
  a = await f.studioWithClient("Golden Hour");
  b = await f.studioWithClient("Other Studio");
}, 120_000);

const db = () => f.ctx().database.db;

describe("a client's data export", () => {
  it("downloads the client's records as JSON", async () => {
    const res = await api(a.who).get(`/api/clients/${a.clientId}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="client-ana-ruiz-${a.clientId.slice(0, 8)}\\.json"$`),
    );
    const data = res.json();
    expect(data.client).toMatchObject({
      id: a.clientId,
      first_name: "Ana",
      last_name: "Ruiz",
      phone: "555 010 7788",
    });
    expect(data.proposals.map((p: { id: string }) => p.id)).toEqual([a.proposalId]);
    expect(data.proposalItems).toHaveLength(1);
    expect(data.payments).toEqual([expect.objectContaining({ amount_cents: 100_000, method: "CHECK" })]);
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual([
      "Ana's sister is the maid of honour",
    ]);
    expect(data.files.map((x: { filename: string }) => x.filename)).toEqual([a.fileName]);
    for (const key of ["projects", "bookings", "questionnaireAnswers", "refunds", "emails", "contracts"]) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    // No link secrets (the proposal's token, the file's storage key) and no other client's data.
    const [proposal] = await db().select().from(estimates).where(eq(estimates.id, a.proposalId));
    expect(res.body).not.toContain(proposal!.token);
    expect(data.files[0]).not.toHaveProperty("storage_key");
    expect(data.proposals[0]).not.toHaveProperty("token");
    expect(res.body).not.toContain(a.contractClientId);
    expect(res.body).not.toContain(b.clientId);
  });

  it("is not found for another studio's client or a malformed id", async () => {
    const other = await api(b.who).get(`/api/clients/${a.clientId}/export`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Client not found");
    expect((await api(a.who).get("/api/clients/not-a-uuid/export")).statusCode).toBe(404);
  });
});

describe("erasing a client's personal data", () => {
  it("refuses another studio and a malformed id, changing nothing", async () => {
    const other = await api(b.who).post(`/api/clients/${a.clientId}/erase`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Client not found");
    const bad = await api(a.who).post("/api/clients/12345/erase");
    expect(bad.statusCode).toBe(404);
    const [client] = await db().select().from(clients).where(eq(clients.id, a.clientId));
    expect(client).toMatchObject({ firstName: "Ana", lastName: "Ruiz" });
    expect(await db().select().from(messages).where(eq(messages.clientId, a.clientId))).toHaveLength(1);
  });

  it("removes messages, files and portal access, keeps the payment and the signed proposal nameless", async () => {
    const summaryBefore = (await api(a.who).get("/api/reports/summary")).json() as ReportSummary;
    const revenueBefore = await revenueReceived(db(), a.who.photographerId);
    expect(revenueBefore.receivedCents).toBe(100_000);
    const paymentsBefore = await db()
      .select()
      .from(estimatePayments)
      .where(eq(estimatePayments.clientId, a.clientId));
    const storedBefore = await f.storedFiles();
    const [fileRow] = await db().select().from(files).where(eq(files.clientId, a.clientId));
    expect(storedBefore).toContain(fileRow!.storageKey);

    const res = await api(a.who).post(`/api/clients/${a.clientId}/erase`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as ClientEraseResult;
    expect(result.message).toBe(CLIENT_ERASED);
    expect(result.kept).toMatchObject({ payments: 1, signedProposals: 1, refunds: 0 });
    expect(result.removed).toMatchObject({ messages: 1, files: 1, unsignedProposals: 0 });
    expect(result.removed.portalAccess).toBeGreaterThanOrEqual(1);

    // Gone: the thread, the file (its row and its bytes), the portal link.
    expect(await db().select().from(messages).where(eq(messages.clientId, a.clientId))).toEqual([]);
    expect(await db().select().from(files).where(eq(files.clientId, a.clientId))).toEqual([]);
    expect(await f.storedFiles()).not.toContain(fileRow!.storageKey);
    expect(
      await db().select().from(clientPortalTokens).where(eq(clientPortalTokens.clientId, a.clientId)),
    ).toEqual([]);

    // Kept: the payment as it was, the signed proposal, the client's row under the new name.
    const paymentsAfter = await db()
      .select()
      .from(estimatePayments)
      .where(eq(estimatePayments.clientId, a.clientId));
    expect(paymentsAfter).toEqual(paymentsBefore);
    const [client] = await db().select().from(clients).where(eq(clients.id, a.clientId));
    expect(client).toMatchObject({
      firstName: "Erased",
      lastName: "client",
      email: null,
      phone: null,
      notes: null,
    });
    expect(client!.archivedAt).not.toBeNull();
    const [proposal] = await db().select().from(estimates).where(eq(estimates.id, a.proposalId));
    expect(proposal).toMatchObject({ signedByName: ERASED_CLIENT_NAME, signedByEmail: null, signedIp: null });
    expect(proposal!.signedAt).not.toBeNull();

    // The studio's money figures are the same; only the client count lost the archived client.
    expect(await revenueReceived(db(), a.who.photographerId)).toEqual(revenueBefore);
    const summaryAfter = (await api(a.who).get("/api/reports/summary")).json() as ReportSummary;
    expect(summaryAfter.revenueYTD).toBe(summaryBefore.revenueYTD);
    expect(summaryAfter.outstandingBalance).toBe(summaryBefore.outstandingBalance);
    expect(summaryAfter.totalClients).toBe(summaryBefore.totalClients - 1);

    // The client's export now holds nothing personal.
    const exported = await api(a.who).get(`/api/clients/${a.clientId}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Ruiz"');
    expect(exported.body).not.toContain("maid of honour");
    expect(exported.body).not.toContain("555 010 7788");
  });

  it("answers 200 with nothing removed when asked again", async () => {
    const res = await api(a.who).post(`/api/clients/${a.clientId}/erase`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as ClientEraseResult;
    expect(Object.values(result.removed).every((n) => n === 0)).toBe(true);
    expect(result.kept).toMatchObject({ payments: 1, signedProposals: 1 });
  });

  it("keeps a signed contract as signed (the database refuses its deletion)", async () => {
    const res = await api(a.who).post(`/api/clients/${a.contractClientId}/erase`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kept).toMatchObject({ signedContracts: 1 });
    const contracts = await db()
      .select()
      .from(proposalContracts)
      .where(eq(proposalContracts.photographerId, a.who.photographerId));
    expect(contracts.filter((c) => c.clientSignedAt !== null)).toHaveLength(1);
  });

  it("deletes an unsigned proposal with no money", async () => {
    const client = await api(a.who).post("/api/clients", { firstName: "Lead", lastName: "Only" });
    expect(client.statusCode, client.body).toBe(201);
    const id = client.json().id as string;
    const proposal = await api(a.who).post("/api/proposals", {
      title: "Quote",
      clientId: id,
      items: [{ name: "Portraits", qty: 1, unitCents: 50_000 }],
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const res = await api(a.who).post(`/api/clients/${id}/erase`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().removed).toMatchObject({ unsignedProposals: 1 });
    expect(await db().select().from(estimates).where(eq(estimates.clientId, id))).toEqual([]);
  });
});
