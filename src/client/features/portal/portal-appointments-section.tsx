import { CalendarClock } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { PortalView } from "../../../shared/portal";
import { moment, zoneName } from "./portal-dates";
import { PortalEmpty, PortalSection } from "./portal-section";

function bookingStatus(status: string): { label: string; variant: NonNullable<BadgeProps["variant"]> } {
  if (status === "CONFIRMED") return { label: "Confirmed", variant: "success" };
  if (status === "PENDING") return { label: "Pending", variant: "warning" };
  return { label: status, variant: "info" };
}

/** The client's coming bookings, with day, times and the time zone they are shown in. */
export function AppointmentsSection({ bookings }: { bookings: PortalView["bookings"] }) {
  return (
    <PortalSection icon={CalendarClock} title="Upcoming appointments">
      {bookings.length === 0 ? (
        <PortalEmpty>No upcoming appointments.</PortalEmpty>
      ) : (
        <ul className="space-y-3">
          {bookings.map((booking) => {
            const status = bookingStatus(booking.status);
            return (
              <li key={booking.id} className="flex items-start gap-4 rounded-lg border p-4">
                <span className="flex w-14 shrink-0 flex-col items-center rounded-lg bg-(--brand)/10 py-2 text-(--brand-text)">
                  <span className="text-xs font-semibold uppercase">{moment(booking.startAt, "MMM")}</span>
                  <span className="text-2xl leading-none font-semibold tabular-nums">
                    {moment(booking.startAt, "d")}
                  </span>
                </span>
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium break-words">{booking.title}</p>
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </div>
                  <p className="text-sm">{moment(booking.startAt, "EEEE, MMMM d, yyyy")}</p>
                  <p className="text-lg font-semibold tabular-nums">
                    <time dateTime={booking.startAt}>{moment(booking.startAt, "HH:mm")}</time>
                    {" – "}
                    <time dateTime={booking.endAt}>{moment(booking.endAt, "HH:mm")}</time>{" "}
                    <span className="text-sm font-normal text-muted-foreground">
                      {zoneName(booking.startAt)}
                    </span>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PortalSection>
  );
}
