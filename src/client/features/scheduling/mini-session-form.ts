/**
 * The "New mini-session" dialog's pure steps: how many back-to-back slots a window holds, the end time
 * for a number of slots, and the session type it creates (one dated window, slots one length plus the
 * buffer apart, the buffer kept after each, no notice, no deposit).
 *
 * Slots follow the calendar's rule (src/shared/slots.ts): they start at the window's start and every
 * interval after, and each must end inside the window; the buffer after the last one may run past it.
 */
import type { FieldErrors } from "@/lib/form-values";
import { firstErrors } from "@/lib/form-values";
import { parseMoney } from "../../../shared/money-input";
import type { ProjectType } from "../../../shared/projects";
import { minutesOf } from "../../../shared/scheduling";
import {
  type LocationKind,
  type SessionTypeInput,
  type SessionTypeValues,
  sessionTypeInputSchema,
} from "../../../shared/session-types";
import { type QuestionDraft, slugFromName } from "./session-type-form";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_END = 24 * 60;
/** How far ahead a studio's types are bookable unless told (the schema's default). */
const DEFAULT_WINDOW_DAYS = 60;
const MAX_WINDOW_DAYS = 730;
/** Mini-sessions stand out on the calendar in violet until the photographer picks another colour. */
export const MINI_SESSION_COLOR = "#8b5cf6";

export interface MiniSessionDraft {
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  slotMinutes: string;
  bufferMinutes: string;
  /** The number of slots as shown (computed) or typed. */
  slots: string;
  /** Which of end time and slot count the photographer set last: the other one follows. */
  driver: "end" | "slots";
  price: string;
  locationKind: LocationKind;
  locationDetail: string;
  /** Mini-sessions are mostly family and portrait days: a booking starts a project of this kind. */
  projectType: ProjectType;
  questions: QuestionDraft[];
}

export const newMiniSessionDraft = (): MiniSessionDraft => ({
  name: "",
  date: "",
  startTime: "09:00",
  endTime: "12:00",
  slotMinutes: "20",
  bufferMinutes: "10",
  slots: "6",
  driver: "end",
  price: "",
  locationKind: "IN_PERSON",
  locationDetail: "",
  projectType: "FAMILY",
  questions: [],
});

const whole = (value: string): number | null => {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return trimmed === "" ? null : Number.NaN;
  return Number(trimmed);
};

/** How many slots of `length` minutes, `buffer` minutes apart, fit between start and end; null when unknown. */
export function slotCount(startTime: string, endTime: string, length: number, buffer: number): number | null {
  if (!HHMM.test(startTime) || !HHMM.test(endTime)) return null;
  if (!(length > 0) || !(buffer >= 0) || !Number.isInteger(length) || !Number.isInteger(buffer)) return null;
  const span = minutesOf(endTime) - minutesOf(startTime);
  if (span < length) return 0;
  return Math.floor((span - length) / (length + buffer)) + 1;
}

/** The end time that holds exactly `count` slots; null when unknown or past midnight. */
export function endForSlots(startTime: string, count: number, length: number, buffer: number): string | null {
  if (!HHMM.test(startTime) || !Number.isInteger(count) || count < 1) return null;
  if (!(length > 0) || !(buffer >= 0) || !Number.isInteger(length) || !Number.isInteger(buffer)) return null;
  const end = minutesOf(startTime) + (count - 1) * (length + buffer) + length;
  if (end >= DAY_END) return null;
  return `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
}

/**
 * The draft after one field changes, with the end time or the slot count following the other: typing a
 * number of slots moves the end, anything else recounts the slots.
 */
export function withField<K extends keyof MiniSessionDraft>(
  draft: MiniSessionDraft,
  field: K,
  value: MiniSessionDraft[K],
): MiniSessionDraft {
  const next = { ...draft, [field]: value };
  if (field === "slots") next.driver = "slots";
  if (field === "endTime") next.driver = "end";
  const length = whole(next.slotMinutes);
  const buffer = whole(next.bufferMinutes) ?? 0;
  if (length == null) return next;
  if (next.driver === "slots") {
    const count = whole(next.slots);
    const end = count == null ? null : endForSlots(next.startTime, count, length, buffer);
    if (end) next.endTime = end;
  } else {
    const count = slotCount(next.startTime, next.endTime, length, buffer);
    if (count != null) next.slots = String(count);
  }
  return next;
}

/** Days from `today` to `date` (both "YYYY-MM-DD"), negative for a past date. */
function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The session type a mini-session draft creates, unvalidated. */
export function miniSessionPayload(
  draft: MiniSessionDraft,
  currency: string,
  today: string,
): SessionTypeInput {
  const length = whole(draft.slotMinutes) ?? Number.NaN;
  const buffer = whole(draft.bufferMinutes) ?? 0;
  const ahead = /^\d{4}-\d{2}-\d{2}$/.test(draft.date) ? daysBetween(today, draft.date) : 0;
  return {
    name: draft.name,
    // A name without Latin letters still needs a link: the date makes one.
    slug: slugFromName(draft.name) || `mini-session-${draft.date}`,
    durationMinutes: length,
    slotIntervalMinutes: length + buffer,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: buffer,
    minNoticeHours: 0,
    // The day must fall inside the booking window, or no slot of it would ever be offered.
    bookingWindowDays: Math.min(MAX_WINDOW_DAYS, Math.max(DEFAULT_WINDOW_DAYS, ahead + 1)),
    location: {
      kind: draft.locationKind,
      detail: draft.locationDetail.trim() === "" ? null : draft.locationDetail,
    },
    priceCents: parseMoney(draft.price, currency),
    depositCents: 0,
    projectType: draft.projectType,
    questions: draft.questions.map(({ label, type, required }) => ({ label, type, required })),
    availability: { windows: [{ date: draft.date, startTime: draft.startTime, endTime: draft.endTime }] },
    enabled: true,
    color: MINI_SESSION_COLOR,
  };
}

/** The schema's paths that belong to the dialog's fields. */
const FIELD_OF: Record<string, keyof MiniSessionDraft> = {
  name: "name",
  slug: "name",
  durationMinutes: "slotMinutes",
  slotIntervalMinutes: "bufferMinutes",
  bufferAfterMinutes: "bufferMinutes",
  priceCents: "price",
  "location.detail": "locationDetail",
  "location.kind": "locationKind",
  projectType: "projectType",
  "availability.windows.0.date": "date",
  "availability.windows.0.startTime": "startTime",
  "availability.windows.0.endTime": "endTime",
  "availability.windows.0": "date",
};

/** Schema or server errors by path, moved onto the dialog's fields (questions keep their own paths). */
export function miniSessionFieldErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = FIELD_OF[path] ?? path;
    if (!(field in out)) out[field] = message;
  }
  return out;
}

export type MiniSessionCheck = { ok: true; payload: SessionTypeValues } | { ok: false; errors: FieldErrors };

/** The draft checked: the body to POST, or each field's first message. */
export function checkMiniSession(draft: MiniSessionDraft, currency: string, today: string): MiniSessionCheck {
  const errors: FieldErrors = {};
  if (draft.date === "") errors.date = "Choose the day";
  else if (draft.date < today) errors.date = "Choose a day from today on";
  const count = whole(draft.slots);
  if (draft.driver === "slots" && count != null && !Number.isNaN(count) && count >= 1) {
    const length = whole(draft.slotMinutes);
    if (
      length != null &&
      endForSlots(draft.startTime, count, length, whole(draft.bufferMinutes) ?? 0) == null
    )
      errors.slots = "That many slots run past midnight";
  }
  const parsed = sessionTypeInputSchema.safeParse(miniSessionPayload(draft, currency, today));
  if (!parsed.success)
    Object.assign(errors, { ...miniSessionFieldErrors(firstErrors(parsed.error.issues)), ...errors });
  else if (
    slotCount(draft.startTime, draft.endTime, parsed.data.durationMinutes, parsed.data.bufferAfterMinutes) ===
    0
  )
    errors.endTime ??= "The window is shorter than one slot";
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}
