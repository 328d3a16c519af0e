/** The client's own reschedule and cancel, on the booking's page (public: the token is the key). */
import { z } from "zod";
import { cancelInputSchema, rescheduleInputSchema } from "../../../shared/session-types.js";
import type { App } from "../../http/types.js";
import type { BookingSelfService } from "./booking-self-service.service.js";
import { bookingPageResponse, cancelledBookingResponse } from "./public-booking.responses.js";

const publicRoute = { access: "public" as const };
const tokenParams = z.object({ token: z.string().min(10).max(200) });

export function registerBookingSelfServiceRoutes(app: App, service: BookingSelfService): void {
  app.post(
    "/api/public/booking/:token/reschedule",
    {
      schema: {
        summary: "Reschedule a booking (the client)",
        tags: ["scheduling"],
        response: { 200: bookingPageResponse },
        params: tokenParams,
        body: rescheduleInputSchema,
      },
      config: publicRoute,
    },
    async (request) => service.reschedule(request.params.token, request.body.start),
  );
  app.post(
    "/api/public/booking/:token/cancel",
    {
      schema: {
        summary: "Cancel a booking (the client)",
        tags: ["scheduling"],
        response: { 200: cancelledBookingResponse },
        params: tokenParams,
        body: cancelInputSchema,
      },
      config: publicRoute,
    },
    async (request) => service.cancel(request.params.token, request.body.reason),
  );
}
