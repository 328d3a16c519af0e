/**
 * The /verify page's steps without React: checking the chosen file before it is sent, posting it as
 * multipart/form-data, and turning the server's answer (or a failure) into what the page shows.
 */
import { MAX_VERIFY_BYTES, type VerifyResult } from "../../../shared/proposal-contract";

export const VERIFY_URL = "/api/public/verify";
export const FILE_TOO_LARGE =
  "This file is larger than 10 MB. Contract PDFs are much smaller: check the file.";
export const CHOOSE_A_PDF = "Choose the contract's PDF file.";
export const VERIFY_FAILED = "We couldn't check this file. Please try again in a moment.";

/** What the page shows after a check: the file is genuine, it is not, or the check itself failed. */
export type VerifyOutcome =
  | { kind: "valid"; contractId: string }
  | { kind: "invalid"; reason: string }
  | { kind: "error"; message: string };

/** Why a chosen file is refused before upload, or null when it may be sent. */
export function fileProblem(file: { size: number } | null | undefined): string | null {
  if (!file) return CHOOSE_A_PDF;
  // Refused here so that a large file is not uploaded only for the server to turn it away.
  if (file.size > MAX_VERIFY_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** The server's `{ message }` from an error answer's text, if it has one. */
function messageOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/** The page's outcome from the verify route's answer. */
export function outcomeOf(result: VerifyResult): VerifyOutcome {
  if (result.valid && result.contractId) return { kind: "valid", contractId: result.contractId };
  return { kind: "invalid", reason: result.reason ?? "This document could not be verified." };
}

/**
 * Posts the file as the `file` part of a multipart body. fetch is called directly: apiRequest sends
 * JSON. The browser sets the multipart boundary itself, so no Content-Type is given here; the CSRF
 * guard accepts it as a same-origin request with no extra header.
 */
export async function verifyFile(
  file: Blob & { name?: string },
  send: typeof fetch = fetch,
): Promise<VerifyOutcome> {
  const problem = fileProblem(file);
  if (problem) return { kind: "error", message: problem };
  const body = new FormData();
  body.append("file", file, file.name || "contract.pdf");
  let res: Response;
  try {
    res = await send(VERIFY_URL, { method: "POST", body, credentials: "same-origin" });
  } catch {
    return { kind: "error", message: VERIFY_FAILED };
  }
  const text = await res.text();
  if (!res.ok) {
    if (res.status === 413) return { kind: "error", message: FILE_TOO_LARGE };
    return { kind: "error", message: messageOf(text) ?? VERIFY_FAILED };
  }
  try {
    return outcomeOf(JSON.parse(text) as VerifyResult);
  } catch {
    return { kind: "error", message: VERIFY_FAILED };
  }
}
