import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { findEmailLinks, markEmailClicked, markEmailOpened } from "./tracking.queries.js";

export function createTrackingService(database: Database) {
  const { db } = database;
  return {
    async opened(logId: string): Promise<void> {
      await markEmailOpened(db, logId);
    },

    /** The link's target; a link index the e-mail did not contain is a 404, never a redirect anywhere. */
    async clicked(logId: string, index: number): Promise<string> {
      const target = (await findEmailLinks(db, logId))?.[index];
      if (!target) throw notFound("Link not found");
      // A click proves the e-mail was opened even when images were blocked.
      await markEmailClicked(db, logId);
      return target;
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
