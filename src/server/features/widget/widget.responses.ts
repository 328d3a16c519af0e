/** What the widget routes answer: its configuration (saved or the defaults) and a lead's thanks. */
import { z } from "zod";
import type { PublicWidgetConfig, WidgetConfigState } from "../../../shared/widget-config.js";
import { widgetConfigSchema } from "../../../shared/widget-config-schema.js";

// What is stored passed this schema, and the defaults follow it too (widget-config.service.ts reads it back with it).
export const widgetConfigStateResponse = z.object({
  config: widgetConfigSchema,
  saved: z.boolean().describe("False while the studio still uses the defaults"),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<WidgetConfigState>;

export const publicWidgetConfigResponse = z.object({
  config: widgetConfigSchema,
  saved: z.boolean(),
}) satisfies z.ZodType<PublicWidgetConfig>;

export const widgetLeadResponse = z.object({ success: z.literal(true), message: z.string() });
