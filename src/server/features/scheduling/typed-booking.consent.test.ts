/**
 * The booking form's "Text me a reminder" box: ticked with a phone, the client agrees to texts (their
 * sms_opt_in, which a new project inherits) and the reminder text goes; unticked or without a phone,
 * nothing is agreed and no text goes; unticked never withdraws an earlier consent. The type's page
 * says whether the type texts at all (smsReminderHours), so the form offers the box only then.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { TypedBookingResult } from "../../../shared/session-types.js";
import { clients, outboxMessages, projects } from "../../db/schema/index.js";
import {
  book,
  bookingByToken,
  createType,
  ctx,
  laDate,
  laInstant,
  setUpTypedBooking,
  slotsOf,
  visitor,
} from "./typed-booking.fixture.js";

setUpTypedBooking();

const PHONE = "(415) 555-0123";
const HOUR = 3_600_000;
// Enqueued by name: the app registered the job itself.
const remindersRun = {
  name: "scheduling.booking-reminders",
  payload: z.object({ at: z.string() }),
  handler: async () => {},
};

async function booked(slug: string, start: string, extra: Parameters<typeof visitor>[1]) {
  const res = await book(slug, visitor(start, { answers: [], ...extra }));
  expect(res.statusCode, res.body).toBe(201);
  const row = await bookingByToken((res.json() as TypedBookingResult).bookingToken);
  const [client] = await ctx.database.db.select().from(clients).where(eq(clients.id, row.clientId!));
  return { row, client: client! };
}

const textsFor = async (bookingToken: string) =>
  (await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, "SMS")))
    .map((m) => m.textBody ?? "")
    .filter((body) => body.includes(bookingToken));

async function remindAt(at: number) {
  await ctx.queue.enqueue(remindersRun, { at: new Date(at).toISOString() });
  await ctx.queue.drain();
}

describe("consent to the reminder text on the booking form", () => {
  it("ticked with a phone: the client agrees to texts and the reminder text goes", async () => {
    const day = laDate(20);
    const slug = await createType({ name: "Family session", smsReminderHours: 3 });
    expect((await slotsOf(slug, day, day)).type.smsReminderHours).toBe(3);

    const start = laInstant(day, "10:00");
    const { row, client } = await booked(slug, start, { clientPhone: PHONE, smsReminders: true });
    expect(client.smsOptIn).toBe(true);
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.id, row.projectId!));
    expect(project!.smsOptIn).toBe(true);

    await remindAt(Date.parse(start) - 2 * HOUR);
    expect(await textsFor(row.bookingToken)).toHaveLength(1);
  });

  it("unticked, or ticked without a phone: no consent and no text", async () => {
    const day = laDate(21);
    const slug = await createType({ name: "Headshots", smsReminderHours: 2 });
    const unticked = await booked(slug, laInstant(day, "10:00"), { clientPhone: PHONE });
    expect(unticked.client.smsOptIn).toBe(false);
    const noPhone = await booked(slug, laInstant(day, "12:00"), { smsReminders: true });
    expect(noPhone.client.smsOptIn).toBe(false);

    await remindAt(Date.parse(laInstant(day, "10:00")) - HOUR);
    expect(await textsFor(unticked.row.bookingToken)).toEqual([]);
  });

  it("an unticked box on a later booking does not withdraw the consent given before", async () => {
    const day = laDate(22);
    const slug = await createType({ name: "Couples", smsReminderHours: null });
    expect((await slotsOf(slug, day, day)).type.smsReminderHours).toBeNull();
    const clientEmail = "returning-consent@example.com";
    const first = await booked(slug, laInstant(day, "10:00"), {
      clientEmail,
      clientPhone: PHONE,
      smsReminders: true,
    });
    expect(first.client.smsOptIn).toBe(true);
    const again = await booked(slug, laInstant(day, "13:00"), { clientEmail, clientPhone: PHONE });
    expect(again.client.id).toBe(first.client.id);
    expect(again.client.smsOptIn).toBe(true);
  });
});
