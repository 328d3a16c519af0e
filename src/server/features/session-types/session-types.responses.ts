/** What the session-type routes answer: the saved type (shared/session-types.ts `SessionType`). */
import { z } from "zod";
import { type SessionType, sessionTypeInputSchema } from "../../../shared/session-types.js";

// The stored values are the editor's validated input, so its schema describes them; the rest is the server's.
export const sessionTypeResponse = z.intersection(
  sessionTypeInputSchema,
  z.object({
    id: z.uuid(),
    isDefault: z.boolean().describe("The Consultation: keeps the original booking links working"),
    isMiniSession: z.boolean().describe("Date windows only"),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
) satisfies z.ZodType<SessionType>;

export const sessionTypeListResponse = z.object({ sessionTypes: z.array(sessionTypeResponse) });
