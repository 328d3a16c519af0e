/**
 * The session-type editor's form state and its pure steps: a draft of strings (what the inputs hold), the
 * draft of a saved type, the draft to the API body, and the errors of both the shared schema and the
 * server's 400 keyed by the body's paths ("questions.0.label"), so each lands beside its field.
 */
import { ApiError } from "@/lib/api";
import { type FieldErrors, firstErrors } from "@/lib/form-values";
import { minorToInput, parseMoney } from "../../../shared/money-input";
import type { ProjectType } from "../../../shared/projects";
import {
  DEFAULT_TYPE_SLUG_FIXED,
  type LocationKind,
  type QuestionType,
  type RefundRule,
  type SessionType,
  type SessionTypeInput,
  type SessionTypeValues,
  SLUG_TAKEN,
  sessionTypeInputSchema,
} from "../../../shared/session-types";

export interface QuestionDraft {
  /** A row's identity for React while rows move; never sent. */
  key: string;
  label: string;
  type: QuestionType;
  required: boolean;
}

export interface WindowDraft {
  key: string;
  /** A one-off date, or every week on a weekday. */
  mode: "date" | "weekday";
  date: string;
  /** "0" (Sunday) to "6", as the select holds it. */
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

export interface SessionTypeDraft {
  name: string;
  slug: string;
  /** Once the link name is typed into, it stops following the name. */
  slugEdited: boolean;
  description: string;
  color: string;
  enabled: boolean;
  projectType: ProjectType;
  durationMinutes: string;
  /** Empty: slots start one duration (plus buffers) apart. */
  slotIntervalMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minNoticeHours: string;
  /** Empty: no limit. */
  maxPerDay: string;
  bookingWindowDays: string;
  locationKind: LocationKind;
  locationDetail: string;
  /** Amounts as typed, in the studio's currency. */
  price: string;
  deposit: string;
  refundRule: RefundRule;
  cancelNoticeHours: string;
  rescheduleNoticeHours: string;
  emailReminderOn: boolean;
  emailReminderHours: string;
  smsReminderOn: boolean;
  smsReminderHours: string;
  questions: QuestionDraft[];
  availabilityMode: "STUDIO_HOURS" | "WINDOWS";
  windows: WindowDraft[];
}

let lastKey = 0;
/** A fresh row key. */
export const rowKey = () => `row-${++lastKey}`;

export const emptyQuestion = (): QuestionDraft => ({
  key: rowKey(),
  label: "",
  type: "SHORT_TEXT",
  required: false,
});

export const emptyWindow = (mode: WindowDraft["mode"] = "weekday"): WindowDraft => ({
  key: rowKey(),
  mode,
  date: "",
  dayOfWeek: "1",
  startTime: "09:00",
  endTime: "17:00",
});

/**
 * A link name from a type's name: lowercase ASCII letters and digits joined by single dashes, accents
 * dropped ("Café Portraits" → "cafe-portraits"), at most 60 characters (the schema's limit).
 */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}

/** The draft after the name changes: the link name follows it until the photographer edits the link. */
export function withName(draft: SessionTypeDraft, name: string): SessionTypeDraft {
  return { ...draft, name, slug: draft.slugEdited ? draft.slug : slugFromName(name) };
}

const text = (n: number | null | undefined) => (n == null ? "" : String(n));

/** A saved type as the form shows it, or a new type's defaults (the schema's own). */
export function draftOf(type: SessionType | null, currency: string): SessionTypeDraft {
  // A new type starts from the schema's defaults (an hour, studio hours, free).
  const t: SessionTypeValues =
    type ?? sessionTypeInputSchema.parse({ name: "x", slug: "x", durationMinutes: 60 });
  const windows = t.availability === "STUDIO_HOURS" ? [] : t.availability.windows;
  return {
    name: type ? t.name : "",
    slug: type ? t.slug : "",
    slugEdited: Boolean(type),
    description: t.description ?? "",
    color: t.color,
    enabled: t.enabled,
    projectType: t.projectType,
    durationMinutes: text(t.durationMinutes),
    slotIntervalMinutes: text(t.slotIntervalMinutes),
    bufferBeforeMinutes: text(t.bufferBeforeMinutes),
    bufferAfterMinutes: text(t.bufferAfterMinutes),
    minNoticeHours: text(t.minNoticeHours),
    maxPerDay: text(t.maxPerDay),
    bookingWindowDays: text(t.bookingWindowDays),
    locationKind: t.location.kind,
    locationDetail: t.location.detail ?? "",
    price: minorToInput(t.priceCents, currency),
    deposit: minorToInput(t.depositCents, currency),
    refundRule: t.refundRule,
    cancelNoticeHours: text(t.cancelNoticeHours),
    rescheduleNoticeHours: text(t.rescheduleNoticeHours),
    emailReminderOn: t.emailReminderHours != null,
    emailReminderHours: text(t.emailReminderHours ?? 24),
    smsReminderOn: t.smsReminderHours != null,
    smsReminderHours: text(t.smsReminderHours ?? 2),
    questions: t.questions.map((q) => ({ key: rowKey(), ...q })),
    availabilityMode: t.availability === "STUDIO_HOURS" ? "STUDIO_HOURS" : "WINDOWS",
    windows: windows.map((w) => ({
      key: rowKey(),
      mode: w.date != null ? "date" : "weekday",
      date: w.date ?? "",
      dayOfWeek: text(w.dayOfWeek ?? 1),
      startTime: w.startTime,
      endTime: w.endTime,
    })),
  };
}

/** A number field: empty is "not given" (the schema's default applies), anything else a number (NaN fails). */
const num = (value: string) => (value.trim() === "" ? undefined : Number(value));
/** A field where empty means none. */
const numOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** The API body of a draft, unvalidated: what the schema (here and on the server) checks. */
export function payloadOf(draft: SessionTypeDraft, currency: string): SessionTypeInput {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description.trim() === "" ? null : draft.description,
    durationMinutes: num(draft.durationMinutes) ?? Number.NaN,
    slotIntervalMinutes: numOrNull(draft.slotIntervalMinutes),
    bufferBeforeMinutes: num(draft.bufferBeforeMinutes),
    bufferAfterMinutes: num(draft.bufferAfterMinutes),
    minNoticeHours: num(draft.minNoticeHours),
    maxPerDay: numOrNull(draft.maxPerDay),
    bookingWindowDays: num(draft.bookingWindowDays),
    location: {
      kind: draft.locationKind,
      detail: draft.locationDetail.trim() === "" ? null : draft.locationDetail,
    },
    priceCents: parseMoney(draft.price, currency),
    depositCents: parseMoney(draft.deposit, currency),
    projectType: draft.projectType,
    questions: draft.questions.map(({ label, type, required }) => ({ label, type, required })),
    availability:
      draft.availabilityMode === "STUDIO_HOURS"
        ? "STUDIO_HOURS"
        : {
            windows: draft.windows.map((w) =>
              w.mode === "date"
                ? { date: w.date, startTime: w.startTime, endTime: w.endTime }
                : { dayOfWeek: Number(w.dayOfWeek), startTime: w.startTime, endTime: w.endTime },
            ),
          },
    enabled: draft.enabled,
    color: draft.color,
    cancelNoticeHours: num(draft.cancelNoticeHours),
    rescheduleNoticeHours: num(draft.rescheduleNoticeHours),
    refundRule: draft.refundRule,
    emailReminderHours: draft.emailReminderOn ? num(draft.emailReminderHours) : null,
    smsReminderHours: draft.smsReminderOn ? num(draft.smsReminderHours) : null,
  };
}

type Issue = { path: readonly PropertyKey[]; message: string; code?: string };

/** Zod's own words for a number field left as text are not ours. */
const friendly = (issue: Issue): Issue =>
  issue.code === "invalid_type" && issue.message.startsWith("Invalid input")
    ? { ...issue, message: "Enter a whole number" }
    : issue;

export type DraftCheck = { ok: true; payload: SessionTypeValues } | { ok: false; errors: FieldErrors };

/** The draft checked by the shared schema: the body to send, or each field's first message. */
export function checkDraft(draft: SessionTypeDraft, currency: string): DraftCheck {
  const payload = payloadOf(draft, currency);
  const parsed = sessionTypeInputSchema.safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors = firstErrors(parsed.error.issues.map(friendly));
  // The schema checks the deposit against the price only once every field is valid; say it at once.
  if ((payload.depositCents ?? 0) > (payload.priceCents ?? 0))
    errors.depositCents ??= "The deposit cannot be more than the price";
  return { ok: false, errors };
}

/**
 * A refused save's field errors: the 400's `issues` by path, or a 409 about the link name under it.
 * Empty when the refusal names no field (the toast carries it then).
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  try {
    const body = JSON.parse(error.body) as { message?: unknown; issues?: unknown };
    if (Array.isArray(body.issues) && body.issues.length > 0) {
      const issues = (body.issues as { path?: unknown; message?: unknown }[])
        .filter((i) => typeof i.path === "string" && i.path !== "" && typeof i.message === "string")
        .map((i) => ({ path: String(i.path).split("."), message: String(i.message) }));
      return firstErrors(issues);
    }
    if (body.message === SLUG_TAKEN || body.message === DEFAULT_TYPE_SLUG_FIXED)
      return { slug: body.message };
  } catch {
    // Not JSON: nothing to place beside a field.
  }
  return {};
}

/** The API body of a saved type, for a write that changes one thing (the enabled switch). */
export function inputOfType(type: SessionType): SessionTypeValues {
  const { id: _id, isDefault: _d, isMiniSession: _m, createdAt: _c, updatedAt: _u, ...values } = type;
  return values;
}

/**
 * The field an error path belongs to, in the order the form shows them, so focus can move to the first
 * wrong one ("availability.windows.0.endTime" → the first window's end time).
 */
export function fieldIdOf(path: string, prefix: string): string {
  return `${prefix}-${path.replace(/\./g, "-")}`;
}
