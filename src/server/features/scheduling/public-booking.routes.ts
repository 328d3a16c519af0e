import { z } from "zod";
import { confirmBookingInputSchema, publicBookingInputSchema } from "../../../shared/scheduling.js";
import { isoDateField } from "../../../shared/validation.js";
import type { RequestLimit } from "../../http/address-limit.js";
import type { App } from "../../http/types.js";
import type { BookingPageService } from "./booking-page.service.js";
import type { PublicBookingService } from "./public-booking.service.js";
import type { PublicPageCache } from "./public-page-cache.js";

const publicRoute = { access: "public" as const };
const tokenParams = z.object({ token: z.string().min(10).max(200) });
const calendarParams = z.object({ publicToken: z.string().min(10).max(200) });
const dateParams = calendarParams.extend({ date: isoDateField });
const bookParams = dateParams.extend({ slotId: z.string().min(1).max(40) });
const zoneQuery = z.object({ tz: z.string().min(1).max(64).optional() });

export function registerPublicBookingRoutes(
  app: App,
  service: PublicBookingService,
  bookingPage: BookingPageService,
  /** Bookings per visitor address and studio: each one e-mails the studio and holds a slot. */
  bookingLimit: RequestLimit,
  /** The calendar and a day's slots are answered from memory while nothing changed (public-page-cache.ts). */
  pages: PublicPageCache,
): void {
  app.get(
    "/api/public/booking/calendar/:publicToken",
    { schema: { params: calendarParams, querystring: zoneQuery }, config: publicRoute },
    async (request, reply) => {
      const { publicToken } = request.params;
      const { tz } = request.query;
      const body = await pages.answer(publicToken, JSON.stringify(["calendar", tz ?? null]), () =>
        service.calendarPage(publicToken, tz),
      );
      return reply.type("application/json").send(body);
    },
  );
  app.get(
    "/api/public/booking/calendar/:publicToken/slots/:date",
    { schema: { params: dateParams, querystring: zoneQuery }, config: publicRoute },
    async (request, reply) => {
      const { publicToken, date } = request.params;
      const { tz } = request.query;
      const body = await pages.answer(publicToken, JSON.stringify(["slots", date, tz ?? null]), () =>
        service.slotsPage(publicToken, date, tz),
      );
      return reply.type("application/json").send(body);
    },
  );
  app.post(
    "/api/public/booking/calendar/:publicToken/book/:date/:slotId",
    {
      schema: { params: bookParams, querystring: zoneQuery, body: publicBookingInputSchema },
      config: publicRoute,
      onRequest: bookingLimit,
    },
    async (request, reply) => {
      const { publicToken, date, slotId } = request.params;
      return reply
        .status(201)
        .send(await service.book(publicToken, date, slotId, request.body, request.query.tz));
    },
  );
  app.get(
    "/api/public/booking/:token",
    { schema: { params: tokenParams }, config: publicRoute },
    async (request) => bookingPage.view(request.params.token),
  );
  app.post(
    "/api/public/booking/:token/confirm",
    { schema: { params: tokenParams, body: confirmBookingInputSchema }, config: publicRoute },
    async (request) => bookingPage.confirm(request.params.token, request.body),
  );
}
