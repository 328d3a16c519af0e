/**
 * The booking's own page, reached by its token without signing in (the public booking
 * confirmation page): what was booked, and the client confirming it with their details.
 */
import type { z } from "zod";
import { BOOKING_NOT_FOUND, type confirmBookingInputSchema } from "../../../shared/scheduling.js";
import type { SelfServiceBookingView } from "../../../shared/session-types.js";
import type { Database } from "../../db/connect.js";
import { conflict, HttpError } from "../../http/errors.js";
import { selfServiceFields } from "./booking-self-service.view.js";
import { findBookingByToken, findBookingPageStudio, updateBooking } from "./bookings.queries.js";
import type { BookingsService } from "./bookings.service.js";

type ConfirmInput = z.output<typeof confirmBookingInputSchema>;

const bookingNotFound = () => new HttpError(404, BOOKING_NOT_FOUND);

export function createBookingPageService(database: Database, bookingsService: BookingsService) {
  const { db } = database;

  async function view(token: string): Promise<SelfServiceBookingView> {
    const booking = await findBookingByToken(db, token);
    if (!booking) throw bookingNotFound();
    const [studio, selfService] = await Promise.all([
      findBookingPageStudio(db, booking.photographerId),
      selfServiceFields(db, booking),
    ]);
    return {
      id: booking.id,
      title: booking.title,
      description: booking.description,
      startAt: booking.startAt.toISOString(),
      endAt: booking.endAt.toISOString(),
      status: booking.status,
      bookingType: booking.bookingType,
      isFirstBooking: booking.isFirstBooking,
      meetingLink: booking.meetingLink ?? booking.googleMeetLink,
      clientName: booking.clientName,
      clientEmail: booking.clientEmail,
      clientPhone: booking.clientPhone,
      timezone: studio!.timezone,
      photographer: {
        businessName: studio!.businessName,
        logoUrl: studio!.logoUrl,
        brandPrimary: studio!.brandPrimary,
      },
      ...selfService,
    };
  }

  /** The client confirms (and may correct) their details; the booking becomes CONFIRMED. */
  async function confirm(token: string, input: ConfirmInput): Promise<SelfServiceBookingView> {
    const booking = await findBookingByToken(db, token);
    if (!booking) throw bookingNotFound();
    if (booking.status === "CANCELLED") throw conflict("This booking was cancelled. Please book a new time.");
    await db.transaction(async (tx) => {
      await updateBooking(tx, booking.id, {
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone,
        updatedAt: new Date(),
      });
      await bookingsService.setStatusWithin(tx, booking.photographerId, booking.id, "CONFIRMED");
    });
    return view(token);
  }

  return { view, confirm };
}

export type BookingPageService = ReturnType<typeof createBookingPageService>;
