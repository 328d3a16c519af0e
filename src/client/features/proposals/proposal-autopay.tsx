/**
 * Autopay as the studio sees it: whether the client's saved card is charged for instalments on their
 * due dates, the last charge that failed, and a way to turn it off (the client turns it on by paying an
 * instalment by card; the studio can only turn it off).
 */
import { CreditCard, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { AutopayState } from "../../../shared/autopay";
import { AUTOPAY_OFF, useTurnOffAutopay } from "./use-schedule";

interface ProposalAutopayProps {
  proposalId: string;
  /** Missing on a server without autopay: off. */
  autopay: AutopayState | undefined;
  clientName: string;
}

export function ProposalAutopay({ proposalId, autopay = AUTOPAY_OFF, clientName }: ProposalAutopayProps) {
  const dates = useStudioDates();
  const [confirming, setConfirming] = useState(false);
  const turnOff = useTurnOffAutopay();
  const card = autopay.cardLabel ?? "the saved card";

  const confirm = () =>
    turnOff.mutate(proposalId, {
      onSuccess: () => {
        toast({
          title: "Autopay turned off",
          description: `${clientName}'s card won't be charged automatically.`,
        });
        setConfirming(false);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Autopay is still on",
          description: errorMessage(error, "It could not be turned off. Please try again."),
        }),
    });

  return (
    <section aria-labelledby="proposal-autopay-heading" className="mt-6 rounded-xl border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
        <h2 id="proposal-autopay-heading" className="text-base font-semibold">
          {autopay.enabled ? `Autopay on — ${card}` : "Autopay off"}
        </h2>
        <Badge variant={autopay.enabled ? "success" : "secondary"}>{autopay.enabled ? "On" : "Off"}</Badge>
        {autopay.enabled ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="sm:ml-auto"
            onClick={() => setConfirming(true)}
          >
            Turn off autopay
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {autopay.enabled
          ? `Instalments are charged to ${card} in the morning of their due dates.`
          : `${clientName} can turn autopay on when paying an instalment by card.`}
      </p>
      {autopay.lastFailure ? (
        <p className="mt-3 flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            The charge on {dates.dateTime(autopay.lastFailure.at)} failed: {autopay.lastFailure.message}
          </span>
        </p>
      ) : null}

      <Dialog
        open={confirming}
        onOpenChange={(open) => (turnOff.isPending ? undefined : setConfirming(open))}
      >
        <DialogContent className="sm:max-w-md" showCloseButton={!turnOff.isPending}>
          <DialogHeader>
            <DialogTitle>Turn off autopay?</DialogTitle>
            <DialogDescription>
              {card} won't be charged for the remaining instalments. {clientName} pays each one from the
              proposal page instead, and can turn autopay on again by paying one by card.
            </DialogDescription>
          </DialogHeader>
          <form
            className="contents"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={turnOff.isPending}>
                  Keep autopay on
                </Button>
              </DialogClose>
              <SubmitButton variant="destructive" busy={turnOff.isPending} busyLabel="Turning off...">
                Turn off autopay
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
