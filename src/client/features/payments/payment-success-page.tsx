/**
 * /payment-success: where Stripe returns after a payment that needed a redirect (3-D Secure, a bank
 * page). Stripe appends redirect_status; anything but a failure is shown as received. This card form
 * records no payment and sends no e-mail, so the page promises no receipt (proposal payments send one).
 */
import { CircleCheck, CircleX } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { PaymentFrame, PaymentMessage } from "./payment-frame";

export function PaymentSuccessPage() {
  const status = new URLSearchParams(useSearch()).get("redirect_status");
  const failed = status === "failed" || status === "requires_payment_method";

  useEffect(() => {
    document.title = failed ? "Payment Failed · Focal" : "Payment Successful · Focal";
  }, [failed]);

  return (
    <PaymentFrame>
      {failed ? (
        <PaymentMessage
          icon={CircleX}
          tone="warning"
          title="Payment Failed"
          action={
            <Button asChild variant="outline">
              <Link href="/">Back to Focal</Link>
            </Button>
          }
        >
          <p>Your card was not charged. Please try again with another card.</p>
        </PaymentMessage>
      ) : (
        <PaymentMessage
          icon={CircleCheck}
          tone="success"
          title="Payment Successful"
          action={
            <Button asChild>
              <Link href="/">Continue</Link>
            </Button>
          }
        >
          <p>Thank you. Your payment has been received.</p>
        </PaymentMessage>
      )}
    </PaymentFrame>
  );
}
