import { z } from "zod";
import { confirmBookingInputSchema, publicBookingInputSchema } from "../../../shared/scheduling.js";
import { isoDateField } from "../../../shared/validation.js";
import type { RequestLimit } from "../../http/address-limit.js";
import { preSerialized } from "../../http/pre-serialized.js";
import type { App } from "../../http/types.js";
import type { BookingPageService } from "./booking-page.service.js";
import {
  bookingPageResponse,
  publicBookingResultResponse,
  publicCalendarResponse,
  publicSlotsResponse,
} from "./public-booking.responses.js";
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
    {
      schema: {
        summary: "The public booking calendar",
        tags: ["scheduling"],
        response: { 200: publicCalendarResponse },
        params: calendarParams,
        querystring: zoneQuery,
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const { publicToken } = request.params;
      const { tz } = request.query;
      const body = await pages.answer(publicToken, JSON.stringify(["calendar", tz ?? null]), () =>
        service.calendarPage(publicToken, tz),
      );
      return reply.type("application/json").send(preSerialized(body));
    },
  );
  app.get(
    "/api/public/booking/calendar/:publicToken/slots/:date",
    {
      schema: {
        summary: "A day's free slots",
        tags: ["scheduling"],
        response: { 200: publicSlotsResponse },
        params: dateParams,
        querystring: zoneQuery,
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const { publicToken, date } = request.params;
      const { tz } = request.query;
      const body = await pages.answer(publicToken, JSON.stringify(["slots", date, tz ?? null]), () =>
        service.slotsPage(publicToken, date, tz),
      );
      return reply.type("application/json").send(preSerialized(body));
    },
  );
  app.post(
    "/api/public/booking/calendar/:publicToken/book/:date/:slotId",
    {
      schema: {
        summary: "Book a slot",
        tags: ["scheduling"],
        response: { 201: publicBookingResultResponse },
        params: bookParams,
        querystring: zoneQuery,
        body: publicBookingInputSchema,
      },
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
    {
      schema: {
        summary: "A booking's own page",
        tags: ["scheduling"],
        response: { 200: bookingPageResponse },
        params: tokenParams,
      },
      config: publicRoute,
    },
    async (request) => bookingPage.view(request.params.token),
  );
  app.post(
    "/api/public/booking/:token/confirm",
    {
      schema: {
        summary: "Confirm a booking's details (the client)",
        tags: ["scheduling"],
        response: { 200: bookingPageResponse },
        params: tokenParams,
        body: confirmBookingInputSchema,
      },
      config: publicRoute,
    },
    async (request) => bookingPage.confirm(request.params.token, request.body),
  );
}
