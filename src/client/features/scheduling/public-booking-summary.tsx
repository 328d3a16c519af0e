/**
 * What the booking is and when, as the confirmation page shows it: the date and time large, on the
 * visitor's clock with their zone named, then the type and any notes.
 */
import { CalendarDays, Clock, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { PublicBookingView } from "../../../shared/scheduling";
import {
  bookingTypeLabel,
  dayIn,
  formatDay,
  formatDuration,
  formatTimeRange,
  zoneName,
} from "./public-scheduling-format";

/** Pending in amber, Confirmed in green, any other status as it is, in blue. */
function StatusBadge({ status }: { status: string }) {
  if (status === "PENDING") return <Badge variant="warning">Pending</Badge>;
  if (status === "CONFIRMED") return <Badge variant="success">Confirmed</Badge>;
  return <Badge variant="info">{status}</Badge>;
}

export function BookingSummary({
  booking,
  tz,
  children,
}: {
  booking: PublicBookingView;
  tz: string;
  children?: ReactNode;
}) {
  const minutes = Math.round((Date.parse(booking.endAt) - Date.parse(booking.startAt)) / 60_000);
  return (
    <section aria-labelledby="booking-title" className="overflow-hidden rounded-2xl border bg-card shadow-sm">
      <div className="space-y-5 p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs font-semibold tracking-[0.18em] text-(--brand-text) uppercase">
            Your booking
          </p>
          <StatusBadge status={booking.status} />
        </div>
        <h2 id="booking-title" className="text-xl font-semibold tracking-tight">
          {booking.title}
        </h2>
        <div className="space-y-1.5">
          <p className="flex items-center gap-2.5 text-xl font-semibold tracking-tight sm:text-2xl">
            <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-(--brand-text)" />
            {formatDay(dayIn(booking.startAt, tz))}
          </p>
          <p className="flex items-center gap-2.5 text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-(--brand-text)" />
            {formatTimeRange(booking.startAt, booking.endAt, tz)}
          </p>
          <p className="pl-7.5 text-sm text-muted-foreground">
            {formatDuration(minutes)} · {zoneName(tz, booking.startAt)}
          </p>
        </div>
        {/* A booking of a session type names its type in the session details below. */}
        {"sessionType" in booking && booking.sessionType ? null : (
          <dl className="flex flex-wrap gap-x-6 gap-y-2 border-t pt-4 text-sm">
            <div className="flex items-center gap-1.5">
              <Tag aria-hidden="true" className="size-4 text-muted-foreground" />
              <dt className="text-muted-foreground">Type</dt>
              <dd className="font-medium">{bookingTypeLabel(booking.bookingType)}</dd>
            </div>
          </dl>
        )}
        {booking.description?.trim() ? (
          <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm">
            <p className="font-medium">Your notes</p>
            <p className="mt-1 whitespace-pre-line text-muted-foreground">{booking.description}</p>
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
