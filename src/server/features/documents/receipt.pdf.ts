/**
 * The receipt of one payment: how much, when, how it was paid, what it paid for, what was left to pay
 * after it, and any refunds of it since. Pure: a view in, the PDF's bytes out.
 */
import { formatMoney } from "../../../shared/currency.js";
import { METHOD_LABELS, type ReceiptView } from "./document-view.js";
import { type Column, longDate, MUTED, PdfFlow } from "./pdf-layout.js";

export async function renderReceiptPdf(view: ReceiptView): Promise<Uint8Array> {
  const money = (minor: number) => formatMoney(minor, view.proposal.currency);
  const flow = await PdfFlow.create(`Receipt: ${view.proposal.title}`, view.studio);
  const { payment } = view;

  await flow.letterhead(view.studio, "Receipt", [
    ["Date", longDate(payment.paidOn)],
    ["Proposal", view.proposal.number],
  ]);

  flow.paragraph("Received from", { size: 9, bold: true, color: MUTED });
  flow.paragraph(view.clientName, { size: 11, bold: true });
  if (view.clientEmail) flow.paragraph(view.clientEmail, { size: 9, color: MUTED });
  flow.space(8);
  flow.paragraph(view.proposal.title, { size: 13, bold: true });
  flow.space(14);

  flow.paragraph("Amount paid", { size: 9, bold: true, color: MUTED });
  flow.paragraph(money(payment.amountCents), { size: 22, bold: true, color: flow.brand });
  flow.space(10);

  const w = flow.width;
  const facts: Column[] = [
    { x: 0, width: 150 },
    { x: 160, width: w - 160 },
  ];
  const fact = (label: string, value: string) =>
    flow.row(facts, [{ text: label, color: MUTED }, { text: value }]);
  flow.heading("Payment");
  fact("Date", longDate(payment.paidOn));
  fact("Method", METHOD_LABELS[payment.method]);
  fact("For", payment.installmentLabel ?? "Payment towards the proposal");
  if (payment.note) fact("Note", payment.note);
  fact("Reference", payment.id);
  flow.space(10);

  flow.figures([
    { label: "Proposal total", value: money(view.totalCents) },
    { label: "Balance after this payment", value: money(view.balanceAfterCents), bold: true },
  ]);

  if (view.refunds.length > 0) {
    flow.space(16);
    flow.heading("Refunds of this payment");
    const columns: Column[] = [
      { x: 0, width: 120 },
      { x: 130, width: w - 330 },
      { x: w - 190, width: 90 },
      { x: w - 90, width: 90, align: "right" },
    ];
    flow.table(
      columns,
      ["Date", "Reason", "Status", "Amount"],
      view.refunds.map((r) => [
        { text: longDate(r.date) },
        { text: r.reason ?? "" },
        { text: r.status === "SUCCEEDED" ? "Refunded" : "In progress" },
        { text: `−${money(r.amountCents)}` },
      ]),
    );
    flow.space(6);
    flow.figures([{ label: "Balance due today", value: money(view.balanceNowCents), bold: true }]);
  }

  return flow.finish(`${view.studio.name} · ${view.proposal.number}`);
}
