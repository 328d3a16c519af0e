/**
 * Wires the scheduling feature: availability and slots, bookings (studio and public), the booking
 * jobs, and the calendars (Google and the iCalendar feed). buildApp calls this once.
 */
import type { Config } from "../../config.js";
import { publicRateLimit } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { limitRequests } from "../../http/address-limit.js";
import type { App } from "../../http/types.js";
import type { CalendarProvider } from "../../integrations/calendar/calendar-provider.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import type { SmsService } from "../../integrations/sms/sms.service.js";
import type { EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { ClientsService } from "../clients/clients.service.js";
import type { ProjectsService } from "../projects/projects.service.js";
import { registerAvailabilityRoutes } from "./availability.routes.js";
import { createAvailabilityService } from "./availability.service.js";
import { bookingHoldsJob, closeCheckouts } from "./booking-holds.job.js";
import { createBookingJobs } from "./booking-jobs.js";
import { createBookingPageService } from "./booking-page.service.js";
import { createBookingPaymentsService } from "./booking-payments.service.js";
import { createBookingRefunds } from "./booking-refunds.service.js";
import { createBookingReminders } from "./booking-reminders.job.js";
import { createRescheduledJob } from "./booking-self-service.jobs.js";
import { registerBookingSelfServiceRoutes } from "./booking-self-service.routes.js";
import { createBookingSelfService } from "./booking-self-service.service.js";
import { registerBookingRoutes } from "./bookings.routes.js";
import { createBookingsService } from "./bookings.service.js";
import { registerCalendarRoutes } from "./calendar.routes.js";
import { createCalendarService } from "./calendar.service.js";
import { registerPublicBookingRoutes } from "./public-booking.routes.js";
import { createPublicPageCache } from "./public-page-cache.js";

const HOUR_MS = 3_600_000;
export const BOOKING_RATE_LIMITED =
  "Too many booking requests from your network. Please try again in an hour, or contact the studio directly.";

import { createPublicBookingService } from "./public-booking.service.js";
import { createSlotFinder } from "./slot-finder.js";
import { createTypeSlotFinder } from "./type-slot-finder.js";
import { registerTypedBookingRoutes } from "./typed-booking.routes.js";
import { createTypedBookingService } from "./typed-booking.service.js";

export async function registerScheduling(
  app: App,
  deps: {
    database: Database;
    config: Config;
    queue: JobQueue;
    bus: EventBus;
    email: EmailService;
    calendarProvider: CalendarProvider;
    clients: ClientsService;
    projects: ProjectsService;
    /** Paid session types: the hold's checkout, its completion and a late payment's refund. */
    paymentProvider: PaymentProvider;
    /** Booking reminders by text message. */
    sms: SmsService;
  },
) {
  const { database, config, queue } = deps;
  const calendar = createCalendarService(database, config, deps.calendarProvider);
  const finder = createSlotFinder(calendar);
  const jobs = createBookingJobs({ database, config, email: deps.email, calendar });
  await queue.register(...jobs.jobs);
  // A cancelled paid booking's refund (the client's within the policy, or the studio's in full).
  const refunds = createBookingRefunds({ database, provider: deps.paymentProvider, queue });
  const rescheduled = createRescheduledJob({ database, config, email: deps.email, calendar });
  const reminders = createBookingReminders({ database, config, email: deps.email, sms: deps.sms });
  await queue.register(...refunds.jobs, rescheduled, reminders);
  const bookingsService = createBookingsService(database, queue, jobs, refunds);

  const provider = deps.paymentProvider;
  const bookingPayments = createBookingPaymentsService({
    database,
    config,
    provider,
    queue,
    bus: deps.bus,
    jobs,
    refunds,
  });
  await queue.register(bookingHoldsJob(database, provider));
  // One limiter for every public booking route (by time slot or by session type): one budget per visitor.
  const bookingLimit = limitRequests(database, {
    name: "booking",
    limit: publicRateLimit(config),
    windowMs: HOUR_MS,
    message: BOOKING_RATE_LIMITED,
    keyOf: (request) => `${(request.params as { publicToken?: string }).publicToken}:${request.ip}`,
  });

  registerAvailabilityRoutes(app, createAvailabilityService(database, finder));
  registerBookingRoutes(app, bookingsService);
  const publicBooking = createPublicBookingService({
    database,
    queue,
    bus: deps.bus,
    finder,
    clients: deps.clients,
    projects: deps.projects,
    jobs,
    closeCheckouts: (sessionIds) => closeCheckouts(provider, sessionIds),
  });
  const bookingPage = createBookingPageService(database, bookingsService);
  const pages = createPublicPageCache(app.readCache);
  registerPublicBookingRoutes(app, publicBooking, bookingPage, bookingLimit, pages);
  registerBookingSelfServiceRoutes(
    app,
    createBookingSelfService({
      database,
      queue,
      typeFinder: createTypeSlotFinder(calendar),
      bookings: bookingsService,
      refunds,
      projects: deps.projects,
      rescheduled,
      view: bookingPage.view,
    }),
  );
  registerTypedBookingRoutes(
    app,
    createTypedBookingService({
      database,
      queue,
      bus: deps.bus,
      finder: createTypeSlotFinder(calendar),
      clients: deps.clients,
      projects: deps.projects,
      jobs,
      publicBooking,
      payments: bookingPayments,
    }),
    bookingLimit,
    pages,
  );
  registerCalendarRoutes(app, calendar);
  // The payments feature's checkout pages and Stripe's webhook hand a booking's session to these.
  return {
    bookingCheckouts: {
      testSession: bookingPayments.testSession,
      payTest: bookingPayments.payTest,
      complete: bookingPayments.complete,
    },
  };
}
