/**
 * CSV import helpers: reading the file's text, guessing which column holds which Focal field,
 * turning file rows into the API's import rows, and merging the server's per-batch answers.
 * Pure functions only, so they are unit-tested without a browser.
 */
import Papa from "papaparse";
import { IMPORT_FIELDS, type ImportField, type ImportRejection } from "../../../shared/clients";

/** A Focal field, or a whole-name column split into first and last name. */
export type MappingKey = ImportField | "fullName";

/** Which file column (by header) feeds each Focal field; null = not imported. */
export type ColumnMapping = Record<MappingKey, string | null>;

export const MAPPING_KEYS: readonly MappingKey[] = [...IMPORT_FIELDS, "fullName"];

export const MAPPING_LABELS: Record<MappingKey, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  eventDate: "Event date",
  notes: "Notes",
  fullName: "Full name",
};

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

export const emptyMapping = (): ColumnMapping => ({
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  eventDate: null,
  notes: null,
  fullName: null,
});

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

/** "First Name", "first_name" and "FIRST-NAME" all become "firstname". */
export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

interface GuessRule {
  exact: readonly string[];
  /** Every part must appear in the header; tried only when no header matches exactly. */
  contains: readonly (readonly string[])[];
  /** Headers containing one of these never match the contains rules. */
  exclude?: readonly string[];
}

const GUESS_RULES: Record<MappingKey, GuessRule> = {
  firstName: {
    exact: ["firstname", "first", "fname", "givenname", "forename"],
    contains: [
      ["first", "name"],
      ["given", "name"],
    ],
  },
  lastName: {
    exact: ["lastname", "last", "lname", "surname", "familyname"],
    contains: [["last", "name"], ["surname"], ["family", "name"]],
  },
  email: {
    exact: ["email", "emailaddress", "mail", "emails"],
    contains: [["email"]],
  },
  phone: {
    exact: ["phone", "phonenumber", "mobile", "mobilenumber", "cell", "cellphone", "telephone", "tel"],
    contains: [["phone"], ["mobile"]],
  },
  eventDate: {
    exact: ["eventdate", "weddingdate", "date", "dateofevent", "dateofwedding"],
    contains: [["wedding", "date"], ["event", "date"], ["date"]],
    exclude: ["created", "updated", "modified", "birth", "added", "inquiry", "booked"],
  },
  notes: {
    exact: ["notes", "note", "comments", "comment", "message", "details", "description"],
    contains: [["note"], ["comment"]],
  },
  fullName: {
    exact: ["name", "fullname", "clientname", "contactname", "customername", "names", "couple"],
    contains: [
      ["full", "name"],
      ["client", "name"],
      ["contact", "name"],
    ],
    exclude: ["first", "last", "business", "company", "venue", "file", "user"],
  },
};

/** Guesses the mapping from the header row; each column feeds at most one field. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping = emptyMapping();
  const used = new Set<string>();
  const normalized = headers.map((header) => ({ header, key: normalizeHeader(header) }));

  const take = (field: MappingKey, match: (key: string) => boolean) => {
    if (mapping[field]) return;
    const found = normalized.find(({ header, key }) => !used.has(header) && key !== "" && match(key));
    if (found) {
      mapping[field] = found.header;
      used.add(found.header);
    }
  };

  // Exact names first for every field, so "Email" is not taken by a looser rule of another field.
  for (const field of MAPPING_KEYS) {
    const rule = GUESS_RULES[field];
    for (const name of rule.exact) take(field, (key) => key === name);
  }
  for (const field of MAPPING_KEYS) {
    const rule = GUESS_RULES[field];
    for (const parts of rule.contains) {
      take(
        field,
        (key) =>
          parts.every((part) => key.includes(part)) &&
          !(rule.exclude ?? []).some((word) => key.includes(word)),
      );
    }
  }

  // A whole-name column is only split when the file has no separate first and last name columns.
  if (mapping.firstName && mapping.lastName) mapping.fullName = null;
  return mapping;
}

/** True when every row can get a first and a last name from the mapping. */
export function mappingHasNames(mapping: ColumnMapping): boolean {
  return Boolean((mapping.firstName || mapping.fullName) && (mapping.lastName || mapping.fullName));
}

const SURNAME_PARTICLES = new Set([
  "van",
  "von",
  "der",
  "den",
  "de",
  "del",
  "della",
  "di",
  "da",
  "du",
  "la",
  "le",
  "st.",
  "st",
  "bin",
  "al",
  "ter",
]);

/**
 * "Jane Doe" -> Jane / Doe; "Doe, Jane" -> Jane / Doe; "Mary Ann Smith" -> Mary Ann / Smith;
 * "Anna van der Berg" -> Anna / van der Berg; "Cher" -> Cher / "" (no last name).
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (!trimmed) return { firstName: "", lastName: "" };
  const comma = trimmed.indexOf(",");
  if (comma >= 0) {
    return { lastName: trimmed.slice(0, comma).trim(), firstName: trimmed.slice(comma + 1).trim() };
  }
  const words = trimmed.split(" ");
  if (words.length === 1) return { firstName: trimmed, lastName: "" };
  let lastStart = words.length - 1;
  while (lastStart > 1 && SURNAME_PARTICLES.has(words[lastStart - 1]!.toLowerCase())) lastStart -= 1;
  return { firstName: words.slice(0, lastStart).join(" "), lastName: words.slice(lastStart).join(" ") };
}

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A file's date as YYYY-MM-DD. Accepts YYYY-MM-DD (a time after it is ignored) and M/D/YYYY;
 * returns null for anything else or a day that does not exist.
 */
export function toIsoDate(raw: string): string | null {
  const value = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (us) {
    [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  } else {
    return null;
  }
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
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
  };
}

/** Why a mapped row cannot be sent, or null when it can (the server checks the rest). */
export function rowProblem(values: Record<ImportField, string>): string | null {
  if (!values.firstName && !values.lastName) return "First name and last name are required";
  if (!values.firstName) return "First name is required";
  if (!values.lastName) return "Last name is required";
  if (values.eventDate && !toIsoDate(values.eventDate)) {
    return `Event date "${values.eventDate}" is not a date (use YYYY-MM-DD or M/D/YYYY)`;
  }
  return null;
}

export interface PreparedImport {
  rows: ImportRow[];
  /** Rows refused before sending (missing names, unreadable dates). */
  rejected: ImportRejection[];
  /** Rows with nothing in any mapped column: skipped without a report line. */
  blank: number;
}

/** Turns the file's records into API rows, refusing the ones that cannot be valid clients. */
export function prepareImport(records: readonly CsvRecord[], mapping: ColumnMapping): PreparedImport {
  const rows: ImportRow[] = [];
  const rejected: ImportRejection[] = [];
  let blank = 0;
  records.forEach((record, index) => {
    const rowNumber = index + 1;
    const values = mapRecord(record, mapping);
    if (IMPORT_FIELDS.every((field) => values[field] === "")) {
      blank += 1;
      return;
    }
    const problem = rowProblem(values);
    if (problem) {
      rejected.push({ rowNumber, reason: problem });
      return;
    }
    const sent: ImportValues = {};
    for (const field of IMPORT_FIELDS) {
      const value = field === "eventDate" && values.eventDate ? toIsoDate(values.eventDate) : values[field];
      if (value) sent[field] = value;
    }
    rows.push({ rowNumber, values: sent });
  });
  return { rows, rejected, blank };
}

export interface PreviewRow {
  rowNumber: number;
  values: Record<ImportField, string>;
  /** Why the row will be skipped, or null when it will be sent. */
  problem: string | null;
}

/** The first `count` non-blank records as they will be sent, dates converted, for the preview table. */
export function previewRows(records: readonly CsvRecord[], mapping: ColumnMapping, count = 5): PreviewRow[] {
  const preview: PreviewRow[] = [];
  for (let index = 0; index < records.length && preview.length < count; index += 1) {
    const values = mapRecord(records[index]!, mapping);
    if (IMPORT_FIELDS.every((field) => values[field] === "")) continue;
    const problem = rowProblem(values);
    if (values.eventDate) values.eventDate = toIsoDate(values.eventDate) ?? values.eventDate;
    preview.push({ rowNumber: index + 1, values, problem });
  }
  return preview;
}

// In their own file so that the clients' query hooks can send batches without loading the CSV parser.
export { chunk, mergeResults, sortRejections } from "./import-batches";

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
