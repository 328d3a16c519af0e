/**
 * Autopay on the public page: the opt-in under the pay buttons, the line saying it is on (with the
 * switch to turn it off), and the warning when a charge to the saved card failed, with a way to pay.
 */
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CreditCard } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import type { AutopayState } from "../../../shared/autopay";
import type { ScheduleEntry } from "../../../shared/schedule";
import type { Paying } from "./public-proposal-paying";
import { autopayLine, inSentence } from "./public-proposal-schedule";

export const AUTOPAY_OPT_IN = "Pay the remaining instalments automatically";
export const AUTOPAY_EXPLAINED =
  "Your card is charged on each instalment's due date. You can turn this off here at any time.";

export function AutopayOptIn({ paying }: { paying: Paying }) {
  const id = useId();
  // The label is the opt-in alone (the checkbox's name); the sentence after it is its description.
  return (
    <div className="flex items-start gap-3 rounded-xl border bg-background px-4 py-3">
      <input
        id={`${id}-autopay`}
        type="checkbox"
        checked={paying.autopay}
        onChange={(event) => paying.setAutopay(event.target.checked)}
        disabled={paying.busy !== null}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-(--brand-solid)"
      />
      <div className="space-y-0.5">
        <label htmlFor={`${id}-autopay`} className="block cursor-pointer text-sm font-medium">
          {AUTOPAY_OPT_IN}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {AUTOPAY_EXPLAINED}
        </p>
      </div>
    </div>
  );
}

export function AutopayStatus({
  token,
  autopay,
  schedule,
  queryKey,
}: {
  token: string;
  autopay: AutopayState;
  schedule: readonly ScheduleEntry[];
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const turnOff = async () => {
    setSaving(true);
    try {
      await apiRequest("PUT", `/api/public/proposals/${encodeURIComponent(token)}/autopay`, {
        enabled: false,
      });
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      toast({
        variant: "destructive",
        title: errorMessage(error, "Autopay could not be turned off. Please try again."),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-900">
      <p className="flex min-w-0 flex-1 basis-64 items-start gap-2 text-sm">
        <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        <span>{autopayLine(autopay, schedule)}</span>
      </p>
      <Button type="button" variant="outline" size="sm" disabled={saving} onClick={() => void turnOff()}>
        {saving ? "Turning off..." : "Turn off autopay"}
      </Button>
    </div>
  );
}

/** A declined automatic charge: what the provider said, and the instalment to pay by hand. */
export function AutopayFailure({
  entry,
  message,
  amount,
  paying,
}: {
  entry: ScheduleEntry;
  message: string;
  amount: string;
  paying: Paying;
}) {
  const key = `failed-${entry.id}`;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3.5 text-amber-950">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="font-semibold">We couldn't charge your card for the {inSentence(entry.label)}</p>
        <p>{message}</p>
        <Button
          type="button"
          size="sm"
          disabled={paying.busy !== null}
          onClick={() => paying.pay(key, { installmentId: entry.id })}
        >
          {paying.busy === key ? "Redirecting..." : `Pay ${inSentence(entry.label)} now, ${amount}`}
        </Button>
      </div>
    </div>
  );
}
