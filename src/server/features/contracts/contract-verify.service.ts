/**
 * POST /api/public/verify: whether a PDF is one Focal issued, unchanged. Every contract PDF handed out
 * has its SHA-256 recorded (contract_pdfs), and the PDFs are deterministic (fixed dates, no random
 * parts), so a genuine file hashes to a recorded value and a file with any byte changed does not.
 */
import type { VerifyResult } from "../../../shared/proposal-contract.js";
import type { Database } from "../../db/connect.js";
import { sha256Hex } from "./contract-events.js";
import { findIssuedPdf } from "./proposal-contract.queries.js";

export const NOT_A_PDF = "This file is not a PDF";
export const NOT_ISSUED =
  "This PDF was not issued by Focal, or it was changed after it was issued: its fingerprint matches no contract";

export function createContractVerifyService(database: Database) {
  const { db } = database;
  return {
    async verify(bytes: Uint8Array): Promise<VerifyResult> {
      if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") {
        return { valid: false, reason: NOT_A_PDF };
      }
      const issued = await findIssuedPdf(db, sha256Hex(bytes));
      return issued ? { valid: true, contractId: issued.contractId } : { valid: false, reason: NOT_ISSUED };
    },
  };
}

export type ContractVerifyService = ReturnType<typeof createContractVerifyService>;
