import { z } from "zod";
import { updateBookingInputSchema } from "../../../shared/scheduling.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { BOOKING_NOT_FOUND_MESSAGE, type BookingsService } from "./bookings.service.js";
import { studioBookingResponse } from "./scheduling.responses.js";

const bookingParams = uuidParams(BOOKING_NOT_FOUND_MESSAGE);

export function registerBookingRoutes(app: App, service: BookingsService): void {
  const me = photographerIdOf;
  app.get(
    "/api/bookings",
    {
      schema: {
        summary: "List bookings",
        tags: ["scheduling"],
        response: { 200: z.array(studioBookingResponse) },
      },
    },
    async (request) => service.list(me(request)),
  );
  app.get(
    "/api/bookings/:id",
    {
      schema: {
        summary: "Get a booking",
        tags: ["scheduling"],
        response: { 200: studioBookingResponse },
        params: bookingParams,
      },
    },
    async (request) => service.detail(me(request), request.params.id),
  );
  app.put(
    "/api/bookings/:id",
    {
      schema: {
        summary: "Change a booking's status",
        tags: ["scheduling"],
        response: { 200: studioBookingResponse },
        params: bookingParams,
        body: updateBookingInputSchema,
      },
      // Another studio's booking is "not found" even when the body is wrong too.
      preValidation: async (request) => {
        const { id } = request.params as { id?: string };
        if (id && bookingParams.safeParse({ id }).success) await service.detail(me(request), id);
      },
    },
    async (request) => service.update(me(request), request.params.id, request.body.status),
  );
}
