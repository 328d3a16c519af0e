import { findSessionUser } from "../../auth/sessions.js";
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { findEmailLinks, findEmailSender, markEmailClicked, markEmailOpened } from "./tracking.queries.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens and clicks measure the client. A request that carries the sending studio's own session (the
 * photographer opening a copy of the e-mail, or following its link, in the browser they work in) is
 * answered the same way but not counted.
 */
export function createTrackingService(database: Database) {
  const { db } = database;

  /** Whether the session token, if any, is a photographer of the studio that sent this e-mail. */
  async function isSendingStudio(logId: string, sessionToken: string | undefined): Promise<boolean> {
    // A mail client fetching the pixel carries no session of ours: nothing to look up.
    if (!sessionToken) return false;
    const viewer = await findSessionUser(db, sessionToken);
    if (viewer?.role !== "PHOTOGRAPHER") return false;
    return (await findEmailSender(db, logId)) === viewer.photographerId;
  }

  return {
    async opened(logId: string, sessionToken?: string): Promise<void> {
      // The pixel's name only looks like an id: one that is not names no e-mail (and still gets its image).
      if (!UUID.test(logId)) return;
      if (await isSendingStudio(logId, sessionToken)) return;
      await markEmailOpened(db, logId);
    },

    /** The link's target; a link index the e-mail did not contain is a 404, never a redirect anywhere. */
    async clicked(logId: string, index: number, sessionToken?: string): Promise<string> {
      const target = (await findEmailLinks(db, logId))?.[index];
      if (!target) throw notFound("Link not found");
      // A click proves the e-mail was opened even when images were blocked.
      if (!(await isSendingStudio(logId, sessionToken))) await markEmailClicked(db, logId);
      return target;
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
