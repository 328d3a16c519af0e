import { Banknote } from "lucide-react";
import { useRef, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useIsMobile } from "@/hooks/use-mobile";
import { canRequestPayout } from "../../../shared/payments";
import { BalanceCards } from "./balance-cards";
import { EarningsTabs } from "./earnings-tabs";
import { PaymentAccountBanner } from "./payment-account-banner";
import { RequestPayoutDialog } from "./request-payout-dialog";
import { useBalance, useEarnings, usePaymentAccountStatus, usePayouts, useRevenue } from "./use-earnings";

/** /earnings: the balance, a payout request, and the history of earnings and payouts. */
export function EarningsPage() {
  const balance = useBalance();
  const earnings = useEarnings();
  const revenue = useRevenue();
  const payouts = usePayouts();
  const account = usePaymentAccountStatus();
  const isMobile = useIsMobile();
  const [requesting, setRequesting] = useState(false);
  const requestButton = useRef<HTMLButtonElement>(null);

  // The dialog is opened by state, not by a Radix trigger, so it would hand focus back to <body>:
  // back to the button instead, or to the balance once a payout has emptied it and disabled the button.
  const restoreFocus = (event: Event) => {
    const next = requestButton.current?.disabled
      ? document.getElementById("balance-heading")
      : requestButton.current;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const canRequest = account.data && balance.data ? canRequestPayout(account.data, balance.data) : false;

  return (
    <>
      <PageHeader
        title="Earnings"
        description="Your balance, the payments you've received and the payouts you've made."
        action={
          <Button ref={requestButton} onClick={() => setRequesting(true)} disabled={!canRequest}>
            <Banknote aria-hidden="true" />
            Request Payout
          </Button>
        }
      />

      {account.data ? <PaymentAccountBanner status={account.data} /> : null}

      <BalanceCards
        balance={balance}
        earnings={earnings}
        revenue={revenue}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />

      <EarningsTabs earnings={earnings} payouts={payouts} mobile={isMobile} />

      <RequestPayoutDialog
        open={requesting}
        onOpenChange={setRequesting}
        availableCents={balance.data?.availableCents ?? 0}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}
