/**
 * The invoice and receipt PDFs through the public routes: opened with pdf.js and read back as text.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/currency.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { ScheduleEntry } from "../../../shared/schedule.js";
import { estimatePayments } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { pdfText } from "../../test/pdf-text.js";

let ctx: TestContext;
let a: TestPhotographer;
let yen: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Łukasz & Zoë Photography" });
  yen = await createTestPhotographer(ctx, { businessName: "Sakura Studio" });
});
afterAll(() => ctx?.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Zoë Łukasz" };

const ITEMS = [
  { name: "Full-day coverage", description: "Two photographers, ten hours", qty: 1, unitCents: 300_000 },
  { name: "Engagement session", qty: 2, unitCents: 25_000 },
  { name: "Heirloom album", qty: 1, unitCents: 40_000 },
];

async function signedProposal(who: TestPhotographer, extra: Record<string, unknown> = {}) {
  const client = await api(who).post("/api/clients", {
    firstName: "Zoë",
    lastName: "Łukasz",
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(client.statusCode, client.body).toBe(201);
  const created = await api(who).post("/api/proposals", {
    title: "López Wedding",
    clientId: client.json().id,
    items: ITEMS,
    discountCents: 20_000,
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  const proposal = created.json() as Proposal;
  const signed = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
    signedByName: "Zoë Łukasz",
    signedByEmail: "zoe@example.com",
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return proposal;
}

async function threeInstalments(who: TestPhotographer, id: string) {
  const res = await api(who).put(`/api/proposals/${id}/schedule`, {
    installments: [
      { label: "Retainer", percentBasisPoints: 3_000, dueDate: null },
      { label: "Second payment", percentBasisPoints: 4_000, dueDate: "2027-03-01" },
      { label: "Final balance", percentBasisPoints: 3_000, dueDate: "2027-09-01" },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ScheduleEntry[];
}

async function openCheckout(token: string, installmentId: string) {
  const res = await anonymous().post(`/api/public/proposals/${token}/pay`, { installmentId });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url.split("/").pop()!;
}

async function payInstalment(token: string, installmentId: string) {
  const sessionId = await openCheckout(token, installmentId);
  const paid = await anonymous().post(`/api/test-checkout/${sessionId}/pay`, card);
  expect(paid.statusCode, paid.body).toBe(200);
  return sessionId;
}

const paymentRows = (estimateId: string, status: string) =>
  ctx.database.db
    .select()
    .from(estimatePayments)
    .where(and(eq(estimatePayments.estimateId, estimateId), eq(estimatePayments.status, status)));

async function pdf(url: string) {
  const res = await anonymous().get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["cache-control"]).toBe("private, no-store");
  return { res, text: await pdfText(new Uint8Array(res.rawPayload)) };
}

describe("GET /api/public/proposals/{token}/invoice.pdf", () => {
  it("holds the studio, the client, every item, the figures and each instalment with what is paid", async () => {
    const proposal = await signedProposal(a);
    // 350,000 + 40,000 = 390,000 subtotal; 8.25 % of it = 32,175; less the 20,000 discount: 402,175.
    expect(proposal.totalCents).toBe(402_175);
    const schedule = await threeInstalments(a, proposal.id);
    await payInstalment(proposal.token, schedule[0]!.id);

    const { res, text } = await pdf(`/api/public/proposals/${proposal.token}/invoice.pdf`);
    expect(res.headers["content-disposition"]).toBe('inline; filename="invoice-lopez-wedding.pdf"');
    for (const expected of [
      "Łukasz & Zoë Photography",
      "Zoë Łukasz",
      "López Wedding",
      "Invoice",
      ...ITEMS.map((item) => item.name),
      "Two photographers, ten hours",
      "$3,900.00",
      "−$200.00",
      "Tax (8.25 %)",
      "$321.75",
      "$4,021.75",
      "Retainer",
      "On signing",
      "Second payment",
      "March 1, 2027",
      "Final balance",
      "September 1, 2027",
      "Paid",
      // 30 % of 4,021.75 = 1,206.525, rounded half up; the last 30 % takes the rounding (1,206.52).
      "$1,206.53",
      "Balance due",
      formatMoney(402_175 - 120_653, "USD"),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("carries the studio's logo when it is stored as a PNG data: URL", async () => {
    const png =
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=";
    const logoStudio = await createTestPhotographer(ctx, { businessName: "Logo Studio" });
    const set = await api(logoStudio).put("/api/photographer", { logoUrl: `data:image/png;base64,${png}` });
    expect(set.statusCode, set.body).toBe(200);
    const proposal = await signedProposal(logoStudio);
    const { res, text } = await pdf(`/api/public/proposals/${proposal.token}/invoice.pdf`);
    expect(res.rawPayload.toString("latin1")).toContain("/Subtype /Image");
    expect(text).toContain("Logo Studio");
  });

  it("writes a JPY studio's amounts in yen, with no decimals", async () => {
    const set = await api(yen).put("/api/photographer", { currency: "JPY" });
    expect(set.statusCode, set.body).toBe(200);
    const proposal = await signedProposal(yen);
    expect(proposal.currency).toBe("JPY");
    const { text } = await pdf(`/api/public/proposals/${proposal.token}/invoice.pdf`);
    expect(text).toContain(formatMoney(proposal.totalCents, "JPY"));
    expect(text).toContain("¥300,000");
    expect(text).not.toMatch(/¥[\d,]+\.\d/);
    expect(text).not.toContain("$");
  });

  it("answers 404 with a message for an unknown token", async () => {
    for (const token of ["nope", randomUUID(), "x".repeat(90)]) {
      const res = await anonymous().get(`/api/public/proposals/${token}/invoice.pdf`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty("message");
    }
  });
});

describe("GET /api/public/proposals/{token}/receipts/{paymentId}.pdf", () => {
  it("is the receipt of a card payment: amount, date, Card, the instalment and the balance after it", async () => {
    const proposal = await signedProposal(a);
    const schedule = await threeInstalments(a, proposal.id);
    await payInstalment(proposal.token, schedule[0]!.id);
    const [payment] = await paymentRows(proposal.id, "COMPLETED");

    const { res, text } = await pdf(`/api/public/proposals/${proposal.token}/receipts/${payment!.id}.pdf`);
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="receipt-\d{4}-\d{2}-\d{2}\.pdf"$/);
    for (const expected of [
      "Receipt",
      "Łukasz & Zoë Photography",
      "Zoë Łukasz",
      "López Wedding",
      "$1,206.53",
      "Card",
      "Retainer",
      "Balance after this payment",
      formatMoney(402_175 - 120_653, "USD"),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is the receipt of a cheque recorded by hand, with its refund and the balance today", async () => {
    const proposal = await signedProposal(a);
    await threeInstalments(a, proposal.id);
    const recorded = await api(a).post(`/api/proposals/${proposal.id}/payments`, {
      amountCents: 100_000,
      method: "CHECK",
      receivedOn: "2026-11-20",
      note: "Cheque no. 1042",
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const paymentId = (recorded.json() as { id: string }).id;
    const refund = await api(a).post(`/api/payments/${paymentId}/refund`, {
      amountCents: 10_000,
      reason: "Album cancelled",
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const { res, text } = await pdf(`/api/public/proposals/${proposal.token}/receipts/${paymentId}.pdf`);
    expect(res.headers["content-disposition"]).toBe('inline; filename="receipt-2026-11-20.pdf"');
    for (const expected of [
      "$1,000.00",
      "November 20, 2026",
      "Cheque",
      "Cheque no. 1042",
      formatMoney(402_175 - 100_000, "USD"),
      "Refunds of this payment",
      "Album cancelled",
      "−$100.00",
      "Balance due today",
      formatMoney(402_175 - 90_000, "USD"),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("answers 404 for a pending checkout, another proposal's payment, a bad id and an unknown token", async () => {
    const first = await signedProposal(a);
    const firstSchedule = await threeInstalments(a, first.id);
    await payInstalment(first.token, firstSchedule[0]!.id);
    await openCheckout(first.token, firstSchedule[1]!.id);
    const [paid] = await paymentRows(first.id, "COMPLETED");
    const [pending] = await paymentRows(first.id, "PENDING");
    expect(pending).toBeDefined();
    const other = await signedProposal(a);

    const urls = [
      `/api/public/proposals/${first.token}/receipts/${pending!.id}.pdf`,
      `/api/public/proposals/${other.token}/receipts/${paid!.id}.pdf`,
      `/api/public/proposals/${first.token}/receipts/${randomUUID()}.pdf`,
      `/api/public/proposals/${first.token}/receipts/not-a-uuid.pdf`,
      `/api/public/proposals/${first.token}/receipts/${"9".repeat(90)}.pdf`,
      `/api/public/proposals/unknown-token-123/receipts/${paid!.id}.pdf`,
    ];
    for (const url of urls) {
      const res = await anonymous().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty("message");
    }
    // The real one still answers.
    expect(
      (await anonymous().get(`/api/public/proposals/${first.token}/receipts/${paid!.id}.pdf`)).statusCode,
    ).toBe(200);
  });
});
