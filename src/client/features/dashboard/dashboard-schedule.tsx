/** Today's consultations and the coming week's, on the studio's clock, each with its status and client. */
import { CalendarDays, CalendarOff, CalendarX2, Phone, User, Video } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DashboardBooking } from "../../../shared/dashboard";
import { timeZoneLabel } from "../../../shared/time-zone";
import { bookingStatus, groupByDay, plural, type StatusTone, timeOf, timeRange } from "./dashboard-format";
import { EmptyLine, RowsSkeleton, SectionCard, Subsection } from "./dashboard-section";

const BADGE: Record<StatusTone, NonNullable<BadgeProps["variant"]>> = {
  amber: "warning",
  green: "success",
  blue: "info",
};

const BAR: Record<StatusTone, string> = {
  amber: "bg-amber-400",
  green: "bg-green-500",
  blue: "bg-blue-500",
};

function BookingRow({ booking, zone }: { booking: DashboardBooking; zone: string }) {
  const { label, tone } = bookingStatus(booking.status);
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3 sm:gap-4">
      <span aria-hidden="true" className={`w-1 shrink-0 rounded-full ${BAR[tone]}`} />
      <div className="w-12 shrink-0 text-sm tabular-nums">
        <p className="font-semibold">{timeOf(booking.startAt, zone)}</p>
        <p className="text-muted-foreground">{timeOf(booking.endAt, zone)}</p>
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm font-medium [overflow-wrap:anywhere]">
            <span className="sr-only">{timeRange(booking.startAt, booking.endAt, zone)}, </span>
            {booking.title}
          </p>
          <Badge variant={BADGE[tone]}>{label}</Badge>
        </div>
        {booking.clientName || booking.clientPhone ? (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {booking.clientName ? (
              <span className="flex min-w-0 items-center gap-1.5 text-foreground">
                <User aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                <span className="truncate">{booking.clientName}</span>
              </span>
            ) : null}
            {booking.clientPhone ? (
              <a
                href={`tel:${booking.clientPhone}`}
                className="flex items-center gap-1.5 hover:text-foreground hover:underline"
              >
                <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                {booking.clientPhone}
              </a>
            ) : null}
          </div>
        ) : null}
        {booking.meetingLink ? (
          <Button asChild size="sm" variant="outline" className="mt-1 h-7 justify-self-start">
            <a href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
              <Video aria-hidden="true" />
              Join Meeting
            </a>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function DashboardSchedule({
  today,
  week,
  zone,
}: {
  today: DashboardBooking[] | undefined;
  week: DashboardBooking[] | undefined;
  zone: string;
}) {
  const days = week ? groupByDay(week, zone) : [];
  return (
    <SectionCard
      id="dashboard-schedule"
      title="Schedule"
      icon={CalendarDays}
      description={`Times in ${timeZoneLabel(zone)}.`}
      link={{ href: "/scheduling", label: "Scheduling" }}
    >
      <Subsection id="dashboard-today" title="Today" count={today?.length}>
        {!today ? (
          <RowsSkeleton rows={2} label="Loading today's bookings" shape="booking" />
        ) : today.length === 0 ? (
          <EmptyLine icon={CalendarOff}>No consultations today.</EmptyLine>
        ) : (
          <ul aria-label="Today's bookings" className="grid gap-2">
            {today.map((booking) => (
              <BookingRow key={booking.id} booking={booking} zone={zone} />
            ))}
          </ul>
        )}
      </Subsection>
      <Subsection id="dashboard-week" title="This week" count={week?.length}>
        {!week ? (
          <RowsSkeleton rows={3} label="Loading this week's bookings" shape="booking" />
        ) : week.length === 0 ? (
          <EmptyLine icon={CalendarX2}>Nothing booked for the next 7 days.</EmptyLine>
        ) : (
          <ul aria-label="This week's bookings" className="grid gap-4">
            {days.map((day) => (
              <li key={day.day} className="grid gap-2">
                <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  {day.label}
                  <span className="sr-only">, {plural(day.bookings.length, "booking")}</span>
                </p>
                <ul className="grid gap-2">
                  {day.bookings.map((booking) => (
                    <BookingRow key={booking.id} booking={booking} zone={zone} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Subsection>
    </SectionCard>
  );
}
