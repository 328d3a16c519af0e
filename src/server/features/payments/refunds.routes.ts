/**
 * Money the studio handles itself: POST /api/proposals/{id}/payments records a payment received by hand
 * (a cheque, cash, a transfer), and POST /api/payments/{id}/refund gives back some or all of a payment
 * (a card one through the provider). GET /api/proposals/{id}/payments, the list of both, is in
 * payments.routes.ts.
 */
import {
  manualPaymentInputSchema,
  type ProposalPayment,
  refundInputSchema,
} from "../../../shared/payments.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import type { ManualPaymentsService } from "./manual-payments.service.js";
import { proposalPaymentResponse } from "./payments.responses.js";
import type { RefundsService } from "./refunds.service.js";

export function registerRefundRoutes(
  app: App,
  deps: { manualPayments: ManualPaymentsService; refunds: RefundsService },
): void {
  const { manualPayments, refunds } = deps;

  app.post(
    "/api/proposals/:id/payments",
    {
      schema: {
        summary: "Record a payment received by hand",
        tags: ["payments"],
        response: { 201: proposalPaymentResponse },
        params: uuidParams("Proposal not found"),
        body: manualPaymentInputSchema,
      },
    },
    async (request, reply): Promise<ProposalPayment> =>
      reply
        .code(201)
        .send(
          await manualPayments.recordManualPayment(
            photographerIdOf(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.post(
    "/api/payments/:id/refund",
    {
      schema: {
        summary: "Refund a payment",
        tags: ["payments"],
        response: { 201: proposalPaymentResponse },
        params: uuidParams("Payment not found"),
        body: refundInputSchema,
      },
    },
    async (request, reply): Promise<ProposalPayment> =>
      reply
        .code(201)
        .send(await refunds.refundPayment(photographerIdOf(request), request.params.id, request.body)),
  );
}
