/**
 * Demo scheduling: weekday hours with a lunch break and a short Saturday, a day off for a wedding next
 * week and a late-start day, and consultations booked by clients in the Consultation stage (one still
 * waiting for the studio to confirm, two confirmed, one last week), so /scheduling and the public
 * calendar look like a working studio's. Beside the Consultation every studio has, it sells an engagement
 * session (a deposit when booked) and a Saturday of autumn mini-sessions three weeks out.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { addDaysToIsoDate, localIsoDate, zonedTimeToUtc } from "../../shared/automation-schedule.js";
import {
  availabilityBreaks,
  availabilityOverrides,
  availabilityTemplates,
  bookings,
  clients,
  photographers,
  projects,
  sessionTypes,
  stages,
} from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** The first weekday (Mon-Fri) at least `days` ahead of `today`. */
function weekdayAhead(today: string, days: number): string {
  for (let n = days; ; n++) {
    const date = iso(addDaysToIsoDate(today, n));
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** The first Saturday at least `days` ahead of `today`. */
function saturdayAhead(today: string, days: number): string {
  for (let n = days; ; n++) {
    const date = iso(addDaysToIsoDate(today, n));
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return date;
  }
}

export const seedScheduling: Seeder = async ({ db, photographerId, now }) => {
  const [studio] = await db
    .select({ timezone: photographers.timezone })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  const timeZone = studio!.timezone;
  const at = (date: string, hour: number, minute = 0) => {
    const d = addDaysToIsoDate(date, 0);
    return zonedTimeToUtc({ ...d, hour, minute }, timeZone);
  };

  for (let dayOfWeek = 1; dayOfWeek <= 5; dayOfWeek++) {
    const [row] = await db
      .insert(availabilityTemplates)
      .values({ photographerId, dayOfWeek, startTime: "09:00", endTime: "17:00", isEnabled: true })
      .returning({ id: availabilityTemplates.id });
    await db
      .insert(availabilityBreaks)
      .values({ photographerId, templateId: row!.id, startTime: "12:00", endTime: "13:00", label: "Lunch" });
  }
  await db
    .insert(availabilityTemplates)
    .values({ photographerId, dayOfWeek: 6, startTime: "10:00", endTime: "14:00", isEnabled: true });
  await db
    .insert(availabilityTemplates)
    .values({ photographerId, dayOfWeek: 0, startTime: "10:00", endTime: "14:00", isEnabled: false });

  const today = localIsoDate(now, timeZone);
  await db.insert(availabilityOverrides).values([
    { photographerId, date: weekdayAhead(today, 8), isAvailable: false, reason: "Photographing a wedding" },
    {
      photographerId,
      date: weekdayAhead(today, 11),
      isAvailable: true,
      startTime: "13:00",
      endTime: "18:00",
      breaks: [],
      reason: "Morning engagement shoot",
    },
  ]);

  await db.insert(sessionTypes).values([
    {
      photographerId,
      name: "Engagement session",
      slug: "engagement-session",
      description: "Ninety minutes at a place that means something to you both, golden hour if we can.",
      durationMinutes: 90,
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 30,
      minNoticeHours: 72,
      maxPerDay: 1,
      locationKind: "IN_PERSON",
      locationDetail: "A location we choose together",
      priceCents: 35_000,
      depositCents: 10_000,
      projectType: "ENGAGEMENT",
      questions: [
        { label: "Where would you love to be photographed?", type: "LONG_TEXT", required: false },
        { label: "Wedding date, if set", type: "SHORT_TEXT", required: false },
      ],
      color: "#0f766e",
      refundRule: "DEPOSIT_KEPT",
      cancelNoticeHours: 72,
      rescheduleNoticeHours: 48,
    },
    {
      photographerId,
      name: "Autumn mini-sessions",
      slug: "autumn-minis",
      description: "Twenty minutes among the autumn leaves, ten edited photos in your gallery within a week.",
      durationMinutes: 20,
      slotIntervalMinutes: 25,
      bufferAfterMinutes: 5,
      minNoticeHours: 0,
      bookingWindowDays: 60,
      locationKind: "IN_PERSON",
      locationDetail: "Riverside Park, by the boathouse",
      priceCents: 15_000,
      projectType: "FAMILY",
      questions: [{ label: "How many people?", type: "SHORT_TEXT", required: true }],
      availability: { windows: [{ date: saturdayAhead(today, 21), startTime: "09:00", endTime: "12:00" }] },
      color: "#c2410c",
    },
  ]);
  const [consultation] = await db
    .select({ id: sessionTypes.id })
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), eq(sessionTypes.isDefault, true)));

  // Consultations belong to the couples in the Consultation stage.
  const consulting = await db
    .select({ client: clients, projectId: projects.id })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .innerJoin(stages, eq(stages.id, projects.stageId))
    .where(and(eq(projects.photographerId, photographerId), eq(stages.name, "Consultation")));
  const plans: { date: string; hour: number; status: string; meet: boolean }[] = [
    { date: weekdayAhead(today, 2), hour: 10, status: "PENDING", meet: false },
    { date: weekdayAhead(today, 3), hour: 14, status: "CONFIRMED", meet: true },
    { date: weekdayAhead(today, 6), hour: 11, status: "CONFIRMED", meet: false },
    { date: iso(addDaysToIsoDate(today, -6)), hour: 15, status: "COMPLETED", meet: true },
  ];
  for (const [index, plan] of plans.entries()) {
    const row = consulting[index % Math.max(consulting.length, 1)];
    if (!row) break;
    const { client, projectId } = row;
    const start = at(plan.date, plan.hour);
    const createdAt = new Date(now.getTime() - (index + 1) * 86_400_000);
    await db.insert(bookings).values({
      photographerId,
      projectId,
      clientId: client.id,
      title: "Consultation",
      sessionTypeId: consultation?.id ?? null,
      description:
        index === 0 ? "Looking at an autumn date, would love to hear about the full-day package." : null,
      startAt: start,
      endAt: new Date(start.getTime() + 60 * 60_000),
      status: plan.status,
      bookingType: "CONSULTATION",
      isFirstBooking: index < 2,
      bookingToken: randomBytes(32).toString("base64url"),
      meetingLink: plan.meet ? `https://meet.google.com/hbl-${index}dm-demo` : null,
      clientName: `${client.firstName} ${client.lastName}`,
      clientEmail: client.email,
      clientPhone: client.phone,
      clientTimezone: timeZone,
      // Demo bookings arrive already told: no e-mails go out for them.
      requestEmailsSentAt: now,
      confirmationSentAt: plan.status === "PENDING" ? null : now,
      // Confirmed a few hours after it was booked, as the activity feed then tells it.
      confirmedAt: plan.status === "PENDING" ? null : new Date(createdAt.getTime() + 3 * 3_600_000),
      createdAt,
    });
  }
};
