/**
 * Moving a booking to another free time of its type: the type's slots for the coming weeks (the same
 * picker as the booking page), then a confirm step naming the old and the new time. A 409 (taken
 * meanwhile, or past the policy) says why and refreshes the times.
 */
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import type { SelfServiceBookingView } from "../../../shared/session-types";
import { dayIn, formatDay, formatTimeRange } from "./public-scheduling-format";
import { BRAND_BUTTON } from "./public-scheduling-frame";
import { typeSlotsKey } from "./public-type-queries";
import type { TypeSlot } from "./public-type-slot-buttons";
import { TypeSlotPicker } from "./public-type-slot-picker";

const MOVE_FAILED = "We couldn't move your booking. Please try again.";

export function ReschedulePanel({
  booking,
  token,
  tz,
  queryKey,
  onClose,
  onMoved,
}: {
  booking: SelfServiceBookingView;
  token: string;
  tz: string;
  queryKey: QueryKey;
  onClose: () => void;
  onMoved: (view: SelfServiceBookingView) => void;
}) {
  const queryClient = useQueryClient();
  const [slot, setSlot] = useState<TypeSlot | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const slug = booking.slug ?? "";
  const when = (start: string, end: string) =>
    `${formatDay(dayIn(start, tz))}, ${formatTimeRange(start, end, tz)}`;

  const confirm = async () => {
    if (!slot || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const res = await apiRequest("POST", `/api/public/booking/${encodeURIComponent(token)}/reschedule`, {
        start: slot.start,
      });
      const view = (await res.json()) as SelfServiceBookingView;
      queryClient.setQueryData(queryKey, view);
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: typeSlotsKey(booking.publicToken, slug) });
      onMoved(view);
    } catch (error) {
      setProblem(errorMessage(error, MOVE_FAILED));
      if (error instanceof ApiError && error.status === 409) {
        setSlot(null);
        void queryClient.invalidateQueries({ queryKey: typeSlotsKey(booking.publicToken, slug) });
        void queryClient.invalidateQueries({ queryKey });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  // On a phone the picker opens below the fold: bring its heading into view and give it focus, so the
  // client (and a screen reader) lands where the choice is.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="space-y-5 border-t pt-5">
      <div className="space-y-1">
        <h3 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          Pick a new time
        </h3>
        <p className="text-sm text-muted-foreground">Now: {when(booking.startAt, booking.endAt)}</p>
      </div>
      {problem ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          {problem}
        </p>
      ) : null}
      {slot ? (
        <div className="space-y-4">
          <div className="rounded-xl border border-(--brand)/25 bg-(--brand)/6 px-4 py-3.5 text-sm">
            <p className="text-muted-foreground line-through">{when(booking.startAt, booking.endAt)}</p>
            <p className="mt-1 flex items-center gap-2 text-base font-semibold">
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <span className="sr-only">New time: </span>
                {when(slot.start, slot.end)}
              </span>
            </p>
          </div>
          <div className="grid gap-2 sm:flex">
            <Button className={`h-11 ${BRAND_BUTTON}`} disabled={busy} onClick={() => void confirm()}>
              {busy ? "Moving..." : "Move my booking"}
            </Button>
            <Button variant="outline" className="h-11" disabled={busy} onClick={() => setSlot(null)}>
              Choose another time
            </Button>
          </div>
        </div>
      ) : (
        <>
          <TypeSlotPicker
            token={booking.publicToken}
            slug={slug}
            tz={tz}
            brandPrimary={booking.photographer.brandPrimary}
            isMini={booking.sessionType?.isMiniSession ?? false}
            selectedStart={null}
            onChoose={(next) => {
              setProblem(null);
              setSlot(next);
            }}
          />
          <Button variant="ghost" className="h-11" onClick={onClose}>
            Keep my current time
          </Button>
        </>
      )}
    </div>
  );
}
