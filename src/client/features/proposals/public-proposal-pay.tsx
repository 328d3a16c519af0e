/**
 * After signing: who signed and when, with the signature itself; then, while the proposal is
 * SIGNED or PAID_PARTIAL, the payment choices: the next instalment (the main button), everything left,
 * and the autopay opt-in or its state. Pay asks the server for a checkout address and sends the browser
 * there (public-proposal-paying.ts).
 */
import { CircleCheck, CreditCard, LoaderCircle, Lock, PartyPopper } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { formatMoney } from "../../../shared/currency";
import type { PublicProposalView } from "../../../shared/public-proposals";
import { AutopayFailure, AutopayOptIn, AutopayStatus } from "./public-proposal-autopay";
import { BRAND_FILL_HOVER } from "./public-proposal-brand";
import { balanceCents, formatLongDate } from "./public-proposal-format";
import type { Paying } from "./public-proposal-paying";
import {
  AUTOPAY_OFF,
  chargeFor,
  failedInstallment,
  inSentence,
  nextInstallment,
  offerAutopay,
  payChoices,
} from "./public-proposal-schedule";

export function SignedPanel({ view }: { view: PublicProposalView }) {
  const signedOn = formatLongDate(view.signedAt);
  const paidInFull = view.status === "PAID_FULL" || (view.totalCents > 0 && balanceCents(view) === 0);
  return (
    <section
      aria-labelledby="signed-heading"
      className="overflow-hidden rounded-2xl border border-green-200 bg-card shadow-sm"
    >
      <div className="flex items-start gap-3 bg-green-50 px-5 py-4 sm:px-8">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
        <div className="min-w-0 space-y-0.5">
          <h2 id="signed-heading" className="font-semibold text-green-900">
            Signed by {view.signedByName ?? "the client"}
            {signedOn ? ` on ${signedOn}` : ""}
          </h2>
          <p className="text-sm text-green-800">
            {paidInFull
              ? "Paid in full. Thank you, there is nothing left to do."
              : `Thank you! ${view.photographer.businessName} has your signed proposal.`}
          </p>
        </div>
      </div>
      {view.signatureImageUrl ? (
        <div className="px-5 py-5 sm:px-8">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Signature</p>
          <div className="mt-2 flex h-28 items-center justify-start border-b border-slate-300 pb-2 sm:h-32">
            <img
              src={view.signatureImageUrl}
              alt={`Signature of ${view.signedByName ?? "the client"}`}
              className="max-h-full max-w-full object-contain object-left"
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}

function PayButton({
  label,
  amount,
  hint,
  busy,
  disabled,
  primary,
  onClick,
}: {
  label: string;
  amount: string;
  hint: string;
  busy: boolean;
  disabled: boolean;
  primary: boolean;
  onClick: () => void;
}) {
  return (
    // No aria-label: the name is the visible text, read in order "Pay deposit $1,082.50 Due on
    // signing"; the grid puts the amount on the right.
    <Button
      type="button"
      variant={primary ? "default" : "outline"}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "grid h-auto w-full grid-cols-[minmax(0,1fr)_auto] items-center justify-normal gap-x-4 gap-y-0.5 rounded-xl px-5 py-4 text-left whitespace-normal",
        primary && BRAND_FILL_HOVER,
      )}
    >
      <span className="col-start-1 row-start-1 text-base font-semibold">
        {busy ? "Redirecting..." : label}
      </span>
      <span className="col-start-2 row-span-2 row-start-1 flex items-center gap-2 text-lg font-semibold tabular-nums">
        {amount}
        {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      </span>
      <span
        className={cn(
          "col-start-1 row-start-2 text-xs font-normal",
          primary ? "text-primary-foreground" : "text-muted-foreground",
        )}
      >
        {hint}
      </span>
    </Button>
  );
}

export function PaymentOptions({
  token,
  view,
  paying,
  queryKey,
}: {
  token: string;
  view: PublicProposalView;
  paying: Paying;
  queryKey: readonly unknown[];
}) {
  const money = (minor: number) => formatMoney(minor, view.currency);
  const balance = balanceCents(view);
  const schedule = view.schedule ?? [];
  const autopay = view.autopay ?? AUTOPAY_OFF;
  const choices = payChoices(schedule, balance, view.paidCents, money);
  const next = nextInstallment(schedule);
  const failed = failedInstallment(autopay, schedule);

  if (choices.length === 0) return null;
  return (
    <section id="pay" aria-labelledby="pay-heading" className="scroll-mt-6">
      <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-(--brand)/10 text-(--brand-text)">
            {view.paidCents > 0 ? (
              <CreditCard aria-hidden="true" className="size-5" />
            ) : (
              <PartyPopper aria-hidden="true" className="size-5" />
            )}
          </span>
          <div className="space-y-1">
            <h2 id="pay-heading" className="text-xl font-semibold tracking-tight">
              {view.paidCents > 0 ? "Pay your balance" : "Reserve your date"}
            </h2>
            <p className="text-sm text-muted-foreground">
              {view.paidCents === 0 && next && choices.length > 1
                ? `Pay the ${inSentence(next.label)} now to confirm your booking, or settle everything at once.`
                : `${money(balance)} is left to pay on this proposal.`}
            </p>
          </div>
        </div>
        <div className="mt-6 grid gap-3">
          {failed && autopay.lastFailure ? (
            <AutopayFailure
              entry={failed}
              message={autopay.lastFailure.message}
              amount={money(chargeFor(failed, balance))}
              paying={paying}
            />
          ) : null}
          {autopay.enabled ? (
            <AutopayStatus token={token} autopay={autopay} schedule={schedule} queryKey={queryKey} />
          ) : null}
          {choices.map((choice, index) => (
            <PayButton
              key={choice.key}
              label={choice.label}
              amount={money(choice.amountCents)}
              hint={choice.hint}
              busy={paying.busy === choice.key}
              disabled={paying.busy !== null}
              primary={index === 0}
              onClick={() => paying.pay(choice.key, choice.body)}
            />
          ))}
          {offerAutopay(schedule, autopay) ? <AutopayOptIn paying={paying} /> : null}
        </div>
        <p className="mt-4 flex items-center gap-1.5 text-xs text-(--brand-secondary-text)">
          <Lock aria-hidden="true" className="size-3.5" />
          You'll pay by card on a secure payment page.
        </p>
      </div>
    </section>
  );
}
