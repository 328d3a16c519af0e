/**
 * The activity feed (activity.queries.ts) for the screens that show it, and the one event the feed
 * cannot read from a record of its own: a client opening a sent proposal.
 */
import type { ActivityEntry } from "../../../shared/activity.js";
import { findSessionUser } from "../../auth/sessions.js";
import type { Database } from "../../db/connect.js";
import { insertProposalViewed, listActivity } from "./activity.queries.js";

export function createActivityService(database: Database) {
  const { db } = database;

  /** The studio's newest events, across its projects and clients. */
  function recent(photographerId: string, limit: number): Promise<ActivityEntry[]> {
    return listActivity(db, photographerId, limit);
  }

  /**
   * The public proposal page was opened: the first opening after each sending goes into the project's
   * activity. The studio checking its own link (signed in, in the same browser) is not the client.
   */
  async function recordProposalView(token: string, sessionToken: string | undefined): Promise<void> {
    const viewer = sessionToken ? await findSessionUser(db, sessionToken) : null;
    await insertProposalViewed(db, token, viewer?.role === "PHOTOGRAPHER" ? viewer.photographerId : null);
  }

  return { recent, recordProposalView };
}

export type ActivityService = ReturnType<typeof createActivityService>;
