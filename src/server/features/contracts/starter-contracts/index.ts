/**
 * The contract templates every new studio starts with, newest first in its list: wedding, portrait and
 * commercial work. Their wording is a starting point the studio edits, not legal advice.
 */
import { COMMERCIAL_CONTRACT } from "./commercial.js";
import { PORTRAIT_CONTRACT } from "./portrait.js";
import { WEDDING_CONTRACT } from "./wedding.js";

export const STARTER_CONTRACTS: readonly { name: string; body: string }[] = [
  WEDDING_CONTRACT,
  PORTRAIT_CONTRACT,
  COMMERCIAL_CONTRACT,
];
