/**
 * E-mail tracking (open pixel, click redirect). Public by nature: mail clients fetch them without a
 * session. Only the first open and the first click are kept; a link index the e-mail did not contain
 * answers 404 rather than redirecting anywhere.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/connect.js";
import { dripDeliveries, emailLogs } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";
import type { App } from "../../http/types.js";

// The smallest transparent GIF.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const openParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.gif$/i, "Not found") });
const clickParams = z.object({
  logId: z.uuid({ error: "Not found" }),
  index: z.coerce.number().int().min(0).max(1000),
});

export function registerTrackingRoutes(app: App, database: Database): void {
  const { db } = database;
  const publicRoute = { access: "public" as const };

  app.get(
    "/api/t/o/:file",
    { schema: { params: openParams }, config: publicRoute },
    async (request, reply) => {
      const logId = request.params.file.slice(0, 36);
      await db
        .update(emailLogs)
        .set({ openedAt: sql`coalesce(${emailLogs.openedAt}, now())` })
        .where(eq(emailLogs.id, logId));
      // A drip e-mail's delivery keeps its own open time (SPEC §3 drip delivery).
      await db
        .update(dripDeliveries)
        .set({ openedAt: sql`coalesce(${dripDeliveries.openedAt}, now())` })
        .where(eq(dripDeliveries.emailLogId, logId));
      return reply
        .header("content-type", "image/gif")
        .header("cache-control", "no-store, max-age=0")
        .send(PIXEL);
    },
  );

  app.get(
    "/api/t/c/:logId/:index",
    { schema: { params: clickParams }, config: publicRoute },
    async (request, reply) => {
      const [log] = await db
        .select({ links: emailLogs.links })
        .from(emailLogs)
        .where(eq(emailLogs.id, request.params.logId));
      const target = log?.links?.[request.params.index];
      if (!target) throw notFound("Link not found");
      // A click proves the e-mail was opened even when images were blocked.
      await db
        .update(emailLogs)
        .set({
          clickedAt: sql`coalesce(${emailLogs.clickedAt}, now())`,
          openedAt: sql`coalesce(${emailLogs.openedAt}, now())`,
        })
        .where(eq(emailLogs.id, request.params.logId));
      await db
        .update(dripDeliveries)
        .set({
          clickedAt: sql`coalesce(${dripDeliveries.clickedAt}, now())`,
          openedAt: sql`coalesce(${dripDeliveries.openedAt}, now())`,
        })
        .where(eq(dripDeliveries.emailLogId, request.params.logId));
      return reply.redirect(target, 302);
    },
  );
}
