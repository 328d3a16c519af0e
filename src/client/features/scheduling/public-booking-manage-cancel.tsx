/**
 * The client's cancel: a confirm dialog that says what comes back by the type's refund rule, with an
 * optional reason for the studio. The answer is the booking as it now stands (cancelled), which
 * replaces the page's data; a 409 (past the policy, or already cancelled) is said and the page re-read.
 */
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { schedulingBrand, schedulingBrandStyle } from "@/lib/public-brand";
import type { CancelBookingResult, SelfServiceBookingView } from "../../../shared/session-types";
import { cancelRefundText } from "./public-booking-manage-words";

const CANCEL_FAILED = "We couldn't cancel your booking. Please try again.";
const REASON_MAX = 500;

export function CancelDialog({
  booking,
  token,
  queryKey,
  onClose,
}: {
  booking: SelfServiceBookingView;
  token: string;
  queryKey: QueryKey;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const refund = cancelRefundText(
    booking.policy.refundRule,
    booking.payment,
    booking.sessionType?.depositCents ?? 0,
  );
  const tooLong = reason.trim().length > REASON_MAX;

  const cancel = async () => {
    if (inFlight.current || tooLong) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const res = await apiRequest("POST", `/api/public/booking/${encodeURIComponent(token)}/cancel`, {
        reason: reason.trim() || null,
      });
      const { refund: _refund, ...view } = (await res.json()) as CancelBookingResult;
      queryClient.setQueryData(queryKey, view);
      void queryClient.invalidateQueries({ queryKey });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, CANCEL_FAILED));
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        style={schedulingBrandStyle(schedulingBrand(booking.photographer.brandPrimary))}
        className="sm:max-w-md"
      >
        <DialogHeader className="pr-8 text-left">
          <DialogTitle className="text-xl tracking-tight">Cancel this booking?</DialogTitle>
          <DialogDescription>{refund}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="cancel-reason">Reason (optional)</Label>
          <Textarea
            id="cancel-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby="cancel-reason-hint"
            disabled={busy}
            rows={3}
            placeholder={`Anything ${booking.photographer.businessName} should know`}
            className="min-h-20 text-base md:text-base"
          />
          <p
            id="cancel-reason-hint"
            role={tooLong ? "alert" : undefined}
            className={tooLong ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
          >
            {tooLong ? "Reason too long" : `Up to ${REASON_MAX} characters.`}
          </p>
        </div>
        {problem ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
          >
            {problem}
          </p>
        ) : null}
        <DialogFooter className="gap-2">
          <Button variant="outline" className="h-11" disabled={busy} onClick={onClose}>
            Keep my booking
          </Button>
          <Button
            variant="destructive"
            className="h-11"
            disabled={busy || tooLong}
            onClick={() => void cancel()}
          >
            {busy ? "Cancelling..." : "Yes, cancel it"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
