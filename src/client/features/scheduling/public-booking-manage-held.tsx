/**
 * A paid session's booking before its payment went through: HELD (the time is kept for 15 minutes
 * while the client pays) or EXPIRED (the hold ran out and the time is free again), with the way back
 * to the type's page to choose a time again.
 */
import { Hourglass, TimerOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SelfServiceBookingView } from "../../../shared/session-types";
import { BookingSummary } from "./public-booking-summary";
import { BRAND_BUTTON } from "./public-scheduling-frame";

const typePageHref = (publicToken: string, slug: string) =>
  `/booking/calendar/${encodeURIComponent(publicToken)}/${encodeURIComponent(slug)}`;

export function HeldOrExpired({ booking, tz }: { booking: SelfServiceBookingView; tz: string }) {
  const expired = booking.status === "EXPIRED";
  const again = booking.slug ? typePageHref(booking.publicToken, booking.slug) : null;
  const Icon = expired ? TimerOff : Hourglass;
  return (
    <>
      <div className="space-y-2">
        <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          <Icon aria-hidden="true" className="size-7 shrink-0 text-(--brand-text)" />
          {expired ? "This hold has expired" : "Waiting for your payment"}
        </h1>
        <p className="text-muted-foreground">
          {expired
            ? "The payment did not arrive in time, so this time is free again and nothing was booked."
            : "We're holding this time for you while the payment goes through. It is booked as soon as it does."}
        </p>
      </div>
      <BookingSummary booking={booking} tz={tz} />
      {expired && again ? (
        <Button asChild size="lg" className={`h-12 w-full text-base sm:w-auto sm:px-10 ${BRAND_BUTTON}`}>
          <a href={again}>Choose a time again</a>
        </Button>
      ) : null}
    </>
  );
}
