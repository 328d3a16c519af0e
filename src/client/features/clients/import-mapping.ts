/**
 * Which file column feeds which Focal field: the mapping, guessed from the header row, and a whole-name
 * column split into first and last name. Pure functions, unit-tested through import-clients.ts.
 */
import { IMPORT_FIELDS, type ImportField } from "../../../shared/clients";

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
  projectName: "Project name",
  projectType: "Project type",
  projectStage: "Pipeline stage",
};

export const emptyMapping = (): ColumnMapping => ({
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  eventDate: null,
  notes: null,
  fullName: null,
  projectName: null,
  projectType: null,
  projectStage: null,
});

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
    // HoneyBook calls it the project date, Dubsado the project's start date.
    exact: [
      "eventdate",
      "weddingdate",
      "date",
      "dateofevent",
      "dateofwedding",
      "projectdate",
      "startdate",
      "sessiondate",
    ],
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
  // A CRM export's project columns (HoneyBook: Project Name, Project Type, Pipeline Stage; Dubsado:
  // Project Name, Status).
  projectName: {
    exact: ["projectname", "project", "projecttitle", "jobname", "eventname"],
    contains: [
      ["project", "name"],
      ["project", "title"],
      ["job", "name"],
    ],
  },
  projectType: {
    exact: ["projecttype", "type", "eventtype", "jobtype", "sessiontype", "category"],
    contains: [
      ["project", "type"],
      ["event", "type"],
      ["session", "type"],
    ],
  },
  projectStage: {
    exact: ["pipelinestage", "stage", "projectstage", "status", "projectstatus", "leadstatus"],
    contains: [["pipeline"], ["stage"], ["project", "status"]],
    // A payment's or a contract's status says nothing about where the project stands.
    exclude: ["payment", "invoice", "contract", "email", "subscri"],
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
