/** The zod field for a studio's or an event's zone (kept apart from time-zone.ts so public pages need no zod). */
import { z } from "zod";
import { canonicalTimeZone, TIMEZONE_MESSAGE } from "./time-zone.js";

/** A studio's or an event's zone, as typed or sent: any zone Intl knows, else TIMEZONE_MESSAGE. */
export const timeZoneIdField = z
  .string({ error: TIMEZONE_MESSAGE })
  .trim()
  .transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical === null) {
      ctx.addIssue({ code: "custom", message: TIMEZONE_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  });
