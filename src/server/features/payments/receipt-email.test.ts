/**
 * Every payment's receipt e-mail (a card checkout, an autopay charge, a payment recorded by hand) carries
 * the receipt PDF, over SMTP and in the development outbox; the public page lists the receipts, oldest
 * first, with no id but the payment's; a receipt address with another proposal's payment answers 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/currency.js";
import { outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { pdfText } from "../../test/pdf-text.js";
import { startSmtpServer } from "../../test/smtp.js";
import { autopayFixture, MORNING } from "./autopay.fixture.js";

const usd = (minor: number) => formatMoney(minor, "USD");

/** The base64 PDF part of a raw MIME message, decoded. */
function pdfPartOf(raw: string): { fileName: string; bytes: Uint8Array } | null {
  const m = /Content-Type: application\/pdf; name="?([^"\r\n]+)"?[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
    raw,
  );
  if (!m) return null;
  return { fileName: m[1]!, bytes: new Uint8Array(Buffer.from(m[2]!.replace(/\r?\n/g, ""), "base64")) };
}

describe("receipt PDFs in the outbox, and the public receipts", () => {
  let ctx: TestContext;
  let a: TestPhotographer;
  const f = autopayFixture(() => ctx);

  beforeAll(async () => {
    ctx = await createTestContext();
    a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("attaches the receipt to the card, autopay and manual payments' e-mails, and lists the receipts", async () => {
    const p = await f.scheduledProposal(a);
    await f.payRetainer(p.token, p.entries[0]!.id, true);
    await f.runMorning(MORNING);
    const manual = await f.api(a).post(`/api/proposals/${p.id}/payments`, {
      amountCents: 1_000,
      method: "CHECK",
      receivedOn: "2026-01-05",
    });
    expect(manual.statusCode, manual.body).toBe(201);
    await ctx.queue.drain();

    const page = await f.publicPage(p.token);
    expect(page.receipts.map((r) => Object.keys(r).sort())).toEqual(
      Array(3).fill(["amountCents", "method", "paymentId", "receivedAt", "refunded"]),
    );
    // Oldest first: the cheque is dated 2026-01-05, noon in New York; then the card, then autopay.
    expect(page.receipts.map((r) => [r.method, r.amountCents, r.refunded])).toEqual([
      ["CHECK", 1_000, false],
      ["CARD", 3_000, false],
      ["CARD", 3_000, false],
    ]);
    expect(page.receipts[0]!.receivedAt).toBe("2026-01-05T17:00:00.000Z");

    const clientEmail = (
      (await f.anonymous().get(`/api/public/proposals/${p.token}`)).json() as {
        client: { email: string };
      }
    ).client.email;
    const mails = (
      await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, clientEmail))
    ).filter((m) => m.subject?.startsWith("Receipt"));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [usd(1_000), usd(3_000), usd(3_000)].map((x) => `Receipt: ${x} paid to Golden Hour`).sort(),
    );
    for (const mail of mails) {
      const [file] = mail.attachments ?? [];
      expect(file).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
      expect(file!.filename).toMatch(/^receipt-\d{4}-\d{2}-\d{2}\.pdf$/);
      const text = await pdfText(new Uint8Array(Buffer.from(file!.content, "base64")));
      expect(text).toContain("Receipt");
      expect(text).toContain("Ruiz Wedding");
      expect(text).toContain(mail.subject!.includes(usd(1_000)) ? usd(1_000) : usd(3_000));
    }
  });

  it("answers 404 for a receipt address naming another proposal's payment", async () => {
    const one = await f.scheduledProposal(a);
    const two = await f.scheduledProposal(a);
    await f.payRetainer(one.token, one.entries[0]!.id, false);
    const [receipt] = (await f.publicPage(one.token)).receipts;
    const own = await f
      .anonymous()
      .get(`/api/public/proposals/${one.token}/receipts/${receipt!.paymentId}.pdf`);
    expect(own.statusCode).toBe(200);
    const other = await f
      .anonymous()
      .get(`/api/public/proposals/${two.token}/receipts/${receipt!.paymentId}.pdf`);
    expect(other.statusCode).toBe(404);
  });
});

describe("receipt PDF over SMTP", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: TestPhotographer;
  const f = autopayFixture(() => ctx);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({ SMTP_URL: smtp.url });
    a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("sends the receipt with its PDF attached", async () => {
    const p = await f.scheduledProposal(a);
    await f.payRetainer(p.token, p.entries[0]!.id, false);
    const receipt = smtp.received.find((m) => /Subject: Receipt/.test(m.raw));
    expect(receipt).toBeDefined();
    const part = pdfPartOf(receipt!.raw);
    expect(part?.fileName).toMatch(/^receipt-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(part!.bytes);
    expect(text).toContain(usd(3_000));
    expect(text).toContain("Retainer");
  });
});
