import type { z } from "zod";
import type {
  AvailabilityTemplate,
  availabilityTemplateInputSchema,
  DaySlots,
  overrideInputSchema,
  SlotRules,
  SlotsCalendar,
  TimeSlot,
} from "../../../shared/scheduling.js";
import type { ComputedSlot } from "../../../shared/slots.js";
import type { Database } from "../../db/connect.js";
import { badRequest, notFound } from "../../http/errors.js";
import { syncDefaultSessionTypeRules } from "../session-types/session-types.queries.js";
import {
  deleteOverrideRow,
  deleteTemplateRow,
  findSchedulingStudio,
  findTemplate,
  insertTemplateRow,
  listOverrides,
  listTemplates,
  replaceBreaks,
  rulesOf,
  type SchedulingStudio,
  toOverride,
  updateRules,
  updateTemplateRow,
  upsertOverride,
} from "./availability.queries.js";
import { instantsOf, type SlotFinder, shiftDate } from "./slot-finder.js";

type TemplateInput = z.output<typeof availabilityTemplateInputSchema>;
type OverrideInput = z.output<typeof overrideInputSchema>;

export const TEMPLATE_NOT_FOUND = "Template not found";
const OVERRIDE_NOT_FOUND = "Override not found";
/** The studio's calendar asks for a month or so at a time; a year is plenty and keeps a request cheap. */
const MAX_RANGE_DAYS = 366;

function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function toTimeSlot(slot: ComputedSlot, bookings: Map<string, NonNullable<TimeSlot["booking"]>>): TimeSlot {
  const booking = slot.bookingId ? bookings.get(slot.bookingId) : undefined;
  return {
    id: slot.id,
    startTime: new Date(slot.startMs).toISOString(),
    endTime: new Date(slot.endMs).toISOString(),
    isAvailable: slot.status === "AVAILABLE",
    reason: slot.status === "AVAILABLE" ? null : slot.status,
    booking: booking ?? null,
  };
}

export function createAvailabilityService(database: Database, finder: SlotFinder) {
  const { db } = database;

  async function studioOf(photographerId: string): Promise<SchedulingStudio> {
    const studio = await findSchedulingStudio(db, photographerId);
    if (!studio) throw notFound("Photographer not found");
    return studio;
  }

  async function requireTemplate(photographerId: string, id: string) {
    const row = await findTemplate(db, photographerId, id);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return row;
  }

  async function templateById(photographerId: string, id: string): Promise<AvailabilityTemplate> {
    const all = await listTemplates(db, photographerId);
    return all.find((t) => t.id === id)!;
  }

  async function createTemplate(photographerId: string, input: TemplateInput) {
    const id = await db.transaction(async (tx) => {
      const id = await insertTemplateRow(tx, photographerId, {
        dayOfWeek: input.dayOfWeek,
        startTime: input.startTime,
        endTime: input.endTime,
        isEnabled: input.isEnabled,
      });
      await replaceBreaks(tx, photographerId, id, input.breaks ?? []);
      return id;
    });
    return templateById(photographerId, id);
  }

  async function updateTemplate(photographerId: string, id: string, input: TemplateInput) {
    await requireTemplate(photographerId, id);
    await db.transaction(async (tx) => {
      await updateTemplateRow(tx, photographerId, id, {
        dayOfWeek: input.dayOfWeek,
        startTime: input.startTime,
        endTime: input.endTime,
        isEnabled: input.isEnabled,
        updatedAt: new Date(),
      });
      // Breaks left out of an update are kept; an empty list removes them.
      if (input.breaks) await replaceBreaks(tx, photographerId, id, input.breaks);
    });
    return templateById(photographerId, id);
  }

  async function deleteTemplate(photographerId: string, id: string) {
    await requireTemplate(photographerId, id);
    await deleteTemplateRow(db, photographerId, id);
    return { success: true as const };
  }

  /** One override per date: saving a date again replaces what was there. */
  async function saveOverride(photographerId: string, input: OverrideInput) {
    const values = {
      isAvailable: input.isAvailable,
      startTime: input.isAvailable ? (input.startTime ?? null) : null,
      endTime: input.isAvailable ? (input.endTime ?? null) : null,
      breaks: input.isAvailable ? (input.breaks ?? []).map((b) => ({ ...b, label: b.label ?? null })) : [],
      reason: input.reason ?? null,
      updatedAt: new Date(),
    };
    return toOverride(await upsertOverride(db, photographerId, input.date, values));
  }

  async function deleteOverride(photographerId: string, id: string) {
    if (!(await deleteOverrideRow(db, photographerId, id))) throw notFound(OVERRIDE_NOT_FOUND);
    return { success: true as const };
  }

  async function rules(photographerId: string): Promise<SlotRules> {
    return rulesOf(await studioOf(photographerId));
  }

  async function saveRules(photographerId: string, input: SlotRules): Promise<SlotRules> {
    await db.transaction(async (tx) => {
      await updateRules(tx, photographerId, input);
      // The default "Consultation" books by these same rules: it moves with them.
      await syncDefaultSessionTypeRules(tx, photographerId, input);
    });
    return rules(photographerId);
  }

  /**
   * The studio sees its whole working day, past days and days beyond the booking window included:
   * notice and window only limit what clients may book. Slots already started read as TOO_SOON.
   */
  async function studioSlots(studio: SchedulingStudio, from: string, to: string) {
    const realNow = new Date();
    const { start } = instantsOf(from, to, studio.timezone);
    const today = finder.today(studio, realNow);
    // Computing as if it were the range's first morning lets past days show their slots too.
    const now = from < today ? start : realNow;
    const view = {
      ...studio,
      minNoticeHours: 0,
      bookingWindowDays: Math.max(0, daysBetween(from < today ? from : today, to)),
    };
    const result = await finder.find(db, view, from, to, { withCalendar: true, now });
    const slots = result.slots.map((slot) =>
      slot.status === "AVAILABLE" && slot.startMs < realNow.getTime()
        ? { ...slot, status: "TOO_SOON" as const }
        : slot,
    );
    return { slots, bookings: result.bookings };
  }

  async function daySlots(photographerId: string, date: string): Promise<DaySlots> {
    const studio = await studioOf(photographerId);
    const { slots, bookings } = await studioSlots(studio, date, date);
    const byId = new Map(
      bookings.map((b) => [
        b.id,
        {
          id: b.id,
          clientName: b.clientName,
          title: b.title,
          status: b.status,
          sessionType: b.sessionTypeName
            ? { name: b.sessionTypeName, color: b.sessionTypeColor ?? "#3b82f6" }
            : null,
        },
      ]),
    );
    return { date, timezone: studio.timezone, slots: slots.map((s) => toTimeSlot(s, byId)) };
  }

  async function calendarDays(
    photographerId: string,
    range: { startDate?: string | undefined; endDate?: string | undefined },
  ): Promise<SlotsCalendar> {
    const studio = await studioOf(photographerId);
    const from = range.startDate ?? finder.today(studio);
    const to = range.endDate ?? shiftDate(from, 41);
    if (to < from) throw badRequest("endDate must not be before startDate");
    if (daysBetween(from, to) > MAX_RANGE_DAYS) throw badRequest("Ask for at most a year of days at a time");
    const { slots } = await studioSlots(studio, from, to);
    const days = new Map<string, { date: string; available: number; booked: number }>();
    for (const slot of slots) {
      const day = days.get(slot.date) ?? { date: slot.date, available: 0, booked: 0 };
      if (slot.status === "AVAILABLE") day.available += 1;
      if (slot.status === "BOOKED") day.booked += 1;
      days.set(slot.date, day);
    }
    return { timezone: studio.timezone, days: [...days.values()] };
  }

  return {
    studioOf,
    listTemplates: (photographerId: string) => listTemplates(db, photographerId),
    createTemplate,
    updateTemplate,
    deleteTemplate,
    listOverrides: (photographerId: string, range: { startDate?: string; endDate?: string }) =>
      listOverrides(db, photographerId, range),
    saveOverride,
    deleteOverride,
    rules,
    saveRules,
    daySlots,
    calendarDays,
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
