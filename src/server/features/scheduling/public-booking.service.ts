/**
 * The client's side of scheduling, reached by token without signing in: the studio's booking calendar
 * (dates and free slots in the visitor's own zone, read by public-booking-pages.service.ts) and booking a
 * slot. The booking's own page is booking-page.service.ts.
 *
 * No double booking: a booking locks its studio's row first, so bookings of one studio happen one at
 * a time; the slot is re-checked against the bookings committed before it; and a unique index on
 * (studio, start) for active bookings stops a second insert even if that check were ever skipped.
 */
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { localIsoDate } from "../../../shared/automation-schedule.js";
import { projectTypeLabel } from "../../../shared/projects.js";
import {
  type PublicBookingResult,
  parseSlotId,
  type publicBookingInputSchema,
  SLOT_TAKEN,
  SLOT_UNAVAILABLE,
} from "../../../shared/scheduling.js";
import type { ComputedSlot } from "../../../shared/slots.js";
import type { Database } from "../../db/connect.js";
import { conflict } from "../../http/errors.js";
import { type BusinessEvent, businessEventJob, type EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { ClientsService } from "../clients/clients.service.js";
import type { ProjectsService } from "../projects/projects.service.js";
import { emitBookingEvent } from "../webhooks/webhook-emitters.js";
import { formatBookingTime } from "./booking-emails.js";
import { expireLapsedHolds } from "./booking-holds.queries.js";
import type { BookingJobs } from "./booking-jobs.js";
import { hasEarlierBooking, insertBooking, lockStudioForBooking } from "./bookings.queries.js";
import { checkTimeZone, createPublicBookingPages } from "./public-booking-pages.service.js";
import type { SlotFinder } from "./slot-finder.js";
import { findDefaultTypeId } from "./typed-booking.queries.js";
import { isUniqueViolation } from "./unique-violation.js";

type BookInput = z.output<typeof publicBookingInputSchema>;

const BOOKING_TITLE = "Consultation";

/** Another booking (or its buffer) holds it: taken. Not offered at all, too soon, busy: unavailable. */
function checkBookable(slot: ComputedSlot | undefined): ComputedSlot {
  if (!slot) throw conflict(SLOT_UNAVAILABLE);
  if (slot.status === "BOOKED" || slot.status === "BUFFER") throw conflict(SLOT_TAKEN);
  if (slot.status !== "AVAILABLE") throw conflict(SLOT_UNAVAILABLE);
  return slot;
}

// The typed booking pages check the visitor's zone the same way.
export { checkTimeZone };

export function createPublicBookingService(deps: {
  database: Database;
  queue: JobQueue;
  bus: EventBus;
  finder: SlotFinder;
  clients: ClientsService;
  projects: ProjectsService;
  jobs: BookingJobs;
  /** Closes at the provider the checkouts of holds a booking found lapsed (booking-holds.job.ts). */
  closeCheckouts?: (sessionIds: string[]) => Promise<void>;
}) {
  const { database, queue, finder, clients, projects, jobs } = deps;
  const { db } = database;
  const businessEvent = businessEventJob(deps.bus);

  const { studioByToken, calendarPage, slotsPage } = createPublicBookingPages(database, finder);

  async function book(
    publicToken: string,
    date: string,
    slotId: string,
    input: BookInput,
    tz?: string,
  ): Promise<PublicBookingResult> {
    const studio = await studioByToken(publicToken);
    const zone = checkTimeZone(tz, studio.timezone);
    const startMs = parseSlotId(slotId);
    if (startMs === null || localIsoDate(new Date(startMs), zone) !== date) throw conflict(SLOT_UNAVAILABLE);
    const studioDate = localIsoDate(new Date(startMs), studio.timezone);
    // Busy times from Google are read before the lock: a network call must not hold up other bookings.
    const before = await finder.find(db, studio, studioDate, studioDate, { withCalendar: true });
    checkBookable(before.slots.find((s) => s.id === slotId));
    let lapsedSessions: string[] = [];
    try {
      const booking = await db.transaction(async (tx) => {
        await lockStudioForBooking(tx, studio.id);
        // A lapsed paying hold is free to the finder but still counts for the unique index: end it now.
        const lapsed = await expireLapsedHolds(tx, new Date(), { photographerId: studio.id });
        lapsedSessions = lapsed.sessionIds;
        const { slots } = await finder.find(tx, studio, studioDate, studioDate);
        const slot = checkBookable(slots.find((s) => s.id === slotId));

        const { client } = await clients.findOrCreateWithin(tx, studio.id, {
          fullName: input.clientName,
          email: input.clientEmail,
          phone: input.clientPhone ?? null,
          leadSource: "BOOKING",
        });
        const isFirstBooking = !(await hasEarlierBooking(tx, studio.id, client.id));
        const { projectId, inConsultation } = await projectFor(
          tx,
          studio.id,
          client,
          isFirstBooking,
          input.clientName,
        );
        const booked = await insertBooking(tx, {
          photographerId: studio.id,
          clientId: client.id,
          projectId,
          title: BOOKING_TITLE,
          description: input.bookingNotes ?? null,
          startAt: new Date(slot.startMs),
          endAt: new Date(slot.endMs),
          status: "PENDING",
          bookingType: "CONSULTATION",
          // The e-mails and the booking page tell a first-time client they are now in the consultation
          // process: only true when the project sits in that stage, not when it had already moved past it.
          isFirstBooking: isFirstBooking && inConsultation,
          bookingToken: randomBytes(32).toString("base64url"),
          clientName: input.clientName,
          clientEmail: input.clientEmail,
          clientPhone: input.clientPhone ?? null,
          clientTimezone: zone,
          sessionTypeId: await findDefaultTypeId(tx, studio.id),
        });
        await projects.recordActivity(tx, {
          photographerId: studio.id,
          projectId,
          action: "BOOKING_CREATED",
          title: "Consultation booked",
          description: `${input.clientName} booked ${formatBookingTime(new Date(slot.startMs), new Date(slot.endMs), studio.timezone)} on the booking calendar`,
          metadata: { bookingId: booked.id },
        });
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
        return booked;
      });
      await deps.closeCheckouts?.(lapsedSessions);
      return {
        success: true,
        message: "Booking confirmed!",
        booking: {
          id: booking.id,
          title: booking.title,
          startAt: booking.startAt.toISOString(),
          endAt: booking.endAt.toISOString(),
          status: booking.status,
          bookingToken: booking.bookingToken,
        },
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
      throw error;
    }
  }

  /**
   * The booking's project: the client's latest active one, else a new one in the default stage. A
   * first booking moves it on into the consultation stage (the confirmation page tells the client so);
   * a project already past its first stage stays where it is. Also says whether it is in that stage now.
   */
  async function projectFor(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    photographerId: string,
    client: { id: string; projectType: string | null; emailOptIn: boolean; smsOptIn: boolean },
    isFirstBooking: boolean,
    clientName: string,
    /** A new project's type (the session type's); else the client's, else a wedding. */
    newProjectType?: string,
  ): Promise<{ projectId: string; inConsultation: boolean }> {
    const existing = await projects.latestActiveProject(tx, photographerId, client.id);
    if (existing) {
      if (!isFirstBooking) return { projectId: existing.id, inConsultation: false };
      const start = await projects.defaultStage(tx, photographerId, existing.projectType);
      const target = await projects.consultationStage(tx, photographerId, existing.projectType);
      if (!target) return { projectId: existing.id, inConsultation: false };
      const atStart = existing.stageId === null || existing.stageId === start?.id;
      if (atStart) {
        await projects.moveWithin(tx, photographerId, existing.id, target.id, "First consultation booked");
      }
      return { projectId: existing.id, inConsultation: atStart || existing.stageId === target.id };
    }
    const projectType =
      ((newProjectType ?? client.projectType) as Parameters<typeof projectTypeLabel>[0] | null) ?? "WEDDING";
    const target = isFirstBooking ? await projects.consultationStage(tx, photographerId, projectType) : null;
    const projectId = await projects.createWithin(tx, photographerId, {
      title: `${clientName} ${projectTypeLabel(projectType)}`,
      projectType,
      clientId: client.id,
      leadSource: "BOOKING",
      smsOptIn: client.smsOptIn,
      emailOptIn: client.emailOptIn,
      ...(target ? { stageId: target.id } : {}),
    });
    return { projectId, inConsultation: Boolean(target) };
  }

  return { calendarPage, slotsPage, book, projectFor };
}

export type PublicBookingService = ReturnType<typeof createPublicBookingService>;
