/**
 * The invoice of a proposal: the studio's letterhead, who it is for, the items with the subtotal,
 * discount, tax and total, then the payment schedule with what is paid of each instalment and what
 * is still due. Pure: a view in, the PDF's bytes out.
 */
import { formatBasisPoints, formatMoney } from "../../../shared/currency.js";
import { type InvoiceView, STATUS_LABELS } from "./document-view.js";
import { type Column, longDate, MUTED, PdfFlow } from "./pdf-layout.js";

export async function renderInvoicePdf(view: InvoiceView): Promise<Uint8Array> {
  const money = (minor: number) => formatMoney(minor, view.proposal.currency);
  const flow = await PdfFlow.create(`Invoice: ${view.proposal.title}`, view.studio);

  await flow.letterhead(view.studio, "Invoice", [
    ["Number", view.proposal.number],
    ["Date", longDate(view.issuedOn)],
  ]);

  flow.paragraph("Bill to", { size: 9, bold: true, color: MUTED });
  flow.paragraph(view.clientName, { size: 11, bold: true });
  if (view.clientEmail) flow.paragraph(view.clientEmail, { size: 9, color: MUTED });
  flow.space(8);
  flow.paragraph(view.proposal.title, { size: 13, bold: true });
  if (view.proposal.eventDate)
    flow.paragraph(`Event date: ${longDate(view.proposal.eventDate)}`, { size: 9, color: MUTED });
  flow.space(12);

  const w = flow.width;
  const items: Column[] = [
    { x: 0, width: w - 250 },
    { x: w - 240, width: 40, align: "right" },
    { x: w - 190, width: 90, align: "right" },
    { x: w - 90, width: 90, align: "right" },
  ];
  flow.heading("Items");
  flow.table(
    items,
    ["Description", "Qty", "Unit price", "Amount"],
    view.items.map((item) => [
      { text: item.name, sub: item.description },
      { text: String(item.qty) },
      { text: money(item.unitCents) },
      { text: money(item.lineTotalCents) },
    ]),
  );
  flow.space(6);

  const discountLabel =
    view.discountPercentBasisPoints !== null
      ? `Discount (${formatBasisPoints(view.discountPercentBasisPoints)})`
      : "Discount";
  flow.figures([
    { label: "Subtotal", value: money(view.subtotalCents) },
    ...(view.discountCents > 0 ? [{ label: discountLabel, value: `−${money(view.discountCents)}` }] : []),
    {
      label: `${view.taxLabel} (${formatBasisPoints(view.taxRateBasisPoints)})`,
      value: money(view.taxCents),
    },
    { label: "Total", value: money(view.totalCents), bold: true, size: 12 },
  ]);
  flow.space(16);

  const schedule: Column[] = [
    { x: 0, width: w - 370 },
    { x: w - 360, width: 100 },
    { x: w - 250, width: 85, align: "right" },
    { x: w - 155, width: 85, align: "right" },
    { x: w - 60, width: 60, align: "right" },
  ];
  flow.heading("Payment schedule");
  flow.table(
    schedule,
    ["Instalment", "Due", "Amount", "Paid", "Status"],
    view.schedule.map((entry) => [
      { text: entry.label },
      { text: entry.dueDate ? longDate(entry.dueDate) : "On signing" },
      { text: money(entry.amountCents) },
      { text: money(entry.paidCents) },
      { text: STATUS_LABELS[entry.status], bold: entry.status === "OVERDUE" },
    ]),
  );
  flow.space(6);
  flow.figures([
    { label: "Total paid", value: money(view.paidCents) },
    { label: "Balance due", value: money(view.balanceCents), bold: true, size: 12 },
  ]);

  return flow.finish(`${view.studio.name} · ${view.proposal.number}`);
}
