import { and, desc, eq } from "drizzle-orm";
import { photographerIdOf } from "../../auth/guard.js";
import type { Database } from "../../db/connect.js";
import { estimates } from "../../db/schema/index.js";
import type { App } from "../../http/types.js";
import { idParams } from "../clients/clients.routes.js";
import type { ClientsService } from "../clients/clients.service.js";

/** Proposals of one client, for the client page. The proposals feature itself arrives with its issue. */
export function registerProposalRoutes(app: App, database: Database, clients: ClientsService): void {
  app.get("/api/proposals/client/:id", { schema: { params: idParams } }, async (request) => {
    const photographerId = photographerIdOf(request);
    await clients.requireClient(photographerId, request.params.id);
    const rows = await database.db
      .select()
      .from(estimates)
      .where(and(eq(estimates.photographerId, photographerId), eq(estimates.clientId, request.params.id)))
      .orderBy(desc(estimates.createdAt));
    return rows.map((e) => ({
      id: e.id,
      title: e.title,
      status: e.status,
      totalCents: e.totalCents,
      sentAt: e.sentAt?.toISOString() ?? null,
      signedAt: e.signedAt?.toISOString() ?? null,
      createdAt: e.createdAt.toISOString(),
      token: e.token,
    }));
  });
}
