import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { App } from "../../http/types.js";
import { invoicePdfResponse, receiptPdfResponse } from "./documents.responses.js";
import type { DocumentsService, PdfDocument } from "./documents.service.js";

// Plain strings: the service answers 404 to anything it cannot find, a malformed id included, so that
// a made-up link never gets a different answer from a real one of someone else.
const invoiceParams = z.object({ token: z.string() });
const receiptParams = z.object({ token: z.string(), paymentId: z.string() });

export function registerDocumentRoutes(app: App, service: DocumentsService): void {
  const tags = ["documents"];
  const send = (reply: FastifyReply, doc: PdfDocument) =>
    reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="${doc.fileName}"`)
      // A client's own money: never kept by a shared cache, nor by the browser once closed.
      .header("cache-control", "private, no-store")
      .send(Buffer.from(doc.bytes));

  app.get(
    "/api/public/proposals/:token/invoice.pdf",
    {
      schema: {
        summary: "A proposal's invoice as PDF (the token is the proposal's link)",
        tags,
        security: [],
        params: invoiceParams,
        response: { 200: invoicePdfResponse },
      },
      config: { access: "public" },
    },
    async (request, reply) => send(reply, await service.invoice(request.params.token)),
  );
  app.get(
    "/api/public/proposals/:token/receipts/:paymentId.pdf",
    {
      schema: {
        summary: "A payment's receipt as PDF",
        tags,
        security: [],
        params: receiptParams,
        response: { 200: receiptPdfResponse },
      },
      config: { access: "public" },
    },
    async (request, reply) =>
      send(reply, await service.receipt(request.params.token, request.params.paymentId)),
  );
}
