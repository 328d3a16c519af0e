/**
 * /public/booking/{token}: the link in the
 * client's e-mail. A pending booking asks them to check their details and confirm; a confirmed one
 * shows the Booking Confirmed! screen; under either, the client may reschedule or cancel while the
 * session type's policy allows. A paid session's booking shows its hold (or its expiry) until paid.
 * Times are on the visitor's clock, in their own zone.
 */
import { useQuery } from "@tanstack/react-query";
import { CalendarX2 } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useParams } from "wouter";
import { PublicLoadError } from "@/components/public-message";
import type { SelfServiceBookingView } from "../../../shared/session-types";
import { ConfirmBookingForm, FirstBookingNotice } from "./public-booking-confirm-form";
import { ConfirmedBooking } from "./public-booking-confirmed";
import { PaymentNotice, usePaymentReturn } from "./public-booking-manage-payment";
import { BookingSummary } from "./public-booking-summary";
import { isNotFound } from "./public-not-found";
import { visitorTimeZone } from "./public-scheduling-format";
import { SchedulingFrame, SchedulingMessage, StudioHeader } from "./public-scheduling-frame";
import { BookingPageSkeleton } from "./public-scheduling-skeletons";

// Issue 27: the client's own details, reschedule and cancel come under the booking; their code loads
// alongside the booking's data (below), so the page's first load stays within the public budget.
const loadManage = () => import("./public-booking-manage");
const ManageSection = lazy(() => loadManage().then((m) => ({ default: m.ManageSection })));
const HeldOrExpired = lazy(() =>
  import("./public-booking-manage-held").then((m) => ({ default: m.HeldOrExpired })),
);

function BookingDocument({
  booking,
  token,
  tz,
  queryKey,
  refetch,
}: {
  booking: SelfServiceBookingView;
  token: string;
  tz: string;
  queryKey: readonly unknown[];
  refetch: () => unknown;
}) {
  const { businessName, logoUrl, brandPrimary } = booking.photographer;
  const confirmed = booking.status === "CONFIRMED" || booking.status === "COMPLETED";
  const cancelled = booking.status === "CANCELLED";
  const heldOrExpired = booking.status === "HELD" || booking.status === "EXPIRED";
  const payment = usePaymentReturn(booking.status, refetch);
  const manage = (controls: boolean) =>
    booking.policy ? (
      <Suspense fallback={null}>
        <ManageSection booking={booking} token={token} tz={tz} queryKey={queryKey} controls={controls} />
      </Suspense>
    ) : null;

  useEffect(() => {
    document.title = `${booking.title} · ${businessName}`;
  }, [booking.title, businessName]);

  return (
    <SchedulingFrame brandPrimary={brandPrimary}>
      <StudioHeader businessName={businessName} logoUrl={logoUrl} width="max-w-2xl" />
      <main className="mx-auto max-w-2xl space-y-6 px-4 pt-8 pb-16 sm:px-6 sm:py-12">
        <PaymentNotice ret={payment.ret} status={booking.status} waiting={payment.waiting} />
        {heldOrExpired ? (
          <Suspense fallback={<BookingSummary booking={booking} tz={tz} />}>
            <HeldOrExpired booking={booking} tz={tz} />
          </Suspense>
        ) : confirmed ? (
          <>
            <ConfirmedBooking booking={booking} tz={tz} />
            {manage(true)}
          </>
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
            {manage(false)}
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
            {manage(true)}
          </>
        )}
      </main>
    </SchedulingFrame>
  );
}

export function PublicBookingPage() {
  const { token = "" } = useParams<{ token: string }>();
  const [tz] = useState(visitorTimeZone);
  useState(() => void loadManage());
  const queryKey = ["/api/public/booking", token] as const;
  const booking = useQuery<SelfServiceBookingView>({ queryKey, enabled: token !== "" });

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
  return (
    <BookingDocument
      booking={booking.data}
      token={token}
      tz={tz}
      queryKey={queryKey}
      refetch={booking.refetch}
    />
  );
}
