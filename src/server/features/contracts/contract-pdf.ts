/**
 * The contract PDF, pure: a view in, the bytes out. The contract's HTML (as renderContractHtml writes
 * it) reduced to styled text (headings, paragraphs, lists, the schedule table), both signatures (a
 * drawn PNG, or the typed name), then the certificate: the document's hash and every event of the log
 * with its time in UTC and in the studio's zone, IP, user agent and hash chain. A void contract says
 * VOID across every page. The same view gives the same bytes (fixed dates; pdf-lib's font names come
 * from a seeded generator), which is what lets verification compare fingerprints.
 */
import { degrees, rgb } from "pdf-lib";
import type { DocumentStudio } from "../documents/document-view.js";
import { type Column, MARGIN, MUTED, PdfFlow } from "../documents/pdf-layout.js";

export interface PdfSignature {
  name: string;
  signedAt: Date;
  /** A PNG data: URL when drawn; null when typed. */
  imageDataUrl: string | null;
}

export interface PdfEvent {
  seq: number;
  type: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  signer: string | null;
  hash: string;
  prevHash: string;
}

export interface ContractPdfView {
  studio: DocumentStudio;
  timezone: string;
  contractId: string;
  title: string;
  proposalTitle: string;
  status: string;
  html: string;
  documentHash: string | null;
  client: PdfSignature | null;
  countersignature: PdfSignature | null;
  voidReason: string | null;
  events: PdfEvent[];
  /** The PDF's creation and modification date: fixed, so that the same contract gives the same file. */
  issuedAt: Date;
}

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "table"; header: string[]; rows: string[][]; footer: string[][] };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e] ?? "");
/** Inline HTML to plain lines: <br> breaks the line, every other tag goes, entities are decoded. */
const textLines = (html: string) =>
  html.split(/<br\s*\/?>/i).map((line) => decode(line.replace(/<[^>]*>/g, "")).trim());
const text = (html: string) => textLines(html).join(" ").trim();
const cells = (rowHtml: string, tag: "td" | "th") =>
  [...rowHtml.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => text(m[1] ?? ""));
const rowsOf = (html: string) => [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? "");

/** The block structure of renderContractHtml's output. */
export function contractBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  for (const m of html.matchAll(/<(h[1-3]|p|ul|ol|table)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const tag = m[1]!;
    const inner = m[2] ?? "";
    if (tag.startsWith("h")) blocks.push({ kind: "heading", level: Number(tag[1]), text: text(inner) });
    else if (tag === "p") blocks.push({ kind: "paragraph", lines: textLines(inner) });
    else if (tag === "ul" || tag === "ol") {
      const items = [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((li) => text(li[1] ?? ""));
      blocks.push({ kind: "list", ordered: tag === "ol", items });
    } else {
      const part = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(inner)?.[1] ?? "";
      blocks.push({
        kind: "table",
        header: cells(part("thead"), "th"),
        rows: rowsOf(part("tbody")).map((r) => cells(r, "td")),
        footer: rowsOf(part("tfoot")).map((r) => cells(r, "td")),
      });
    }
  }
  return blocks;
}

function utc(at: Date): string {
  return `${at
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d{3}Z$/, "")} UTC`;
}

function zoned(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "long" }).format(at);
}

const EVENT_LABELS: Record<string, string> = {
  created: "Contract created",
  edited: "Contract edited",
  sent: "Sent to the client",
  viewed: "Opened for signing",
  consent_given: "Consent to sign electronically given",
  signed: "Signed by the client",
  countersigned: "Countersigned by the studio",
  completed: "Completed",
  voided: "Voided",
};

function drawContract(flow: PdfFlow, blocks: Block[]): void {
  const sizes = [0, 15, 13, 11.5];
  for (const block of blocks) {
    if (block.kind === "heading") {
      flow.space(6);
      flow.ensure(60);
      flow.paragraph(block.text, { size: sizes[block.level] ?? 11.5, bold: true });
      flow.space(4);
    } else if (block.kind === "paragraph") {
      for (const line of block.lines) flow.paragraph(line);
      flow.space(6);
    } else if (block.kind === "list") {
      block.items.forEach((item, i) => {
        const marker = block.ordered ? `${i + 1}.` : "•";
        flow.ensure(flow.lineHeight());
        flow.drawLine(marker, 6);
        flow.paragraph(item, {}, 22);
      });
      flow.space(6);
    } else {
      const w = flow.width;
      const columns: Column[] = [
        { x: 0, width: w - 260 },
        { x: w - 250, width: 130 },
        { x: w - 110, width: 110, align: "right" },
      ];
      flow.table(
        columns,
        block.header,
        [...block.rows, ...block.footer].map((row, i) =>
          row.map((cell) => ({ text: cell, bold: i >= block.rows.length })),
        ),
      );
      flow.space(8);
    }
  }
}

async function drawSignature(flow: PdfFlow, role: string, signature: PdfSignature | null, timezone: string) {
  flow.ensure(110);
  flow.paragraph(role, { size: 9, bold: true, color: MUTED });
  if (!signature) {
    flow.space(30);
    flow.rule(0.5, MUTED);
    flow.paragraph("Not signed yet", { size: 9, color: MUTED });
    flow.space(10);
    return;
  }
  const m = signature.imageDataUrl ? /^data:image\/png;base64,(.+)$/.exec(signature.imageDataUrl) : null;
  let drawn = false;
  if (m) {
    try {
      const image = await flow.doc.embedPng(Buffer.from(m[1]!, "base64"));
      const scale = Math.min(200 / image.width, 60 / image.height, 1);
      const h = image.height * scale;
      flow.page.drawImage(image, { x: MARGIN, y: flow.y - h, width: image.width * scale, height: h });
      flow.space(h + 4);
      drawn = true;
    } catch {
      // A signature image that does not decode is shown as the typed name rather than failing the PDF.
    }
  }
  if (!drawn) flow.paragraph(signature.name, { size: 18, bold: true });
  flow.rule(0.5, MUTED);
  flow.paragraph(`${signature.name}, ${drawn ? "drawn" : "typed"} signature`, { size: 9 });
  flow.paragraph(`${utc(signature.signedAt)} (${zoned(signature.signedAt, timezone)})`, {
    size: 8,
    color: MUTED,
  });
  flow.space(14);
}

function drawCertificate(flow: PdfFlow, view: ContractPdfView): void {
  flow.addPage();
  flow.heading("Certificate");
  const fact = (label: string, value: string) => {
    flow.paragraph(label, { size: 8, bold: true, color: MUTED });
    flow.paragraph(value, { size: 9 });
    flow.space(2);
  };
  fact("Contract", `${view.title} (${view.contractId})`);
  fact("Status", view.status);
  fact("Document SHA-256", view.documentHash ?? "Not opened for signing yet");
  fact("Time zone", view.timezone);
  flow.space(8);
  flow.heading("Events", 80);
  for (const e of view.events) {
    flow.ensure(90);
    flow.paragraph(`${e.seq}. ${EVENT_LABELS[e.type] ?? e.type}${e.signer ? `: ${e.signer}` : ""}`, {
      size: 9.5,
      bold: true,
    });
    const small = { size: 8 };
    flow.paragraph(`${utc(e.at)} · ${zoned(e.at, view.timezone)}`, small);
    flow.paragraph(`IP: ${e.ip ?? "not recorded"} · User agent: ${e.userAgent ?? "not recorded"}`, small);
    flow.paragraph(`Hash: ${e.hash}`, { size: 7.5, color: MUTED });
    flow.paragraph(`Previous: ${e.prevHash}`, { size: 7.5, color: MUTED });
    flow.space(6);
  }
  flow.space(6);
  flow.paragraph(
    "Each event's hash is the SHA-256 of the previous event's hash followed by the event's fields, so " +
      "no event can be changed, removed or reordered without breaking every hash after it.",
    { size: 8, color: MUTED },
  );
}

function stampVoid(flow: PdfFlow): void {
  for (const page of flow.doc.getPages()) {
    page.drawText("VOID", {
      x: 150,
      y: 300,
      size: 130,
      font: flow.bold,
      color: rgb(0.8, 0.1, 0.1),
      opacity: 0.25,
      rotate: degrees(40),
    });
  }
}

export async function renderContractPdf(view: ContractPdfView): Promise<Uint8Array> {
  const flow = await PdfFlow.create(`Contract: ${view.title}`, view.studio);
  flow.doc.setCreationDate(view.issuedAt);
  flow.doc.setModificationDate(view.issuedAt);
  await flow.letterhead(view.studio, "Contract", [
    ["Proposal", view.proposalTitle],
    ["Status", view.status],
  ]);
  flow.paragraph(view.title, { size: 16, bold: true });
  if (view.voidReason)
    flow.paragraph(`VOID: ${view.voidReason}`, { size: 10, bold: true, color: rgb(0.7, 0.1, 0.1) });
  flow.space(8);
  drawContract(flow, contractBlocks(view.html));
  flow.space(10);
  flow.heading("Signatures", 110);
  await drawSignature(flow, "Client", view.client, view.timezone);
  await drawSignature(flow, view.studio.name, view.countersignature, view.timezone);
  drawCertificate(flow, view);
  if (view.status === "VOID") stampVoid(flow);
  return flow.finish(`${view.studio.name} · Contract ${view.contractId.slice(0, 8).toUpperCase()}`);
}
