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
import type { EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { ClientsService } from "../clients/clients.service.js";
import type { ProjectsService } from "../projects/projects.service.js";
import { registerAvailabilityRoutes } from "./availability.routes.js";
import { createAvailabilityService } from "./availability.service.js";
import { createBookingJobs } from "./booking-jobs.js";
import { createBookingPageService } from "./booking-page.service.js";
import { registerBookingRoutes } from "./bookings.routes.js";
import { createBookingsService } from "./bookings.service.js";
import { registerCalendarRoutes } from "./calendar.routes.js";
import { createCalendarService } from "./calendar.service.js";
import { registerPublicBookingRoutes } from "./public-booking.routes.js";

const HOUR_MS = 3_600_000;
export const BOOKING_RATE_LIMITED =
  "Too many booking requests from your network. Please try again in an hour, or contact the studio directly.";

import { createPublicBookingService } from "./public-booking.service.js";
import { createSlotFinder } from "./slot-finder.js";

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
  },
) {
  const { database, config, queue } = deps;
  const calendar = createCalendarService(database, config, deps.calendarProvider);
  const finder = createSlotFinder(calendar);
  const jobs = createBookingJobs({ database, config, email: deps.email, calendar });
  await queue.register(...jobs.jobs);
  const bookingsService = createBookingsService(database, queue, jobs);

  registerAvailabilityRoutes(app, createAvailabilityService(database, finder));
  registerBookingRoutes(app, bookingsService);
  registerPublicBookingRoutes(
    app,
    createPublicBookingService({
      database,
      queue,
      bus: deps.bus,
      finder,
      clients: deps.clients,
      projects: deps.projects,
      jobs,
    }),
    createBookingPageService(database, bookingsService),
    limitRequests(database, {
      name: "booking",
      limit: publicRateLimit(config),
      windowMs: HOUR_MS,
      message: BOOKING_RATE_LIMITED,
      keyOf: (request) => `${(request.params as { publicToken?: string }).publicToken}:${request.ip}`,
    }),
  );
  registerCalendarRoutes(app, calendar);
}
