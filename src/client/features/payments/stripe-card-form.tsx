/**
 * /checkout's card form when Stripe is configured: Stripe's Payment Element, loaded only here (a lazy
 * chunk), so no other page pays for Stripe.js. Redirect-based methods come back to /payment-success.
 */
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface CardFormProps {
  clientSecret: string;
  payLabel: string;
  onSuccess: () => void;
  onFailure: (message: string) => void;
}

function StripeForm({ payLabel, onSuccess, onFailure }: Omit<CardFormProps, "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/payment-success` },
      redirect: "if_required",
    });
    setBusy(false);
    if (error) onFailure(error.message ?? "Your payment could not be completed.");
    else if (paymentIntent?.status === "succeeded" || paymentIntent?.status === "processing") onSuccess();
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-5">
      <PaymentElement />
      <SubmitButton
        busy={busy}
        busyLabel="Processing..."
        disabled={!stripe}
        size="lg"
        className="h-12 w-full"
      >
        <Lock aria-hidden="true" />
        {payLabel}
      </SubmitButton>
    </form>
  );
}

export default function StripeCardForm({
  publishableKey,
  clientSecret,
  ...props
}: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: "stripe" } }}>
      <StripeForm {...props} />
    </Elements>
  );
}
