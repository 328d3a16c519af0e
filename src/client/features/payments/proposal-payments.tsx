/**
 * A signed proposal's payments, for the photographer: what the client paid, and any payment that arrived
 * after the proposal was already paid (two checkouts paid at once). Such an overpayment is never counted
 * in earnings or the balance; it is refunded to the card automatically, and this says whether that has
 * happened yet.
 */
import { useQuery } from "@tanstack/react-query";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { errorMessage } from "@/lib/api";
import { formatMoney } from "../../../shared/currency";
import type { ProposalPayment } from "../../../shared/payments";
import { RefundDialog } from "./refund-dialog";

export const proposalPaymentsKey = (proposalId: string) => [`/api/proposals/${proposalId}/payments`] as const;

const METHOD_LABEL: Record<ProposalPayment["method"], string> = {
  CARD: "Card payment",
  CASH: "Cash",
  CHECK: "Cheque",
  BANK_TRANSFER: "Bank transfer",
  OTHER: "Payment",
};

const label = (p: ProposalPayment) =>
  p.kind === "REFUND" ? `Refund (${METHOD_LABEL[p.method].toLowerCase()})` : METHOD_LABEL[p.method];

function PaymentStatus({ payment }: { payment: ProposalPayment }) {
  if (payment.kind === "REFUND") {
    if (payment.status === "SUCCEEDED") return <Badge variant="info">Refunded</Badge>;
    if (payment.status === "FAILED") return <Badge variant="warning">Refund failed</Badge>;
    return <Badge variant="warning">Refund pending</Badge>;
  }
  if (payment.status === "COMPLETED") return <Badge variant="success">Received</Badge>;
  return payment.refundedAt ? (
    <Badge variant="info">Overpayment refunded</Badge>
  ) : (
    <Badge variant="warning">Overpayment, refund pending</Badge>
  );
}

const refundable = (p: ProposalPayment) =>
  p.kind === "PAYMENT" && p.status === "COMPLETED" && (p.refundableCents ?? 0) > 0;

interface ProposalPaymentsProps {
  proposalId: string;
  currency: string;
  /** The client's name, for the refund dialog; with it each received payment offers a Refund. */
  clientName?: string;
}

export function ProposalPayments({ proposalId, currency, clientName }: ProposalPaymentsProps) {
  const dates = useStudioDates();
  const [refunding, setRefunding] = useState<ProposalPayment | null>(null);
  // A client may pay, and a refund go through, while this page is open elsewhere: read afresh.
  const payments = useQuery<ProposalPayment[]>({
    queryKey: proposalPaymentsKey(proposalId),
    refetchOnMount: "always",
  });
  const list = payments.data ?? [];
  const overpaid = list.filter((p) => p.status === "OVERPAID");
  return (
    <section
      aria-labelledby="proposal-payments-heading"
      className="mt-6 rounded-xl border bg-card p-5 sm:p-6"
    >
      <h2 id="proposal-payments-heading" className="text-base font-semibold">
        Payments
      </h2>
      {payments.isPending ? (
        <p className="mt-3 text-sm text-muted-foreground">Loading payments…</p>
      ) : payments.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(payments.error, "The payments could not be loaded.")}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No payments yet.</p>
      ) : (
        <>
          <ul className="mt-3 divide-y">
            {list.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  {label(p)}
                  {p.kind === "REFUND" ? (
                    <span className="text-muted-foreground"> · {dates.dateTime(p.createdAt)}</span>
                  ) : p.paidAt ? (
                    <span className="text-muted-foreground"> · {dates.dateTime(p.paidAt)}</span>
                  ) : null}
                  {p.refundedAt ? (
                    <span className="text-muted-foreground"> · refunded {dates.dateTime(p.refundedAt)}</span>
                  ) : null}
                </span>
                <PaymentStatus payment={p} />
                {clientName && refundable(p) ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="h-7 px-2"
                    aria-label={`Refund ${formatMoney(p.amountCents, currency)} ${label(p).toLowerCase()}`}
                    onClick={() => setRefunding(p)}
                  >
                    <Undo2 aria-hidden="true" />
                    Refund
                  </Button>
                ) : null}
                <span
                  className={`w-24 text-right font-medium tabular-nums ${p.status === "OVERPAID" || p.status === "FAILED" ? "text-muted-foreground line-through" : ""}`}
                >
                  {p.kind === "REFUND" ? "−" : ""}
                  {formatMoney(p.amountCents, currency)}
                </span>
              </li>
            ))}
          </ul>
          {overpaid.length > 0 ? (
            <p className="mt-3 text-xs text-muted-foreground">
              An overpayment arrived after this proposal was already paid. It is not part of your earnings or
              balance and is refunded to the client's card automatically.
            </p>
          ) : null}
        </>
      )}
      {clientName ? (
        <RefundDialog
          proposalId={proposalId}
          payment={refunding}
          currency={currency}
          clientName={clientName}
          onOpenChange={(open) => (open ? undefined : setRefunding(null))}
        />
      ) : null}
    </section>
  );
}
