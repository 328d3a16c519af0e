/** What the package routes answer: shared/packages.ts's Package. */
import { z } from "zod";
import type { Package } from "../../../shared/packages.js";
import { cents, isoInstant } from "../../http/responses.js";

export const packageResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  basePriceCents: cents,
  createdAt: isoInstant,
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string().nullable(),
      qty: z.number(),
      unitCents: cents,
      lineTotalCents: cents,
      orderIndex: z.int(),
    }),
  ),
  timesUsed: z.int(),
}) satisfies z.ZodType<Package>;
