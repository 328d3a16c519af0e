import { CircleCheck, CreditCard, FlaskConical, LoaderCircle } from "lucide-react";
import { Link } from "wouter";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paymentAccountLabel } from "../../../shared/payments";
import { SettingsCardError, SettingsCardSkeleton } from "./settings-card-states";
import { useOnboardingPopup } from "./use-onboarding-popup";
import { usePaymentAccountStatus, usePaymentsConfig } from "./use-payment-account";

type AccountLabel = ReturnType<typeof paymentAccountLabel>;

const BADGE_VARIANT: Record<AccountLabel, BadgeProps["variant"]> = {
  "Not Connected": "secondary",
  "Setup Required": "warning",
  Active: "success",
  Incomplete: "warning",
};

const EXPLANATION: Record<Exclude<AccountLabel, "Active">, string> = {
  "Not Connected":
    "Connect a Stripe account to take deposits and payments on your proposals. Setup happens on Stripe's secure site and takes about five minutes.",
  "Setup Required":
    "Your Stripe account is created, but Stripe still needs a few details before you can get paid.",
  Incomplete:
    "Stripe has your details but hasn't enabled payouts yet. Continue setup to see what Stripe still needs.",
};

/** The payment-account status and its onboarding, on Settings > Integrations. */
export function PaymentAccountCard() {
  const status = usePaymentAccountStatus();
  const label = status.data ? paymentAccountLabel(status.data) : null;

  return (
    <Card aria-busy={status.isPending}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-blue-50 text-primary-solid">
            <CreditCard aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Payments</CardTitle>
        </div>
        <CardDescription>Get paid for your proposals through Stripe.</CardDescription>
        <CardAction>
          {label ? (
            <>
              <span className="sr-only">Payment account status: </span>
              <Badge variant={BADGE_VARIANT[label]}>{label}</Badge>
            </>
          ) : status.isPending ? (
            <Skeleton className="h-5 w-24" />
          ) : null}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <SettingsCardSkeleton label="Loading payment account" buttonClassName="w-36" />
        ) : status.isError || !label ? (
          <SettingsCardError
            message="We couldn't check your payment account. Check your connection and try again."
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : label === "Active" ? (
          <PayoutsEnabled />
        ) : (
          <ConnectAccount label={label} />
        )}
        <TestModeNote />
      </CardContent>
    </Card>
  );
}

function ConnectAccount({ label }: { label: Exclude<AccountLabel, "Active"> }) {
  const onboarding = useOnboardingPopup();
  const notConnected = label === "Not Connected";

  return (
    <>
      <p className="text-sm text-muted-foreground">{EXPLANATION[label]}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          className="w-full sm:w-fit"
          disabled={onboarding.busy}
          onClick={() => void onboarding.start({ createAccountFirst: notConnected })}
        >
          {onboarding.busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {notConnected
            ? onboarding.creatingAccount
              ? "Connecting..."
              : "Connect Stripe"
            : onboarding.busy
              ? "Opening..."
              : "Continue Setup"}
        </Button>
        <output className="flex items-center gap-2 text-sm text-muted-foreground empty:hidden">
          {onboarding.waiting ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
              Finish setup in the Stripe window. This page updates by itself.
            </>
          ) : null}
        </output>
      </div>
    </>
  );
}

function PayoutsEnabled() {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-green-200 bg-green-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <div className="grid gap-1">
          <p className="text-sm font-medium text-green-900">Payouts enabled</p>
          <p className="text-sm text-green-900/80">Client payments go to your Stripe account.</p>
        </div>
      </div>
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <Link href="/earnings">View earnings</Link>
      </Button>
    </div>
  );
}

/** The built-in test provider is on whenever Stripe isn't configured; say so before anyone expects money. */
function TestModeNote() {
  const config = usePaymentsConfig();
  if (config.data?.provider !== "test") return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50/60 p-4 text-sm text-blue-900">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
      <p>
        <span className="font-medium">Payments run in test mode.</span> No real money moves. Pay with the test
        card <span className="font-medium whitespace-nowrap tabular-nums">4242 4242 4242 4242</span>.
      </p>
    </div>
  );
}
