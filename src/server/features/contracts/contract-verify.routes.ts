/**
 * POST /api/public/verify: a PDF uploaded as multipart/form-data, one part named `file`, at most 10 MB.
 * The route has its own body parser (the raw bytes, read by ./contract-verify.multipart.ts) and a body
 * limit of the file's limit plus room for the part headers.
 */
import { MAX_VERIFY_BYTES } from "../../../shared/proposal-contract.js";
import { badRequest, HttpError } from "../../http/errors.js";
import { boundaryOf, MultipartError, parseMultipart } from "../../http/multipart.js";
import type { App } from "../../http/types.js";
import type { ContractVerifyService } from "./contract-verify.service.js";
import { verifyResponse } from "./contracts.responses.js";

export const SEND_MULTIPART = "Send the PDF as multipart/form-data, in one part named file";
export const FILE_TOO_LARGE = "The file is larger than 10 MB";
const HEADER_ROOM = 64 * 1024;

export function registerContractVerifyRoutes(app: App, service: ContractVerifyService): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: MAX_VERIFY_BYTES + HEADER_ROOM },
      (_request, body, done) => done(null, body),
    );
    const bodyLimit = MAX_VERIFY_BYTES + HEADER_ROOM;
    const schema = {
      summary: "Check a signed contract PDF against its evidence log (multipart/form-data, part `file`)",
      tags: ["contracts"],
      security: [],
      response: { 200: verifyResponse },
    };
    scope.post("/api/public/verify", { bodyLimit, config: { access: "public" }, schema }, async (request) => {
      const boundary = boundaryOf(request.headers["content-type"]);
      const body = request.body;
      if (!boundary || !Buffer.isBuffer(body)) throw badRequest(SEND_MULTIPART);
      let parts: ReturnType<typeof parseMultipart>;
      try {
        parts = parseMultipart(body, boundary);
      } catch (error) {
        if (error instanceof MultipartError) throw badRequest(`${SEND_MULTIPART} (${error.message})`);
        throw error;
      }
      const files = parts.filter((p) => p.name === "file");
      if (files.length !== 1) throw badRequest(SEND_MULTIPART);
      const file = files[0]!;
      if (file.data.length > MAX_VERIFY_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
      if (file.data.length === 0) throw badRequest("The file is empty");
      return service.verify(file.data);
    });
  });
}
