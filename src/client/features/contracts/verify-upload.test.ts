import { describe, expect, it } from "vitest";
import { MAX_VERIFY_BYTES } from "../../../shared/proposal-contract";
import {
  CHOOSE_A_PDF,
  FILE_TOO_LARGE,
  fileProblem,
  outcomeOf,
  VERIFY_FAILED,
  VERIFY_URL,
  verifyFile,
} from "./verify-upload";

const pdf = (size = 10) => new File([new Uint8Array(size)], "signed.pdf", { type: "application/pdf" });
const answer = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status });

describe("fileProblem", () => {
  it("asks for a file, refuses one over 10 MB, and takes one of exactly 10 MB", () => {
    expect(fileProblem(null)).toBe(CHOOSE_A_PDF);
    expect(fileProblem({ size: MAX_VERIFY_BYTES + 1 })).toBe(FILE_TOO_LARGE);
    expect(fileProblem({ size: MAX_VERIFY_BYTES })).toBeNull();
  });
});

describe("outcomeOf", () => {
  it("reads a valid answer with its contract, and an invalid one with its reason", () => {
    expect(outcomeOf({ valid: true, contractId: "c-1" })).toEqual({ kind: "valid", contractId: "c-1" });
    expect(outcomeOf({ valid: false, reason: "Changed" })).toEqual({ kind: "invalid", reason: "Changed" });
    expect(outcomeOf({ valid: false }).kind).toBe("invalid");
  });
});

describe("verifyFile", () => {
  it("posts the file as the multipart part named file", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const send = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return answer(200, { valid: true, contractId: "c-9" });
    }) as typeof fetch;
    expect(await verifyFile(pdf(), send)).toEqual({ kind: "valid", contractId: "c-9" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(VERIFY_URL);
    expect(calls[0]!.init?.method).toBe("POST");
    const body = calls[0]!.init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get("file") as File).name).toBe("signed.pdf");
    // The browser writes the multipart boundary: a Content-Type set here would lack it.
    expect(calls[0]!.init?.headers).toBeUndefined();
  });

  it("sends nothing for a file over 10 MB", async () => {
    let sent = false;
    const send = (async () => {
      sent = true;
      return answer(200, {});
    }) as typeof fetch;
    expect(await verifyFile(pdf(MAX_VERIFY_BYTES + 1), send)).toEqual({
      kind: "error",
      message: FILE_TOO_LARGE,
    });
    expect(sent).toBe(false);
  });

  it("shows the server's message on a refusal, and a calm one when the connection fails", async () => {
    const refused = (async () => answer(400, { message: "The file is empty" })) as typeof fetch;
    expect(await verifyFile(pdf(), refused)).toEqual({ kind: "error", message: "The file is empty" });
    const tooLarge = (async () => answer(413, "Payload Too Large")) as typeof fetch;
    expect(await verifyFile(pdf(), tooLarge)).toEqual({ kind: "error", message: FILE_TOO_LARGE });
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await verifyFile(pdf(), offline)).toEqual({ kind: "error", message: VERIFY_FAILED });
    const garbled = (async () => answer(200, "<html>")) as typeof fetch;
    expect(await verifyFile(pdf(), garbled)).toEqual({ kind: "error", message: VERIFY_FAILED });
  });
});
