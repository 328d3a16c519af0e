/**
 * Autopay: a client who pays an instalment by card may let the studio charge the remaining ones on
 * their due dates with the same card. These are the shapes the studio's proposal answer, the public
 * proposal page and the switch calls share; the rules are in src/server/features/payments/autopay.*.
 */
import { z } from "zod";

/** The card kept for autopay and whether it is on, as both proposal answers carry it (`autopay`). */
export interface AutopayState {
  /** On: due instalments are charged to the saved card in the studio's morning. */
  enabled: boolean;
  /** "Visa ending 4242" (what the provider says of the saved card); null when no card is saved. */
  cardLabel: string | null;
  /** The last off-session charge that failed (declined card), while it is still unpaid; else null. */
  lastFailure: { installmentId: string; message: string; at: string } | null;
}

/** PUT /api/public/proposals/{token}/autopay and PUT /api/proposals/{id}/autopay: only turning off. */
export const autopaySwitchSchema = z.object({
  enabled: z.literal(false, {
    error: "Autopay can only be turned off here; pay an instalment by card to turn it on",
  }),
});

/** A receipt the client can download from the public page: one per payment received. */
export interface PublicReceipt {
  paymentId: string;
  amountCents: number;
  /** When the money arrived (a cheque's received-on date, at noon in the studio's zone). */
  receivedAt: string;
  method: "CARD" | "CASH" | "CHECK" | "BANK_TRANSFER" | "OTHER";
  /** Paid in full back to the client. */
  refunded: boolean;
}
