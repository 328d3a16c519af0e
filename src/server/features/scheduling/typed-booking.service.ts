/**
 * Public booking by session type: booking one of a type's slots (typed-booking.slots.ts lists them). The
 * safety is the original booking's (public-booking.service.ts): the studio's row is locked, the slot is
 * re-checked inside the transaction against the bookings committed before, and the unique index on
 * (studio, start) stops a second insert if that check were ever skipped.
 *
 * A free type makes a PENDING booking, as the original flow does. A paid one (dueAtBookingCents > 0)
 * makes a HELD booking for HOLD_MINUTES with a PENDING payment and a checkout at the provider; the
 * e-mails and the automations' event wait for the payment (booking-payments.service.ts).
 */
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { localIsoDate } from "../../../shared/automation-schedule.js";
import { SLOT_TAKEN, SLOT_UNAVAILABLE } from "../../../shared/scheduling.js";
import type { TypeSlot } from "../../../shared/session-slots.js";
import {
  dueAtBookingCents,
  HOLD_MINUTES,
  type TypedBookingResult,
  type typedBookingInputSchema,
} from "../../../shared/session-types.js";
import type { Database } from "../../db/connect.js";
import { conflict, HttpError } from "../../http/errors.js";
import { type BusinessEvent, businessEventJob, type EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { ClientsService } from "../clients/clients.service.js";
import type { ProjectsService } from "../projects/projects.service.js";
import { emitBookingEvent } from "../webhooks/webhook-emitters.js";
import { formatBookingTime } from "./booking-emails.js";
import { closeCheckouts } from "./booking-holds.job.js";
import { expireLapsedHolds } from "./booking-holds.queries.js";
import type { BookingJobs } from "./booking-jobs.js";
import { insertBookingPayment, setPaymentSession } from "./booking-payments.queries.js";
import { type BookingPaymentsService, checkoutDescription } from "./booking-payments.service.js";
import { hasEarlierBooking, insertBooking, lockStudioForBooking } from "./bookings.queries.js";
import { checkTimeZone, type PublicBookingService } from "./public-booking.service.js";
import type { TypeSlotFinder } from "./type-slot-finder.js";
import { checkAnswers } from "./typed-booking.answers.js";
import { findStudioMoney, recordSmsConsent } from "./typed-booking.queries.js";
import { createTypeSlotsView } from "./typed-booking.slots.js";
import { isUniqueViolation } from "./unique-violation.js";

type TypedBookingInput = z.output<typeof typedBookingInputSchema>;

export const PAYMENT_NOT_STARTED = "The payment could not be started; please try again";

/** Taken by another booking (or its buffer, or the day's cap): taken. Not offered, too soon: unavailable. */
function checkBookable(slot: TypeSlot | undefined): TypeSlot {
  if (!slot) throw conflict(SLOT_UNAVAILABLE);
  if (slot.status === "BOOKED" || slot.status === "BUFFER" || slot.status === "FULL") {
    throw conflict(SLOT_TAKEN);
  }
  if (slot.status !== "AVAILABLE") throw conflict(SLOT_UNAVAILABLE);
  return slot;
}

export function createTypedBookingService(deps: {
  database: Database;
  queue: JobQueue;
  bus: EventBus;
  finder: TypeSlotFinder;
  clients: ClientsService;
  projects: ProjectsService;
  jobs: BookingJobs;
  publicBooking: PublicBookingService;
  payments: BookingPaymentsService;
}) {
  const { database, queue, finder, clients, projects, jobs, payments } = deps;
  const { db } = database;
  const businessEvent = businessEventJob(deps.bus);
  const view = createTypeSlotsView({ database, finder });

  /** POST .../types/{slug}/book. */
  async function book(
    publicToken: string,
    slug: string,
    input: TypedBookingInput,
  ): Promise<TypedBookingResult> {
    const { studio, type } = await view.studioAndType(publicToken, slug);
    const clientZone = checkTimeZone(input.timeZone, studio.timezone);
    const answers = checkAnswers(type.questions, input.answers);
    const startMs = Date.parse(input.start);
    const studioDate = localIsoDate(new Date(startMs), studio.timezone);
    const due = dueAtBookingCents(type);
    const money = await findStudioMoney(db, studio.id);
    if (
      due > 0 &&
      payments.provider.kind === "stripe" &&
      (!money.paymentAccountId || !money.onboardingCompleted)
    ) {
      throw conflict(`${studio.businessName} can't take card payments yet. Please contact them.`);
    }
    // Busy times from Google are read before the lock: a network call must not hold up other bookings.
    const before = await finder.find(db, studio, type, studioDate, studioDate, { withCalendar: true });
    checkBookable(before.find((s) => s.startMs === startMs));
    let lapsedSessions: string[] = [];
    let made: {
      bookingId: string;
      token: string;
      paymentId: string | null;
      startAt: Date;
      holdExpiresAt: Date | null;
    };
    try {
      made = await db.transaction(async (tx) => {
        const now = new Date();
        await lockStudioForBooking(tx, studio.id);
        // A lapsed hold still counts for the unique index until it is marked EXPIRED: do it now.
        lapsedSessions = (await expireLapsedHolds(tx, now, { photographerId: studio.id })).sessionIds;
        const slots = await finder.find(tx, studio, type, studioDate, studioDate, { now });
        const slot = checkBookable(slots.find((s) => s.startMs === startMs));
        const found = await clients.findOrCreateWithin(tx, studio.id, {
          fullName: input.clientName,
          email: input.clientEmail,
          phone: input.clientPhone ?? null,
          leadSource: "BOOKING",
        });
        // Consent given on the form counts from this booking on (and a new project inherits it).
        const consents = input.smsReminders && Boolean(input.clientPhone);
        if (consents) await recordSmsConsent(tx, studio.id, found.client.id);
        const client = consents ? { ...found.client, smsOptIn: true } : found.client;
        const isFirstBooking = !(await hasEarlierBooking(tx, studio.id, client.id));
        const { projectId, inConsultation } = await deps.publicBooking.projectFor(
          tx,
          studio.id,
          client,
          isFirstBooking,
          input.clientName,
          type.projectType,
        );
        const paid = due > 0;
        const holdExpiresAt = paid ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null;
        const booked = await insertBooking(tx, {
          photographerId: studio.id,
          clientId: client.id,
          projectId,
          title: type.name,
          description: null,
          startAt: new Date(slot.startMs),
          endAt: new Date(slot.endMs),
          status: paid ? "HELD" : "PENDING",
          bookingType: type.isDefault ? "CONSULTATION" : "SESSION",
          isFirstBooking: isFirstBooking && inConsultation,
          bookingToken: randomBytes(32).toString("base64url"),
          clientName: input.clientName,
          clientEmail: input.clientEmail,
          clientPhone: input.clientPhone ?? null,
          clientTimezone: clientZone,
          sessionTypeId: type.id,
          answers,
          holdExpiresAt,
        });
        await projects.recordActivity(tx, {
          photographerId: studio.id,
          projectId,
          action: "BOOKING_CREATED",
          title: `${type.name} booked`,
          description: `${input.clientName} booked ${formatBookingTime(booked.startAt, booked.endAt, studio.timezone)} on the booking calendar${paid ? " (awaiting payment)" : ""}`,
          metadata: { bookingId: booked.id },
        });
        let paymentId: string | null = null;
        if (paid) {
          const payment = await insertBookingPayment(tx, {
            photographerId: studio.id,
            bookingId: booked.id,
            clientId: client.id,
            amountCents: due,
            currency: money.currency,
            status: "PENDING",
          });
          paymentId = payment.id;
        } else {
          await queue.enqueue(jobs.requested, { bookingId: booked.id }, { tx });
          const event: BusinessEvent = {
            photographerId: studio.id,
            eventType: "APPOINTMENT_BOOKED",
            clientId: client.id,
            projectId,
            subjectId: booked.id,
            occurredAt: booked.createdAt.toISOString(),
          };
          await queue.enqueue(businessEvent, event, { tx });
          await emitBookingEvent(tx, queue, "booking.created", booked.id);
        }
        return {
          bookingId: booked.id,
          token: booked.bookingToken,
          paymentId,
          startAt: booked.startAt,
          holdExpiresAt,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
      throw error;
    }
    await closeCheckouts(payments.provider, lapsedSessions);
    if (!made.paymentId || !made.holdExpiresAt) return { bookingToken: made.token, status: "PENDING" };

    // The checkout is opened once the slot is held: a network call must not run under the studio's lock.
    try {
      const session = await payments.checkoutFor({
        amountCents: due,
        currency: money.currency,
        description: checkoutDescription(type.name, made.startAt, studio.timezone),
        destinationAccountId: money.paymentAccountId,
        bookingToken: made.token,
        customerEmail: input.clientEmail,
        bookingPaymentId: made.paymentId,
      });
      await setPaymentSession(db, made.paymentId, session.sessionId);
      return {
        bookingToken: made.token,
        status: "HELD",
        paymentUrl: session.url,
        holdExpiresAt: made.holdExpiresAt.toISOString(),
      };
    } catch (error) {
      // No checkout, no hold: the slot goes back at once rather than in fifteen minutes.
      await db.transaction((tx) => expireLapsedHolds(tx, new Date(), { bookingId: made.bookingId }));
      console.error(`Booking ${made.bookingId}: checkout not opened: ${(error as Error).message}`);
      throw new HttpError(502, PAYMENT_NOT_STARTED);
    }
  }

  return { typeSlotsPage: view.typeSlotsPage, book };
}

export type TypedBookingService = ReturnType<typeof createTypedBookingService>;
