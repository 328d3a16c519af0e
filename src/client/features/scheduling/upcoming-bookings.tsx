/** The next bookings (the first four), each with its status, session type, client and meeting link. */
import { CalendarCheck, ChevronRight, Phone, User, Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { Booking } from "../../../shared/scheduling";
import { BookingStatusBadge, BookingStatusDot } from "./booking-status-badge";
import { longDate, timeRange, UPCOMING_LIMIT, upcomingBookings } from "./scheduling-format";
import { SectionError } from "./section-error";
import { type BookingTypeInfo, SessionTypeTag } from "./session-type-booking-info";
import { useBookings } from "./use-scheduling";

/** Three placeholders while the bookings load. */
const SKELETONS = 3;

export function UpcomingBookings({
  zone,
  onOpen,
}: {
  zone: string;
  onOpen: (bookingId: string, trigger: HTMLElement) => void;
}) {
  const bookings = useBookings();
  const upcoming = upcomingBookings(bookings.data ?? []);
  const shown = upcoming.slice(0, UPCOMING_LIMIT);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Upcoming Bookings</CardTitle>
        <CardDescription>
          {upcoming.length > UPCOMING_LIMIT
            ? `The next ${UPCOMING_LIMIT} of ${upcoming.length} consultations.`
            : "Consultations clients have booked with you."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {bookings.isPending ? (
          <ul aria-label="Loading bookings" className="grid gap-3">
            {Array.from({ length: SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
              <li key={i} className="grid gap-2 rounded-lg border p-3">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
                <Skeleton className="h-3 w-1/2" />
              </li>
            ))}
          </ul>
        ) : bookings.isError ? (
          <SectionError
            message="We couldn't load your bookings."
            onRetry={() => bookings.refetch()}
            retrying={bookings.isFetching}
          />
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <CalendarCheck aria-hidden="true" className="size-7 text-muted-foreground" />
            <p className="max-w-64 text-sm text-muted-foreground">
              No upcoming bookings yet. Share your booking link and new consultations will show up here.
            </p>
          </div>
        ) : (
          <ul aria-label="Upcoming bookings" className="grid gap-3">
            {shown.map((booking) => (
              <li key={booking.id}>
                <BookingItem booking={booking} zone={zone} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function BookingItem({
  booking,
  zone,
  onOpen,
}: {
  booking: Booking;
  zone: string;
  onOpen: (bookingId: string, trigger: HTMLElement) => void;
}) {
  return (
    <article className="grid gap-1 rounded-lg border p-3" aria-label={booking.title}>
      <div className="flex items-start gap-2">
        <BookingStatusDot status={booking.status} className="mt-1.5" />
        <h3 className="min-w-0 flex-1 text-sm font-medium [overflow-wrap:anywhere]">{booking.title}</h3>
        <BookingStatusBadge status={booking.status} />
      </div>
      <div className="grid gap-1 pl-4.5 text-sm">
        <SessionTypeTag
          sessionType={(booking as Booking & BookingTypeInfo).sessionType}
          className="text-xs font-medium text-muted-foreground"
        />
        <p className="text-muted-foreground tabular-nums">
          {longDate(booking.startAt, zone)} · {timeRange(booking.startAt, booking.endAt, zone)}
        </p>
        {booking.clientName || booking.clientPhone ? (
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {booking.clientName ? (
              <span className="flex min-w-0 items-center gap-1.5">
                <User aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                <span className="truncate">{booking.clientName}</span>
              </span>
            ) : null}
            {booking.clientPhone ? (
              <a
                href={`tel:${booking.clientPhone}`}
                className="flex items-center gap-1.5 text-muted-foreground hover:text-foreground hover:underline"
              >
                <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                {booking.clientPhone}
              </a>
            ) : null}
          </div>
        ) : null}
        <div className="-ml-2 flex flex-wrap gap-1 pt-1">
          {booking.meetingLink ? (
            <Button asChild size="sm" variant="ghost" className="h-7 text-primary-solid">
              <a href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
                <Video aria-hidden="true" />
                Join Meeting
              </a>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="h-7"
            onClick={(event) => onOpen(booking.id, event.currentTarget)}
            aria-label={`View Details of ${booking.title}, ${longDate(booking.startAt, zone)}`}
          >
            View Details
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
