/**
 * /checkout?amount=: pays the amount given in dollars. It creates a PaymentIntent,
 * then shows Stripe's card form (Stripe configured) or the built-in test card form. Success says
 * Payment Successful and goes to /; a missing amount says so and goes back to /.
 */
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, RotateCw } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { formatMoney } from "../../../shared/currency";
import type { PaymentsConfig, TestCardInput } from "../../../shared/payments";
import { PaymentFrame, PaymentMessage } from "./payment-frame";
import { TestCardForm } from "./test-card-form";

const StripeCardForm = lazy(() => import("./stripe-card-form"));

/** The amount in dollars from the query string, or null when it is missing or not a positive amount. */
export function checkoutAmount(search: string): number | null {
  const raw = new URLSearchParams(search).get("amount");
  if (raw === null || raw.trim() === "") return null;
  const amount = Number(raw);
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}

function TestModeCardForm({
  clientSecret,
  payLabel,
  onSuccess,
  onFailure,
}: {
  clientSecret: string;
  payLabel: string;
  onSuccess: () => void;
  onFailure: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async (card: TestCardInput) => {
    setBusy(true);
    setError(null);
    try {
      await apiRequest("POST", "/api/test-checkout/payment-intents/confirm", { clientSecret, ...card });
      onSuccess();
    } catch (err) {
      const message = errorMessage(err, "Your payment could not be completed.");
      setError(message);
      onFailure(message);
      setBusy(false);
    }
  };
  return <TestCardForm payLabel={payLabel} busy={busy} error={error} onPay={(card) => void pay(card)} />;
}

function CheckoutForm({ amount }: { amount: number }) {
  const [, navigate] = useLocation();
  const config = useQuery<PaymentsConfig>({ queryKey: ["/api/payments/config"] });
  // A query, not an effect: StrictMode's double mount and re-renders must not create two intents.
  const intent = useQuery({
    queryKey: ["create-payment-intent", amount],
    queryFn: async () => {
      const res = await apiRequest("POST", "/api/create-payment-intent", { amount });
      return (await res.json()) as { clientSecret: string };
    },
    gcTime: 0,
  });

  useEffect(() => {
    if (intent.isError) toast({ variant: "destructive", title: "Failed to initialize payment" });
  }, [intent.isError]);

  const onSuccess = () => {
    toast({
      title: "Payment Successful",
      description: `${formatMoney(Math.round(amount * 100), "USD")} was paid.`,
    });
    navigate("/");
  };
  const onFailure = (message: string) =>
    toast({ variant: "destructive", title: "Payment Failed", description: message });
  const payLabel = `Pay ${formatMoney(Math.round(amount * 100), "USD")}`;
  const testMode = config.data?.provider !== "stripe";

  if (intent.isError || config.isError) {
    return (
      <PaymentMessage
        icon={AlertTriangle}
        tone="warning"
        title="Failed to initialize payment"
        action={
          <Button
            onClick={() => {
              void config.refetch();
              void intent.refetch();
            }}
          >
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        }
      >
        <p>The payment form could not be prepared. Please try again in a moment.</p>
      </PaymentMessage>
    );
  }
  const loading = <Skeleton className="h-72 w-full rounded-xl" />;
  return (
    <>
      <div className="space-y-1 text-center">
        <p className="text-sm font-medium text-muted-foreground">Amount due</p>
        <p className="text-4xl font-semibold tracking-tight tabular-nums">
          {formatMoney(Math.round(amount * 100), "USD")}
        </p>
        {testMode && config.data ? (
          <p className="text-xs text-amber-800">Test mode: no real card is charged.</p>
        ) : null}
      </div>
      <Card>
        <CardContent className="space-y-4 py-6">
          <h1 className="text-lg font-semibold">Pay with card</h1>
          {!intent.data || !config.data ? (
            loading
          ) : config.data.provider === "stripe" && config.data.publishableKey ? (
            <Suspense fallback={loading}>
              <StripeCardForm
                publishableKey={config.data.publishableKey}
                clientSecret={intent.data.clientSecret}
                payLabel={payLabel}
                onSuccess={onSuccess}
                onFailure={onFailure}
              />
            </Suspense>
          ) : (
            <TestModeCardForm
              clientSecret={intent.data.clientSecret}
              payLabel={payLabel}
              onSuccess={onSuccess}
              onFailure={onFailure}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}

export function CheckoutPage() {
  const amount = checkoutAmount(useSearch());
  const [, navigate] = useLocation();

  useEffect(() => {
    document.title = "Checkout · Focal";
    if (amount === null) {
      toast({ variant: "destructive", title: "No payment amount specified" });
      navigate("/", { replace: true });
    }
  }, [amount, navigate]);

  if (amount === null) return null;
  return (
    <PaymentFrame>
      <CheckoutForm amount={amount} />
    </PaymentFrame>
  );
}
