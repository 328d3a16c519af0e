/**
 * /test-checkout/{sessionId}: the built-in provider's hosted checkout, where a proposal's Pay button
 * leads when Stripe is not configured. Paying here drives the same completion path as Stripe's webhook
 * (ADR 002); the page then returns the client to their proposal, as Stripe Checkout would.
 */
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, CircleCheck, FileQuestion, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { formatMoney } from "../../../shared/currency";
import type { TestCardInput, TestCheckoutSession } from "../../../shared/payments";
import { PaymentFrame, PaymentMessage } from "./payment-frame";
import { TestCardForm } from "./test-card-form";

/** The proposal's own address, from the cancel address the server gave (…?payment=cancelled). */
function proposalAddress(cancelUrl: string): string {
  const url = new URL(cancelUrl, window.location.origin);
  url.search = "";
  return url.toString();
}

function CheckoutSummary({ session }: { session: TestCheckoutSession }) {
  return (
    <div className="space-y-1 text-center">
      <p className="text-sm font-medium text-muted-foreground">{session.businessName}</p>
      <p className="text-4xl font-semibold tracking-tight tabular-nums">
        {formatMoney(session.amountCents, session.currency)}
      </p>
      <p className="text-sm text-muted-foreground">{session.description}</p>
    </div>
  );
}

function OpenCheckout({ sessionId, session }: { sessionId: string; session: TestCheckoutSession }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second tap while the first request is in flight must not send a second payment.
  const inFlight = useRef(false);

  const pay = async (card: TestCardInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest("POST", `/api/test-checkout/${encodeURIComponent(sessionId)}/pay`, card);
      const { redirectUrl } = (await res.json()) as { redirectUrl: string };
      window.location.assign(redirectUrl);
    } catch (err) {
      setError(errorMessage(err, "The payment could not be completed. Please try again."));
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <CheckoutSummary session={session} />
      <Card>
        <CardContent className="space-y-4 py-6">
          <h1 className="text-lg font-semibold">Pay with card</h1>
          <TestCardForm
            payLabel={`Pay ${formatMoney(session.amountCents, session.currency)}`}
            busy={busy}
            error={error}
            onPay={(card) => void pay(card)}
          />
        </CardContent>
      </Card>
    </>
  );
}

export function TestCheckoutPage() {
  const { sessionId = "" } = useParams<{ sessionId: string }>();
  const session = useQuery<TestCheckoutSession>({
    queryKey: ["/api/test-checkout", sessionId],
    enabled: sessionId !== "",
    retry: false,
  });

  useEffect(() => {
    document.title = "Secure checkout · Test mode";
  }, []);

  if (session.isPending && sessionId !== "") {
    return (
      <PaymentFrame testMode>
        <output aria-label="Loading checkout" className="flex flex-col items-center gap-3">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-80 w-full rounded-xl" />
        </output>
      </PaymentFrame>
    );
  }
  if (sessionId === "" || (session.error instanceof ApiError && session.error.status === 404)) {
    return (
      <PaymentFrame testMode>
        <PaymentMessage icon={FileQuestion} tone="warning" title="Checkout not found">
          <p>This payment link is no longer valid. Go back to your proposal and choose Pay again.</p>
        </PaymentMessage>
      </PaymentFrame>
    );
  }
  if (session.isError || !session.data) {
    return (
      <PaymentFrame testMode>
        <PaymentMessage
          icon={AlertTriangle}
          tone="warning"
          title="We couldn't load the checkout"
          action={
            <Button onClick={() => void session.refetch()} disabled={session.isFetching}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        />
      </PaymentFrame>
    );
  }

  const data = session.data;
  const back = proposalAddress(data.cancelUrl);
  if (data.status === "complete") {
    return (
      <PaymentFrame testMode>
        <PaymentMessage
          icon={CircleCheck}
          tone="success"
          title="Payment complete"
          action={
            <Button asChild>
              <a href={`${back}?payment=success`}>Back to your proposal</a>
            </Button>
          }
        >
          <p>
            {formatMoney(data.amountCents, data.currency)} to {data.businessName} has been paid. Nothing more
            to do here.
          </p>
        </PaymentMessage>
      </PaymentFrame>
    );
  }
  return (
    <PaymentFrame
      testMode
      footer={
        <a
          href={data.cancelUrl}
          className="inline-flex items-center gap-1.5 hover:text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Cancel and go back
        </a>
      }
    >
      <OpenCheckout sessionId={sessionId} session={data} />
    </PaymentFrame>
  );
}
