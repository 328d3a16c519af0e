/**
 * /public/booking/{token}: the link in the
 * client's e-mail. A pending booking asks them to check their details and confirm; a confirmed one
 * shows the Booking Confirmed! screen. Times are on the visitor's clock, in their own zone.
 */
import { useQuery } from "@tanstack/react-query";
import { CalendarX2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useParams } from "wouter";
import { PublicLoadError } from "@/components/public-message";
import type { PublicBookingView } from "../../../shared/scheduling";
import { ConfirmBookingForm, FirstBookingNotice } from "./public-booking-confirm-form";
import { ConfirmedBooking } from "./public-booking-confirmed";
import { BookingSummary } from "./public-booking-summary";
import { isNotFound } from "./public-calendar-queries";
import { visitorTimeZone } from "./public-scheduling-format";
import { SchedulingFrame, SchedulingMessage, StudioHeader } from "./public-scheduling-frame";
import { BookingPageSkeleton } from "./public-scheduling-skeletons";

function BookingDocument({
  booking,
  token,
  tz,
  queryKey,
}: {
  booking: PublicBookingView;
  token: string;
  tz: string;
  queryKey: readonly unknown[];
}) {
  const { businessName, logoUrl, brandPrimary } = booking.photographer;
  const confirmed = booking.status === "CONFIRMED" || booking.status === "COMPLETED";
  const cancelled = booking.status === "CANCELLED";

  useEffect(() => {
    document.title = `${booking.title} · ${businessName}`;
  }, [booking.title, businessName]);

  return (
    <SchedulingFrame brandPrimary={brandPrimary}>
      <StudioHeader businessName={businessName} logoUrl={logoUrl} width="max-w-2xl" />
      <main className="mx-auto max-w-2xl space-y-6 px-4 pt-8 pb-16 sm:px-6 sm:py-12">
        {confirmed ? (
          <ConfirmedBooking booking={booking} tz={tz} />
        ) : cancelled ? (
          <>
            <div className="space-y-2">
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
                This booking was cancelled
              </h1>
              <p className="text-muted-foreground">
                If you'd still like to meet, please get in touch with {businessName} to find a new time.
              </p>
            </div>
            <BookingSummary booking={booking} tz={tz} />
          </>
        ) : (
          <>
            <div className="space-y-2">
              <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
                Confirm your booking
              </h1>
              <p className="text-muted-foreground">
                {businessName} has set this time aside for you. Check the details and confirm below.
              </p>
            </div>
            <BookingSummary booking={booking} tz={tz} />
            {booking.isFirstBooking ? <FirstBookingNotice businessName={businessName} /> : null}
            <ConfirmBookingForm booking={booking} token={token} queryKey={queryKey} />
          </>
        )}
      </main>
    </SchedulingFrame>
  );
}

export function PublicBookingPage() {
  const { token = "" } = useParams<{ token: string }>();
  const [tz] = useState(visitorTimeZone);
  const queryKey = ["/api/public/booking", token] as const;
  const booking = useQuery<PublicBookingView>({ queryKey, enabled: token !== "" });

  if (token === "" || (booking.isError && isNotFound(booking.error))) {
    return (
      <SchedulingMessage icon={CalendarX2} title="Booking Not Found">
        <p>This booking doesn't exist or the link is no longer valid.</p>
        <p>Please check the link in your email, or contact your photographer.</p>
      </SchedulingMessage>
    );
  }
  if (booking.isPending) return <BookingPageSkeleton />;
  if (booking.isError) {
    return (
      <PublicLoadError frame={SchedulingMessage} title="We couldn't load your booking" query={booking} />
    );
  }
  return <BookingDocument booking={booking.data} token={token} tz={tz} queryKey={queryKey} />;
}
