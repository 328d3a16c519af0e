/**
 * Contract smart fields and the contract body's rendering, shared by the server (which renders a template
 * into a proposal's contract and hashes the result) and the template editor's live preview. Pure and
 * deterministic: the same body, context and inputs always give byte-identical HTML, because the signed
 * document's SHA-256 is taken over it. No zod here, so the public signing page can import it cheaply.
 *
 * The body is Markdown-like: `#`/`##`/`###` headings, paragraphs (blank line between; single line breaks
 * kept), `**bold**`, `*italic*`, `- ` or `* ` bullets, `1. ` numbered items. Everything the author or a
 * field value writes is escaped; the only tags in the output are the ones produced here.
 */
import { formatMoney } from "./currency.js";

export const CONTRACT_FIELDS = [
  "client.fullName",
  "client.email",
  "project.eventDate",
  "project.venue",
  "proposal.total",
  "proposal.schedule",
  "studio.businessName",
  "today",
] as const;
export type ContractField = (typeof CONTRACT_FIELDS)[number];

export const INPUT_FIELD_PREFIX = "input:";
/** An input's label is what the client sees beside the box; long ones are almost certainly a typo. */
export const MAX_INPUT_LABEL_LENGTH = 80;

export interface ContractContext {
  client: { fullName: string; email: string | null };
  /** eventDate is "YYYY-MM-DD". */
  project: { eventDate: string | null; venue: string | null };
  proposal: {
    totalCents: number;
    currency: string;
    schedule: { label: string; amountCents: number; dueDate: string | null }[];
  };
  studio: { businessName: string };
  /** "YYYY-MM-DD", the studio's local date. */
  today: string;
}

// `{{ name }}`: spaces inside the braces are allowed, braces inside are not.
const FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isKnownField(name: string): name is ContractField {
  return (CONTRACT_FIELDS as readonly string[]).includes(name);
}

function inputLabelOf(name: string): string | null {
  if (!name.startsWith(INPUT_FIELD_PREFIX)) return null;
  const label = name.slice(INPUT_FIELD_PREFIX.length).trim();
  return label.length > 0 && label.length <= MAX_INPUT_LABEL_LENGTH ? label : null;
}

/** Field names used in a body; unknown ones listed so the API can refuse them by name. */
export function scanContractFields(body: string): {
  fields: string[];
  inputs: string[];
  unknown: string[];
} {
  const fields = new Set<string>();
  const inputs = new Set<string>();
  const unknown = new Set<string>();
  for (const match of body.matchAll(FIELD_PATTERN)) {
    const name = match[1] ?? "";
    const label = inputLabelOf(name);
    if (isKnownField(name)) fields.add(name);
    else if (label !== null) inputs.add(label);
    else unknown.add(name);
  }
  return { fields: [...fields], inputs: [...inputs], unknown: [...unknown] };
}

/** The message the API answers for a body with unknown fields, naming the first. */
export function unknownFieldMessage(unknown: readonly string[]): string {
  return `Unknown field {{${unknown[0] ?? ""}}}`;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2027-06-12" -> "June 12, 2027"; written by hand so no time zone or locale data can change it. */
export function formatContractDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

// Shown where the studio's data has no value yet, so the gap is visible in the preview and the editor.
function missing(field: ContractField): string {
  return `<span data-missing="${field}">[not set]</span>`;
}

function scheduleDue(dueDate: string | null): string {
  return dueDate === null ? "On signing" : formatContractDate(dueDate);
}

/** The payment plan as a table: its own block, never inside a paragraph. */
function scheduleTable(ctx: ContractContext): string {
  const { schedule, currency, totalCents } = ctx.proposal;
  const rows = schedule.map(
    (i) =>
      `<tr><td>${escapeHtml(i.label)}</td><td>${escapeHtml(scheduleDue(i.dueDate))}</td><td>${escapeHtml(formatMoney(i.amountCents, currency))}</td></tr>`,
  );
  const body =
    rows.length > 0
      ? rows.join("")
      : `<tr><td>Payment in full</td><td>On signing</td><td>${escapeHtml(formatMoney(totalCents, currency))}</td></tr>`;
  return (
    '<table data-field="proposal.schedule"><thead><tr><th>Payment</th><th>Due</th><th>Amount</th></tr></thead>' +
    `<tbody>${body}</tbody>` +
    `<tfoot><tr><td>Total</td><td></td><td>${escapeHtml(formatMoney(totalCents, currency))}</td></tr></tfoot></table>`
  );
}

/** The schedule written inline, when the field sits inside a sentence rather than on its own line. */
function scheduleInline(ctx: ContractContext): string {
  const { schedule, currency, totalCents } = ctx.proposal;
  if (schedule.length === 0) return escapeHtml(`${formatMoney(totalCents, currency)} on signing`);
  return escapeHtml(
    schedule
      .map((i) => {
        const due = i.dueDate === null ? "on signing" : `due ${formatContractDate(i.dueDate)}`;
        return `${i.label} ${formatMoney(i.amountCents, currency)} (${due})`;
      })
      .join("; "),
  );
}

function fieldHtml(name: string, ctx: ContractContext, inputs: Record<string, string> | undefined): string {
  if (isKnownField(name)) {
    switch (name) {
      case "client.fullName":
        return escapeHtml(ctx.client.fullName);
      case "client.email":
        return ctx.client.email ? escapeHtml(ctx.client.email) : missing(name);
      case "project.eventDate":
        return ctx.project.eventDate ? escapeHtml(formatContractDate(ctx.project.eventDate)) : missing(name);
      case "project.venue":
        return ctx.project.venue ? escapeHtml(ctx.project.venue) : missing(name);
      case "proposal.total":
        return escapeHtml(formatMoney(ctx.proposal.totalCents, ctx.proposal.currency));
      case "proposal.schedule":
        return scheduleInline(ctx);
      case "studio.businessName":
        return escapeHtml(ctx.studio.businessName);
      case "today":
        return escapeHtml(formatContractDate(ctx.today));
    }
  }
  const label = inputLabelOf(name);
  if (label !== null) {
    const attr = escapeHtml(label);
    if (inputs && Object.hasOwn(inputs, label)) {
      const value = inputs[label] ?? "";
      return `<span data-input="${attr}">${escapeHtml(value).replace(/\r?\n/g, "<br>")}</span>`;
    }
    return `<span data-input="${attr}">[${attr}]</span>`;
  }
  // An unknown field stays as written, so a typo shows up in the preview (the API refuses it on save).
  return escapeHtml(`{{${name}}}`);
}

// Field values are swapped for these markers while the author's emphasis is parsed, so that a value
// holding "*" is never read as emphasis. Private-use characters in the body itself are dropped first.
const MARK_OPEN = "\uE000";
const MARK_CLOSE = "\uE001";
const MARK_PATTERN = /\uE000(\d+)\uE001/g;

function inlineHtml(text: string, ctx: ContractContext, inputs: Record<string, string> | undefined): string {
  const values: string[] = [];
  const marked = text.replace(/[\uE000\uE001]/g, "").replace(FIELD_PATTERN, (_, name: string) => {
    values.push(fieldHtml(name, ctx, inputs));
    return `${MARK_OPEN}${values.length - 1}${MARK_CLOSE}`;
  });
  const emphasised = escapeHtml(marked)
    .replace(/\*\*(?=\S)(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/\*(?=\S)(.+?)\*/g, "<em>$1</em>");
  return emphasised.replace(MARK_PATTERN, (_, index: string) => values[Number(index)] ?? "");
}

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "schedule" };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;
const SCHEDULE_LINE = /^\{\{\s*proposal\.schedule\s*\}\}$/;

function parseBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (SCHEDULE_LINE.test(line)) {
      close();
      blocks.push({ kind: "schedule" });
    } else if (heading) {
      close();
      blocks.push({ kind: "heading", level: heading[1]!.length, text: heading[2] ?? "" });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const item = (bullet ?? numbered)![1] ?? "";
      if (current?.kind === "list" && current.ordered === ordered) current.items.push(item);
      else {
        close();
        current = { kind: "list", ordered, items: [item] };
      }
    } else if (current?.kind === "paragraph") current.lines.push(line);
    else {
      close();
      current = { kind: "paragraph", lines: [line] };
    }
  }
  close();
  return blocks;
}

/**
 * Renders the Markdown-like body to safe HTML, filling each field from ctx (dates as "June 12, 2027",
 * money through formatMoney). `{{input:Label}}` becomes the given input value when `inputs` has it, else a
 * marked blank `<span data-input="Label">[Label]</span>`. A missing client e-mail, event date or venue
 * is a marked `<span data-missing="field">[not set]</span>`.
 */
export function renderContractHtml(
  body: string,
  ctx: ContractContext,
  inputs?: Record<string, string>,
): string {
  return parseBlocks(body)
    .map((block) => blockHtml(block, ctx, inputs))
    .join("\n");
}

function blockHtml(block: Block, ctx: ContractContext, inputs: Record<string, string> | undefined): string {
  const inline = (text: string) => inlineHtml(text, ctx, inputs);
  if (block.kind === "schedule") return scheduleTable(ctx);
  if (block.kind === "heading") return `<h${block.level}>${inline(block.text)}</h${block.level}>`;
  if (block.kind === "paragraph") return `<p>${block.lines.map(inline).join("<br>")}</p>`;
  const tag = block.ordered ? "ol" : "ul";
  return `<${tag}>${block.items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`;
}
