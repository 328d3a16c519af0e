import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type {
  AvailabilityBreak,
  AvailabilityOverride,
  AvailabilityTemplate,
  SlotRules,
} from "../../../shared/scheduling.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  availabilityBreaks,
  availabilityOverrides,
  availabilityTemplates,
  photographers,
} from "../../db/schema/index.js";

type TemplateRow = typeof availabilityTemplates.$inferSelect;
type OverrideRow = typeof availabilityOverrides.$inferSelect;

function toBreak(row: {
  id?: string;
  startTime: string;
  endTime: string;
  label?: string | null;
}): AvailabilityBreak {
  return {
    ...(row.id ? { id: row.id } : {}),
    startTime: row.startTime,
    endTime: row.endTime,
    label: row.label ?? null,
  };
}

export async function listTemplates(db: DbOrTx, photographerId: string): Promise<AvailabilityTemplate[]> {
  const rows = await db
    .select()
    .from(availabilityTemplates)
    .where(eq(availabilityTemplates.photographerId, photographerId))
    .orderBy(asc(availabilityTemplates.dayOfWeek), asc(availabilityTemplates.startTime));
  if (rows.length === 0) return [];
  const breaks = await db
    .select()
    .from(availabilityBreaks)
    .where(
      and(
        eq(availabilityBreaks.photographerId, photographerId),
        inArray(
          availabilityBreaks.templateId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(availabilityBreaks.startTime));
  return rows.map((row: TemplateRow) => ({
    id: row.id,
    dayOfWeek: row.dayOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    isEnabled: row.isEnabled,
    breaks: breaks.filter((b) => b.templateId === row.id).map(toBreak),
  }));
}

export async function findTemplate(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(availabilityTemplates)
    .where(and(eq(availabilityTemplates.photographerId, photographerId), eq(availabilityTemplates.id, id)));
  return row ?? null;
}

export async function replaceBreaks(
  tx: DbOrTx,
  photographerId: string,
  templateId: string,
  breaks: { startTime: string; endTime: string; label?: string | null }[],
) {
  await tx
    .delete(availabilityBreaks)
    .where(
      and(
        eq(availabilityBreaks.photographerId, photographerId),
        eq(availabilityBreaks.templateId, templateId),
      ),
    );
  if (breaks.length === 0) return;
  await tx.insert(availabilityBreaks).values(
    breaks.map((b) => ({
      photographerId,
      templateId,
      startTime: b.startTime,
      endTime: b.endTime,
      label: b.label ?? null,
    })),
  );
}

export function toOverride(row: OverrideRow): AvailabilityOverride {
  return {
    id: row.id,
    date: row.date,
    isAvailable: row.isAvailable,
    startTime: row.isAvailable ? row.startTime : null,
    endTime: row.isAvailable ? row.endTime : null,
    breaks: (row.breaks ?? []).map(toBreak),
    reason: row.reason,
  };
}

export async function listOverrides(
  db: DbOrTx,
  photographerId: string,
  range: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<AvailabilityOverride[]> {
  const rows = await db
    .select()
    .from(availabilityOverrides)
    .where(
      and(
        eq(availabilityOverrides.photographerId, photographerId),
        range.startDate ? gte(availabilityOverrides.date, range.startDate) : undefined,
        range.endDate ? lte(availabilityOverrides.date, range.endDate) : undefined,
      ),
    )
    .orderBy(asc(availabilityOverrides.date));
  return rows.map(toOverride);
}

const rulesColumns = {
  slotMinutes: photographers.slotMinutes,
  slotIntervalMinutes: photographers.slotIntervalMinutes,
  bufferMinutes: photographers.bufferMinutes,
  minNoticeHours: photographers.minNoticeHours,
  bookingWindowDays: photographers.bookingWindowDays,
};

/** What slot computation needs to know about the studio, in one read. */
export async function findSchedulingStudio(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({
      id: photographers.id,
      timezone: photographers.timezone,
      businessName: photographers.businessName,
      logoUrl: photographers.logoUrl,
      brandPrimary: photographers.brandPrimary,
      profilePicture: photographers.profilePicture,
      emailFromAddr: photographers.emailFromAddr,
      emailFromName: photographers.emailFromName,
      publicToken: photographers.publicToken,
      calendarConnectedAt: photographers.calendarConnectedAt,
      ...rulesColumns,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row ?? null;
}
export type SchedulingStudio = NonNullable<Awaited<ReturnType<typeof findSchedulingStudio>>>;

export async function findStudioByPublicToken(db: DbOrTx, publicToken: string) {
  const [row] = await db
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.publicToken, publicToken));
  return row ? findSchedulingStudio(db, row.id) : null;
}

export function rulesOf(studio: SlotRules): SlotRules {
  return {
    slotMinutes: studio.slotMinutes,
    slotIntervalMinutes: studio.slotIntervalMinutes,
    bufferMinutes: studio.bufferMinutes,
    minNoticeHours: studio.minNoticeHours,
    bookingWindowDays: studio.bookingWindowDays,
  };
}

export async function updateRules(db: DbOrTx, photographerId: string, rules: SlotRules) {
  await db
    .update(photographers)
    .set({ ...rules, updatedAt: new Date() })
    .where(eq(photographers.id, photographerId));
}

type TemplateColumns = Pick<
  typeof availabilityTemplates.$inferInsert,
  "dayOfWeek" | "startTime" | "endTime" | "isEnabled"
>;

export async function insertTemplateRow(
  tx: DbOrTx,
  photographerId: string,
  values: TemplateColumns,
): Promise<string> {
  const [row] = await tx
    .insert(availabilityTemplates)
    .values({ photographerId, ...values })
    .returning({ id: availabilityTemplates.id });
  return row!.id;
}

export async function updateTemplateRow(
  tx: DbOrTx,
  photographerId: string,
  id: string,
  values: TemplateColumns & { updatedAt: Date },
): Promise<void> {
  await tx
    .update(availabilityTemplates)
    .set(values)
    .where(and(eq(availabilityTemplates.photographerId, photographerId), eq(availabilityTemplates.id, id)));
}

export async function deleteTemplateRow(db: DbOrTx, photographerId: string, id: string): Promise<void> {
  await db
    .delete(availabilityTemplates)
    .where(and(eq(availabilityTemplates.photographerId, photographerId), eq(availabilityTemplates.id, id)));
}

/** One override per date: saving a date again replaces what was there. */
export async function upsertOverride(
  db: DbOrTx,
  photographerId: string,
  date: string,
  values: Omit<typeof availabilityOverrides.$inferInsert, "photographerId" | "date">,
): Promise<OverrideRow> {
  const [row] = await db
    .insert(availabilityOverrides)
    .values({ photographerId, date, ...values })
    .onConflictDoUpdate({
      target: [availabilityOverrides.photographerId, availabilityOverrides.date],
      set: values,
    })
    .returning();
  return row!;
}

/** Whether a row was deleted. */
export async function deleteOverrideRow(db: DbOrTx, photographerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(availabilityOverrides)
    .where(and(eq(availabilityOverrides.photographerId, photographerId), eq(availabilityOverrides.id, id)))
    .returning({ id: availabilityOverrides.id });
  return row !== undefined;
}
