/**
 * A CONFIRMED booking shows the Booking Confirmed! screen, with the Google Meet join button
 * when the booking has a link, and links to put the appointment in the client's own calendar.
 */
import { CalendarPlus, CircleCheck, Download, Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { safeHref } from "@/lib/portal-brand";
import { cn } from "@/lib/utils";
import type { PublicBookingView } from "../../../shared/scheduling";
import { type CalendarEvent, googleCalendarUrl, icsDataUrl } from "./public-add-to-calendar";
import { BookingSummary } from "./public-booking-summary";
import { BRAND_BUTTON } from "./public-scheduling-frame";

export function ConfirmedHero({ businessName }: { businessName: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700 ring-8 ring-green-50/50">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h1 className="text-3xl font-semibold tracking-tight">Booking Confirmed!</h1>
      <p className="max-w-md text-muted-foreground">
        You're all set. {businessName} is looking forward to meeting you.
      </p>
    </div>
  );
}

export function ConfirmedBooking({ booking, tz }: { booking: PublicBookingView; tz: string }) {
  const { businessName } = booking.photographer;
  const meet = booking.meetingLink ? safeHref(booking.meetingLink) : null;
  const event: CalendarEvent = {
    id: booking.id,
    title: `${booking.title} with ${businessName}`,
    startAt: booking.startAt,
    endAt: booking.endAt,
    details: meet ? `Join Google Meet: ${meet}` : `${booking.title} with ${businessName}`,
    location: meet,
  };
  return (
    <div className="space-y-8">
      <ConfirmedHero businessName={businessName} />
      <BookingSummary booking={booking} tz={tz}>
        <div className="space-y-4 border-t pt-5">
          {meet ? (
            <Button asChild size="lg" className={cn("h-12 w-full text-base sm:w-auto sm:px-8", BRAND_BUTTON)}>
              <a href={meet} target="_blank" rel="noopener noreferrer">
                <Video aria-hidden="true" />
                Join Google Meet
              </a>
            </Button>
          ) : null}
          <div className="space-y-2">
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to calendar
            </p>
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button asChild variant="outline" className="h-11">
                <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                  Google Calendar
                </a>
              </Button>
              <Button asChild variant="outline" className="h-11">
                <a href={icsDataUrl(event)} download="booking.ics">
                  <Download aria-hidden="true" />
                  Apple / Outlook
                </a>
              </Button>
            </div>
          </div>
        </div>
      </BookingSummary>
    </div>
  );
}
