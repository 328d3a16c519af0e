/**
 * Clients, their messages and their history: the API's shapes, shared by the server's validation and
 * the client's forms.
 */
import { z } from "zod";
import { IMPORT_PROJECT_FIELDS } from "./client-import.js";
import { cursorNeedsLimit, listSearchField, pageQueryFields } from "./paging.js";
import { type ProjectStatus, type ProjectType, projectTypeSchema } from "./projects.js";
import {
  controlCharacterMessage,
  emailField,
  emptyToUndefined,
  hasControlCharacter,
  isoDateField,
  phoneField,
  uuidField,
} from "./validation.js";

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

export const clientInputSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: z.preprocess(emptyToUndefined, emailField.optional()),
  phone: z.preprocess(emptyToUndefined, phoneField.optional()),
  eventDate: z.preprocess(emptyToUndefined, isoDateField.optional()),
  notes: z.preprocess(emptyToUndefined, z.string().trim().max(5000, "Notes are too long").optional()),
  /** Omitted: the studio's default opt-ins apply. */
  emailOptIn: z.boolean().optional(),
  smsOptIn: z.boolean().optional(),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientData = z.output<typeof clientInputSchema>;

/** `?archived=true` lists the archived clients instead of the current ones. */
export const archivedFlagSchema = z
  .enum(["true", "false"], { error: "archived must be true or false" })
  .optional()
  .transform((value) => value === "true");

/**
 * GET /api/clients. Without `limit`, the whole list (search: name or e-mail); with it, one Page of
 * ClientListItem (search: name, e-mail or phone).
 */
export const clientListQuerySchema = z
  .object({
    search: listSearchField,
    archived: archivedFlagSchema,
    ...pageQueryFields,
  })
  .superRefine(cursorNeedsLimit);

export interface StageBadge {
  id: string;
  name: string;
  color: string;
}

export interface ClientProjectSummary {
  id: string;
  title: string;
  projectType: ProjectType;
  status: ProjectStatus;
  eventDate: string | null;
  createdAt: string;
  stage: StageBadge | null;
}

export interface Client {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /**
   * The client's event date, the same day under both names (eventDate and weddingDate): the date of
   * the client's projects (the next upcoming, else the latest; cancelled projects aside), or, for a
   * client with no open project, the date typed on the client.
   */
  eventDate: string | null;
  weddingDate: string | null;
  hasEventDate: boolean;
  /** The open project that holds the event date (edited there); null when the date is the client's own. */
  eventDateProjectId: string | null;
  notes: string | null;
  emailOptIn: boolean;
  smsOptIn: boolean;
  leadSource: string;
  createdAt: string;
  /** Set while the client is archived: out of the list, still in reports and history. */
  archivedAt: string | null;
}

export interface ClientListItem extends Client {
  activeProjectCount: number;
  /** The client's messages the studio has not read yet (every channel). */
  unreadCount: number;
  latestProject: ClientProjectSummary | null;
}

export interface ClientDetail extends Client {
  projects: ClientProjectSummary[];
  messageCount: number;
  proposalCount: number;
  /** Sum of the client's proposals' totals, in cents. */
  proposalTotalCents: number;
}

/** Case-insensitive substring match on full name or e-mail. */
export function clientMatches(
  client: Pick<Client, "firstName" | "lastName" | "email">,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const fullName = `${client.firstName} ${client.lastName}`.toLowerCase();
  return fullName.includes(needle) || (client.email ?? "").toLowerCase().includes(needle);
}

export const fullName = (client: Pick<Client, "firstName" | "lastName">) =>
  `${client.firstName} ${client.lastName}`;

// Messages

export const createMessageInputSchema = z.object({
  clientId: uuidField("client"),
  content: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message is too long"),
  channel: z.literal("INTERNAL").default("INTERNAL"),
  sentByPhotographer: z.literal(true).default(true),
});
export type CreateMessageInput = z.input<typeof createMessageInputSchema>;

export interface Message {
  id: string;
  clientId: string;
  content: string;
  sentByPhotographer: boolean;
  channel: string;
  readAt: string | null;
  createdAt: string;
}

// History

export const HISTORY_TYPES = ["message", "email", "sms", "proposal", "payment", "other"] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export interface HistoryItem {
  id: string;
  type: HistoryType;
  title: string;
  description: string;
  createdAt: string;
  status?: string;
  totalCents?: number;
  amountCents?: number;
  templateSubject?: string;
  templatePreview?: string;
  automationName?: string;
}

// Portal login links

export interface SendLoginLinkResult {
  message: string;
  /** Only when e-mail goes to the development outbox (no SMTP): the link itself, to try it out. */
  loginUrl?: string;
  debugInfo?: string;
}

// Import and export

/** The client's own columns; a row may also carry a project (`IMPORT_PROJECT_FIELDS`, client-import.ts). */
export const IMPORT_CLIENT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "eventDate",
  "notes",
] as const;
export const IMPORT_FIELDS = [...IMPORT_CLIENT_FIELDS, ...IMPORT_PROJECT_FIELDS] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_BATCH_SIZE = 500;

export const importClientsInputSchema = z.object({
  /** The row numbers of the file (1 = first data row), for the error report. */
  rows: z
    .array(z.object({ rowNumber: z.number().int().min(1), values: z.record(z.string(), z.unknown()) }))
    .min(1, "No rows to import")
    .max(IMPORT_BATCH_SIZE, `At most ${IMPORT_BATCH_SIZE} rows per request`),
  /** True: answer what the import would create and change nothing. */
  dryRun: z.boolean({ error: "dryRun must be true or false" }).optional(),
  /** The type of a row's project when the file gives none (or one Focal does not know). */
  defaultProjectType: projectTypeSchema.optional(),
});
export type ImportClientsInput = z.input<typeof importClientsInputSchema>;

export interface ImportRejection {
  rowNumber: number;
  reason: string;
}

/** Why a row (or a new client) is refused when the studio already has its address. */
export const duplicateEmailReason = (email: string) => `A client with the email ${email} already exists`;

/**
 * One import row checked with the Add Client form's rules, as the server checks it and as the import
 * preview marks it: the client's data, or the first problem in words.
 */
export function checkImportRow(
  values: Record<string, unknown>,
): { ok: true; data: ClientData } | { ok: false; reason: string } {
  const dirty = IMPORT_CLIENT_FIELDS.find((field) => {
    const value = values[field];
    return typeof value === "string" && hasControlCharacter(value);
  });
  if (dirty) return { ok: false, reason: controlCharacterMessage(dirty) };
  const parsed = clientInputSchema.safeParse({
    firstName: values.firstName ?? "",
    lastName: values.lastName ?? "",
    email: values.email,
    phone: values.phone,
    eventDate: values.eventDate,
    notes: values.notes,
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? "Invalid row" };
  return { ok: true, data: parsed.data };
}

/** Most addresses one check may ask about; the preview asks in chunks of this size. */
export const IMPORT_CHECK_MAX = 1000;

/** POST /api/clients/import/check: which of these addresses the studio already has (any letter case). */
export const importCheckInputSchema = z.object({
  emails: z
    .array(z.string({ error: "Each email must be text" }).trim().max(255, "Email too long"), {
      error: "emails must be a list of addresses",
    })
    .max(IMPORT_CHECK_MAX, `At most ${IMPORT_CHECK_MAX} emails per request`),
});
export type ImportCheckInput = z.input<typeof importCheckInputSchema>;

export interface ImportCheckResult {
  /** The addresses asked about that a client of the studio has (archived ones too), lower-cased. */
  existing: string[];
}

/** What one accepted row does (or, on a dry run, would do). */
export interface ImportRowPlan {
  rowNumber: number;
  /** A new client, or the studio's client with this row's address (the row then brings a project). */
  client: "new" | "existing";
  clientName: string;
  project: {
    title: string;
    projectType: ProjectType;
    /** The Focal stage it lands in; `stageMatched` false when the file's stage was not recognised. */
    stageName: string | null;
    stageMatched: boolean;
    status: ProjectStatus;
    eventDate: string | null;
  } | null;
}

export interface ImportClientsResult {
  /** Clients created (on a dry run: that would be). */
  created: number;
  rejected: ImportRejection[];
  /** Projects created, on new clients or on the studio's existing ones. */
  projectsCreated: number;
  dryRun: boolean;
  /** Each accepted row, in file order. */
  rows: ImportRowPlan[];
}
