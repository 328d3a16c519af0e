/**
 * What follows the booking form: a free type's confirmation, with the link to the booking's own page
 * (to see, move or cancel it), or a paid type's hold, which sends the visitor on to the checkout.
 * Embedded in a studio's site, both open in the whole window, not in the frame.
 */
import { ArrowRight, CircleCheck, Hourglass } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import type { TypedBookingResult } from "../../../shared/session-types";
import { BOOKED_SENTENCE, BOOKED_TITLE } from "./booking-words";
import { goWhole, leavingTarget } from "./public-embed-nav";
import { BRAND_BUTTON } from "./public-scheduling-frame";
import { ChosenTime } from "./public-type-book-form";
import type { TypeSlot } from "./public-type-slot-buttons";

const bookingHref = (token: string) => `/public/booking/${encodeURIComponent(token)}`;

export function TypeBooked({
  result,
  email,
  slot,
  tz,
}: {
  result: TypedBookingResult;
  email: string;
  slot: TypeSlot;
  tz: string;
}) {
  const paying = Boolean(result.paymentUrl);
  const target = typeof window === "undefined" ? undefined : leavingTarget(window);

  useEffect(() => {
    // The hold is short: go to the checkout straight away (the link below is there if this is blocked).
    if (result.paymentUrl) goWhole(result.paymentUrl, window);
  }, [result.paymentUrl]);

  if (paying) {
    return (
      <section aria-live="polite" className="flex flex-col items-center gap-4 py-6 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <Hourglass aria-hidden="true" className="size-8" />
        </span>
        <h2 className="text-2xl font-semibold tracking-tight">We're holding this time for 15 minutes</h2>
        <p className="max-w-md text-muted-foreground">
          Taking you to the secure payment page. Your booking is confirmed as soon as the payment goes
          through.
        </p>
        <div className="w-full max-w-md text-left">
          <ChosenTime slot={slot} tz={tz} />
        </div>
        <Button asChild size="lg" className={`h-12 px-8 text-base ${BRAND_BUTTON}`}>
          <a href={result.paymentUrl} target={target}>
            Continue to payment
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </section>
    );
  }

  const confirmed = result.status === "CONFIRMED";
  return (
    <section aria-live="polite" className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h2 className="text-2xl font-semibold tracking-tight">{confirmed ? "You're booked" : BOOKED_TITLE}</h2>
      <p className="max-w-md text-muted-foreground">
        {confirmed ? (
          <>
            A confirmation is on its way to{" "}
            <span className="font-medium break-all text-foreground">{email}</span>.
          </>
        ) : (
          <>
            {BOOKED_SENTENCE.before} <span className="font-medium break-all text-foreground">{email}</span>{" "}
            {BOOKED_SENTENCE.after}
          </>
        )}
      </p>
      <div className="w-full max-w-md text-left">
        <ChosenTime slot={slot} tz={tz} />
      </div>
      <Button asChild variant="outline" size="lg" className="h-12 px-8 text-base">
        <a href={bookingHref(result.bookingToken)} target={target}>
          View, reschedule or cancel your booking
        </a>
      </Button>
    </section>
  );
}
