import { z } from "zod";
import { publicSlotsQuerySchema, typedBookingInputSchema } from "../../../shared/session-types.js";
import type { RequestLimit } from "../../http/address-limit.js";
import { preSerialized } from "../../http/pre-serialized.js";
import type { App } from "../../http/types.js";
import { publicTypeSlotsResponse, typedBookingResultResponse } from "./public-booking.responses.js";
import type { PublicPageCache } from "./public-page-cache.js";
import type { TypedBookingService } from "./typed-booking.service.js";

const publicRoute = { access: "public" as const };
const typeParams = z.object({
  publicToken: z.string().min(10).max(200),
  slug: z.string().min(1).max(60),
});

export function registerTypedBookingRoutes(
  app: App,
  service: TypedBookingService,
  /** The original booking route's limiter: bookings per visitor address and studio, whatever the type. */
  bookingLimit: RequestLimit,
  pages: PublicPageCache,
): void {
  app.get(
    "/api/public/booking/calendar/:publicToken/types/:slug/slots",
    {
      schema: {
        summary: "A session type's free slots",
        tags: ["scheduling"],
        response: { 200: publicTypeSlotsResponse },
        params: typeParams,
        querystring: publicSlotsQuerySchema,
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const { publicToken, slug } = request.params;
      const { from, to, tz } = request.query;
      const body = await pages.answer(publicToken, JSON.stringify(["type", slug, from, to, tz ?? null]), () =>
        service.typeSlotsPage(publicToken, slug, request.query),
      );
      return reply.type("application/json").send(preSerialized(body));
    },
  );
  app.post(
    "/api/public/booking/calendar/:publicToken/types/:slug/book",
    {
      schema: {
        summary: "Book a session type",
        tags: ["scheduling"],
        response: { 201: typedBookingResultResponse },
        params: typeParams,
        body: typedBookingInputSchema,
      },
      config: publicRoute,
      onRequest: bookingLimit,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.book(request.params.publicToken, request.params.slug, request.body)),
  );
}
