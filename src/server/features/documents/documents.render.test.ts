import { describe, expect, it } from "vitest";
import { pdfPages, pdfText } from "../../test/pdf-text.js";
import type { InvoiceView, ReceiptView } from "./document-view.js";
import { logoOf, methodOf, slugOf } from "./documents.service.js";
import { renderInvoicePdf } from "./invoice.pdf.js";
import { renderReceiptPdf } from "./receipt.pdf.js";

/** A 2×2 red PNG. */
const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=";
const tinyPng = () => new Uint8Array(Buffer.from(TINY_PNG, "base64"));

const studio = {
  name: "Zoë Łukasz Photography",
  email: "hello@zoe.example",
  phone: null,
  brandPrimary: "#be185d",
  logo: null,
};
const proposal = { title: "López Wedding", number: "P-1A2B3C4D", currency: "USD", eventDate: "2027-06-12" };

const invoice: InvoiceView = {
  studio,
  clientName: "Zoë Łukasz",
  clientEmail: "zoe@example.com",
  proposal,
  issuedOn: "2026-11-26",
  items: [
    {
      name: "Full-day coverage",
      description: "Ten hours, two photographers",
      qty: 1,
      unitCents: 300_000,
      lineTotalCents: 300_000,
    },
    { name: "Engagement session", description: null, qty: 2, unitCents: 25_000, lineTotalCents: 50_000 },
  ],
  subtotalCents: 350_000,
  discountCents: 35_000,
  discountPercentBasisPoints: 1000,
  taxLabel: "VAT",
  taxRateBasisPoints: 2000,
  taxCents: 70_000,
  totalCents: 385_000,
  schedule: [
    { label: "Retainer", dueDate: null, amountCents: 115_500, paidCents: 115_500, status: "PAID" },
    {
      label: "Second payment",
      dueDate: "2027-01-15",
      amountCents: 154_000,
      paidCents: 0,
      status: "UPCOMING",
    },
    { label: "Final balance", dueDate: "2027-05-13", amountCents: 115_500, paidCents: 0, status: "UPCOMING" },
  ],
  paidCents: 115_500,
  balanceCents: 269_500,
};

const receipt: ReceiptView = {
  studio,
  clientName: "Zoë Łukasz",
  clientEmail: null,
  proposal,
  payment: {
    id: "0b7f3c52-6d7e-4a1b-9c1d-3e2f4a5b6c7d",
    amountCents: 115_500,
    paidOn: "2026-11-26",
    method: "CHECK",
    installmentLabel: "Retainer",
    note: "Cheque no. 1042",
  },
  totalCents: 385_000,
  balanceAfterCents: 269_500,
  refunds: [{ amountCents: 10_000, date: "2026-12-01", status: "SUCCEEDED", reason: "Album cancelled" }],
  balanceNowCents: 279_500,
};

describe("renderInvoicePdf", () => {
  it("prints the studio, the client, the items, the figures and the schedule", async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    for (const expected of [
      "Zoë Łukasz Photography",
      "Invoice",
      "P-1A2B3C4D",
      "November 26, 2026",
      "Zoë Łukasz",
      "López Wedding",
      "Full-day coverage",
      "Ten hours, two photographers",
      "Engagement session",
      "$3,500.00",
      "Discount (10 %)",
      "−$350.00",
      "VAT (20 %)",
      "$700.00",
      "$3,850.00",
      "Retainer",
      "On signing",
      "Second payment",
      "January 15, 2027",
      "Final balance",
      "Upcoming",
      "Paid",
      "Total paid",
      "$1,155.00",
      "Balance due",
      "$2,695.00",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("writes JPY amounts with ¥ and no decimals, € and £ too", async () => {
    const yen = await pdfText(
      await renderInvoicePdf({ ...invoice, proposal: { ...proposal, currency: "JPY" }, totalCents: 385_000 }),
    );
    expect(yen).toContain("¥385,000");
    expect(yen).not.toMatch(/¥[\d,]+\.\d/);
    expect(
      await pdfText(await renderInvoicePdf({ ...invoice, proposal: { ...proposal, currency: "EUR" } })),
    ).toContain("€3,850.00");
    expect(
      await pdfText(await renderInvoicePdf({ ...invoice, proposal: { ...proposal, currency: "GBP" } })),
    ).toContain("£3,850.00");
  });

  it("flows a long item list onto more pages, with the header again, and wraps long names", async () => {
    const longName = `${"Hand-bound heirloom album with linen cover ".repeat(6)}Supercalifragilisticexpialidocious${"x".repeat(120)}`;
    const many = Array.from({ length: 80 }, (_, i) => ({
      name: i === 3 ? longName : `Print ${i + 1}`,
      description: i % 5 === 0 ? "Giclée print on cotton rag" : null,
      qty: 1,
      unitCents: 1_000,
      lineTotalCents: 1_000,
    }));
    const pages = await pdfPages(
      await renderInvoicePdf({ ...invoice, items: many, proposal: { ...proposal, title: longName } }),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join("\n")).toContain("Print 80");
    expect(pages[1]).toContain("Description");
    expect(pages.at(-1)).toContain("Balance due");
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  });

  it("keeps every glyph inside the page", async () => {
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const longWord = "W".repeat(300);
    const bytes = await renderInvoicePdf({
      ...invoice,
      clientName: longWord,
      items: [{ name: longWord, description: longWord, qty: 1, unitCents: 1, lineTotalCents: 1 }],
    });
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const [, , width] = page.view as number[];
      for (const item of (await page.getTextContent()).items) {
        if (!("str" in item)) continue;
        const x = item.transform[4] as number;
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + item.width).toBeLessThanOrEqual(width!);
      }
    }
    await doc.destroy();
  });

  it("embeds a PNG logo and ignores one that does not decode", async () => {
    const withLogo = await renderInvoicePdf({
      ...invoice,
      studio: { ...studio, logo: { kind: "png", bytes: tinyPng() } },
    });
    expect(Buffer.from(withLogo).toString("latin1")).toContain("/Subtype /Image");
    const broken = await renderInvoicePdf({
      ...invoice,
      studio: { ...studio, logo: { kind: "jpeg", bytes: new Uint8Array([1, 2, 3]) } },
    });
    expect(await pdfText(broken)).toContain("Zoë Łukasz Photography");
  });
});

describe("renderReceiptPdf", () => {
  it("prints the amount, date, method, what it paid, the balance after it and its refunds", async () => {
    const text = await pdfText(await renderReceiptPdf(receipt));
    for (const expected of [
      "Receipt",
      "Zoë Łukasz Photography",
      "Zoë Łukasz",
      "López Wedding",
      "$1,155.00",
      "November 26, 2026",
      "Cheque",
      "Retainer",
      "Cheque no. 1042",
      "Balance after this payment",
      "$2,695.00",
      "Refunds of this payment",
      "Album cancelled",
      "−$100.00",
      "Balance due today",
      "$2,795.00",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("names each method and leaves out the refunds block when there are none", async () => {
    const text = await pdfText(
      await renderReceiptPdf({
        ...receipt,
        refunds: [],
        payment: { ...receipt.payment, method: "CARD", installmentLabel: null, note: null },
      }),
    );
    expect(text).toContain("Card");
    expect(text).toContain("Payment towards the proposal");
    expect(text).not.toContain("Refunds of this payment");
  });
});

describe("what the documents are made from", () => {
  it("takes a PNG or JPEG logo stored as a data: URL and leaves a remote or WebP one out", () => {
    expect(logoOf(`data:image/png;base64,${TINY_PNG}`)).toMatchObject({ kind: "png" });
    expect(logoOf("data:image/jpeg;base64,/9j/4AAQ")).toMatchObject({ kind: "jpeg" });
    expect(logoOf("data:image/webp;base64,UklGRg==")).toBeNull();
    expect(logoOf("https://example.com/logo.png")).toBeNull();
    expect(logoOf(null)).toBeNull();
  });

  it("names the stored methods and makes readable file names", () => {
    expect(
      ["card:deposit", "card:installment", "CASH", "CHECK", "BANK_TRANSFER", "OTHER", "weird"].map(methodOf),
    ).toEqual(["CARD", "CARD", "CASH", "CHECK", "BANK_TRANSFER", "OTHER", "OTHER"]);
    expect(slugOf("López Wedding")).toBe("lopez-wedding");
    expect(slugOf("Zoë & Łukasz — 2027!")).toBe("zoe-lukasz-2027");
    expect(slugOf("婚礼")).toBe("");
  });
});
