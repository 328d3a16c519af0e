/**
 * CSV import helpers: reading the file's text, turning file rows into the API's import rows (checked
 * as the server checks them), and merging the server's per-batch answers.
 * Pure functions only, so they are unit-tested without a browser.
 */
import Papa from "papaparse";
import { IMPORT_PROJECT_FIELDS, importedProject } from "../../../shared/client-import";
import {
  checkImportRow,
  duplicateEmailReason,
  IMPORT_FIELDS,
  type ImportField,
  type ImportRejection,
} from "../../../shared/clients";
import { toIsoDate } from "./import-dates";
import { type ColumnMapping, splitFullName } from "./import-mapping";

export { toIsoDate } from "./import-dates";

// The mapping lives in its own file; the import dialog and the tests reach it through this one.
export {
  type ColumnMapping,
  emptyMapping,
  guessMapping,
  MAPPING_KEYS,
  MAPPING_LABELS,
  type MappingKey,
  mappingHasNames,
  normalizeHeader,
  splitFullName,
} from "./import-mapping";

export type ImportValues = Partial<Record<ImportField, string>>;

export interface ImportRow {
  /** 1 = the first row under the header. */
  rowNumber: number;
  values: ImportValues;
}

export type CsvRecord = Record<string, unknown>;

export interface ParsedCsv {
  headers: string[];
  records: CsvRecord[];
}

/** Parses CSV text with a header row. Blank lines stay in `records` so row numbers match the file. */
export function parseCsvText(text: string): ParsedCsv {
  const result = Papa.parse<CsvRecord>(text, {
    header: true,
    skipEmptyLines: false,
    transformHeader: (header) => header.replace(/^\uFEFF/, "").trim(),
  });
  const headers = (result.meta.fields ?? []).filter((header) => header !== "");
  const records = [...result.data];
  // A final newline leaves one empty record behind: it is not a row of the file.
  while (records.length > 0 && isBlankRecord(records[records.length - 1]!, headers)) records.pop();
  return { headers, records };
}

function isBlankRecord(record: CsvRecord, headers: readonly string[]): boolean {
  return headers.every((header) => cell(record, header) === "");
}

function cell(record: CsvRecord, header: string | null): string {
  if (!header) return "";
  const value = record[header];
  return typeof value === "string" ? value.trim() : "";
}

/** One file record through the mapping: trimmed text per field ("" = nothing given). */
export function mapRecord(record: CsvRecord, mapping: ColumnMapping): Record<ImportField, string> {
  let firstName = cell(record, mapping.firstName);
  let lastName = cell(record, mapping.lastName);
  if (mapping.fullName && (!firstName || !lastName)) {
    const split = splitFullName(cell(record, mapping.fullName));
    if (!firstName) firstName = split.firstName;
    if (!lastName) lastName = split.lastName;
  }
  return {
    firstName,
    lastName,
    email: cell(record, mapping.email),
    phone: cell(record, mapping.phone),
    eventDate: cell(record, mapping.eventDate),
    notes: cell(record, mapping.notes),
    projectName: cell(record, mapping.projectName),
    projectType: cell(record, mapping.projectType),
    projectStage: cell(record, mapping.projectStage),
  };
}

/** True when the row brings a project (any project column filled in), as the server decides it. */
export const hasProject = (values: Partial<Record<ImportField, string>>) =>
  IMPORT_PROJECT_FIELDS.some((field) => Boolean(values[field]));

/**
 * Why a mapped row cannot be sent, or null when it can: the file's own problems first (names, dates in
 * a format we cannot read), then the server's rules for a client (shared with it: e-mail, phone, lengths).
 */
export function rowProblem(values: Record<ImportField, string>): string | null {
  if (!values.firstName && !values.lastName) return "First name and last name are required";
  if (!values.firstName) return "First name is required";
  if (!values.lastName) return "Last name is required";
  if (values.eventDate && !toIsoDate(values.eventDate)) {
    return `Event date "${values.eventDate}" is not a date (use YYYY-MM-DD or M/D/YYYY)`;
  }
  const checked = checkImportRow(sentValues(values));
  if (!checked.ok) return checked.reason;
  // The project's own limits; the type given here does not matter, only a reason does.
  const project = importedProject(values, "WEDDING");
  return "reason" in project ? project.reason : null;
}

/** The values as the API receives them: empty ones left out, the date as YYYY-MM-DD. */
function sentValues(values: Record<ImportField, string>): ImportValues {
  const sent: ImportValues = {};
  for (const field of IMPORT_FIELDS) {
    const value = field === "eventDate" && values.eventDate ? toIsoDate(values.eventDate) : values[field];
    if (value) sent[field] = value;
  }
  return sent;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** What becomes of one non-blank record: sent as `sent`, or refused for `problem`. */
interface RowOutcome {
  rowNumber: number;
  /** The mapped values, the date converted when it can be. */
  values: Record<ImportField, string>;
  sent: ImportValues | null;
  problem: string | null;
}

/**
 * Each non-blank record in file order, checked as the server would: the row's own rules, then its
 * e-mail against the studio's clients (`existing`, lower case, from POST /api/clients/import/check)
 * and against the rows above it. A row with a project adds it to that client (a CRM export has a row
 * per project); one without is a duplicate, refused (the server keeps the first).
 */
function* outcomes(
  records: readonly CsvRecord[],
  mapping: ColumnMapping,
  existing: ReadonlySet<string>,
): Generator<RowOutcome | "blank"> {
  const seen = new Map<string, number>();
  for (let index = 0; index < records.length; index += 1) {
    const rowNumber = index + 1;
    const values = mapRecord(records[index]!, mapping);
    if (IMPORT_FIELDS.every((field) => values[field] === "")) {
      yield "blank";
      continue;
    }
    let problem = rowProblem(values);
    const email = values.email ? emailKey(values.email) : null;
    if (!problem && email) {
      const earlier = seen.get(email);
      if (hasProject(values)) {
        if (earlier === undefined) seen.set(email, rowNumber);
      } else if (existing.has(email)) problem = duplicateEmailReason(email);
      else if (earlier !== undefined)
        problem = `The email ${email} is already on row ${earlier} of this file`;
      else seen.set(email, rowNumber);
    }
    const sent = problem ? null : sentValues(values);
    if (values.eventDate) values.eventDate = toIsoDate(values.eventDate) ?? values.eventDate;
    yield { rowNumber, values, sent, problem };
  }
}

export interface PreparedImport {
  rows: ImportRow[];
  /** Rows refused before sending (missing names, invalid values, addresses the studio already has). */
  rejected: ImportRejection[];
  /** Rows with nothing in any mapped column: skipped without a report line. */
  blank: number;
  /** How many of the refused rows are clients the studio already has. */
  existing: number;
  /** How many of the rows sent bring a project. */
  projects: number;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Turns the file's records into API rows, refusing the ones the server would refuse, so that the count
 * offered ("Import N clients") is what the import creates. `existing`: the studio's addresses among the
 * file's, lower case.
 */
export function prepareImport(
  records: readonly CsvRecord[],
  mapping: ColumnMapping,
  existing: ReadonlySet<string> = NONE,
): PreparedImport {
  const rows: ImportRow[] = [];
  const rejected: ImportRejection[] = [];
  let blank = 0;
  let known = 0;
  let projects = 0;
  for (const outcome of outcomes(records, mapping, existing)) {
    if (outcome === "blank") {
      blank += 1;
    } else if (outcome.sent) {
      rows.push({ rowNumber: outcome.rowNumber, values: outcome.sent });
      if (hasProject(outcome.sent)) projects += 1;
    } else {
      rejected.push({ rowNumber: outcome.rowNumber, reason: outcome.problem ?? "Invalid row" });
      if (outcome.values.email && existing.has(emailKey(outcome.values.email))) known += 1;
    }
  }
  return { rows, rejected, blank, existing: known, projects };
}

/**
 * The addresses to ask the server about: those of the rows that pass their own checks, lower case,
 * each once, in file order.
 */
export function importEmails(records: readonly CsvRecord[], mapping: ColumnMapping): string[] {
  if (!mapping.email) return [];
  const emails = new Set<string>();
  for (const outcome of outcomes(records, mapping, NONE)) {
    if (outcome !== "blank" && outcome.sent?.email) emails.add(emailKey(outcome.sent.email));
  }
  return [...emails];
}

export interface PreviewRow {
  rowNumber: number;
  values: Record<ImportField, string>;
  /** Why the row will be skipped, or null when it will be sent. */
  problem: string | null;
}

/** The first `count` non-blank records as they will be sent, dates converted, for the preview table. */
export function previewRows(
  records: readonly CsvRecord[],
  mapping: ColumnMapping,
  count = 5,
  existing: ReadonlySet<string> = NONE,
): PreviewRow[] {
  const preview: PreviewRow[] = [];
  for (const outcome of outcomes(records, mapping, existing)) {
    if (preview.length >= count) break;
    if (outcome === "blank") continue;
    preview.push({ rowNumber: outcome.rowNumber, values: outcome.values, problem: outcome.problem });
  }
  return preview;
}

// In their own file so that the clients' query hooks can send batches without loading the CSV parser.
export { batchRows, chunk, EMPTY_RESULT, mergeResults, sortRejections } from "./import-batches";

/**
 * The rejected rows as CSV, for the photographer to fix and import again: row number, reason, then the
 * row's original columns when the file is given.
 */
export function rejectionsCsv(rejected: readonly ImportRejection[], file?: ParsedCsv): string {
  const headers = file?.headers ?? [];
  return Papa.unparse({
    fields: ["Row", "Reason", ...headers],
    data: rejected.map((r) => {
      const record = file?.records[r.rowNumber - 1];
      return [r.rowNumber, r.reason, ...headers.map((header) => (record ? cell(record, header) : ""))];
    }),
  });
}
