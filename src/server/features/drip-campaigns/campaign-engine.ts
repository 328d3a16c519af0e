/**
 * What the campaigns' service asks of the drip engine (implemented in the drip feature, which owns
 * enrolment and sending): passed in, so that neither feature imports the other's service.
 */
import type { DbOrTx } from "../../db/connect.js";

export interface CampaignEngine {
  /**
   * Enrols the projects now in any of this version's stages (its project type, not past inquiry) and
   * resumes the version's paused subscriptions. Answers how many started or resumed.
   */
  enrollCampaignLeads(tx: DbOrTx, photographerId: string, campaignId: string): Promise<number>;
  /** Pauses the ACTIVE subscriptions of these versions, with the reason shown on the project page. */
  pauseCampaignLeads(
    tx: DbOrTx,
    photographerId: string,
    campaignIds: string[],
    reason: string,
  ): Promise<number>;
  /** Ends (STOPPED) the ACTIVE and PAUSED subscriptions of these versions. */
  stopCampaignLeads(
    tx: DbOrTx,
    photographerId: string,
    campaignIds: string[],
    reason: string,
  ): Promise<number>;
}
