/**
 * The prewritten sequences, one file per project type. Each is plain text written once (see
 * email-source.ts); the HTML version is built from it when served or sent.
 */
import type { DripProjectType } from "../../../../shared/drip.js";
import { COMMERCIAL_SEQUENCE } from "./commercial.js";
import type { DripEmailSource } from "./email-source.js";
import { ENGAGEMENT_SEQUENCE } from "./engagement.js";
import { FAMILY_SEQUENCE } from "./family.js";
import { MATERNITY_SEQUENCE } from "./maternity.js";
import { PORTRAIT_SEQUENCE } from "./portrait.js";
import { WEDDING_SEQUENCE } from "./wedding.js";

export const STATIC_SEQUENCES: Record<DripProjectType, readonly DripEmailSource[]> = {
  WEDDING: WEDDING_SEQUENCE,
  PORTRAIT: PORTRAIT_SEQUENCE,
  COMMERCIAL: COMMERCIAL_SEQUENCE,
  ENGAGEMENT: ENGAGEMENT_SEQUENCE,
  MATERNITY: MATERNITY_SEQUENCE,
  FAMILY: FAMILY_SEQUENCE,
};

export type { DripEmailSource };
