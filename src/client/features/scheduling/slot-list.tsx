/**
 * The chosen day's time slots on the photographer's clock: free ones green, booked ones with the client
 * (opening the booking), and the rest muted with why they cannot be offered.
 */
import { CalendarDays, CalendarX2, ChevronRight, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { TimeSlot } from "../../../shared/scheduling";
import { DayOverrideNotice } from "./day-override-notice";
import { dayTitle, plural, slotReason, timeRange, zoneName } from "./scheduling-format";
import { SectionError } from "./section-error";
import { useDayOverride, useDaySlots } from "./use-scheduling";

/** Eight rows while a day loads. */
const SKELETON_ROWS = 8;

export interface SlotListProps {
  date: string | null;
  zone: string;
  onOpenBooking: (bookingId: string, trigger: HTMLElement) => void;
  onSetHours: () => void;
  onOverride: () => void;
}

export function SlotList({ date, zone: studioZone, onOpenBooking, onSetHours, onOverride }: SlotListProps) {
  const day = useDaySlots(date);
  const override = useDayOverride(date);

  if (!date) {
    return (
      <div className="flex h-full min-h-48 flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
        <CalendarDays aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="max-w-60 text-sm text-muted-foreground">
          Pick a day on the calendar to see its time slots.
        </p>
      </div>
    );
  }

  const zone = day.data?.timezone ?? studioZone;
  const slots = day.data?.slots ?? [];
  const available = slots.filter((s) => s.isAvailable).length;
  const booked = slots.filter((s) => s.reason === "BOOKED").length;

  return (
    <section
      aria-labelledby="slots-heading"
      aria-busy={day.isPending}
      className="grid min-w-0 content-start gap-3"
    >
      <div className="space-y-1">
        <h2 id="slots-heading" className="text-base font-semibold tracking-tight">
          {dayTitle(date)}
        </h2>
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>Times in {zoneName(zone, new Date(`${date}T12:00:00Z`))}</span>
        </p>
        {day.isSuccess && slots.length > 0 ? (
          <p className="text-xs text-muted-foreground">
            {available} available · {booked} booked
          </p>
        ) : null}
      </div>
      {override.data ? <DayOverrideNotice override={override.data} /> : null}
      {day.isPending ? (
        <ul aria-label="Loading time slots" className="grid gap-2">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
            <li key={i}>
              <Skeleton className="h-11 w-full rounded-lg" />
            </li>
          ))}
        </ul>
      ) : day.isError ? (
        <SectionError
          message="We couldn't load the time slots for this day."
          onRetry={() => day.refetch()}
          retrying={day.isFetching}
        />
      ) : slots.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-8 text-center">
          <CalendarX2 aria-hidden="true" className="size-7 text-muted-foreground" />
          <div className="space-y-1">
            <p className="text-sm font-medium">No availability set for this day</p>
            <p className="max-w-72 text-sm text-muted-foreground">
              Set daily hours for this weekday, or override this day to open it just once.
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="sm" variant="outline" onClick={onSetHours}>
              Set Daily Hours
            </Button>
            <Button size="sm" variant="outline" onClick={onOverride}>
              Override Day
            </Button>
          </div>
        </div>
      ) : (
        <ul aria-label={`Time slots, ${plural(slots.length, "slot")}`} className="grid gap-2">
          {slots.map((slot) => (
            <li key={slot.id}>
              <SlotRow slot={slot} zone={zone} onOpenBooking={onOpenBooking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const ROW = "flex min-h-11 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm";

function SlotRow({
  slot,
  zone,
  onOpenBooking,
}: {
  slot: TimeSlot;
  zone: string;
  onOpenBooking: SlotListProps["onOpenBooking"];
}) {
  const time = (
    <span className="w-24 shrink-0 font-medium tabular-nums">
      {timeRange(slot.startTime, slot.endTime, zone)}
    </span>
  );
  if (slot.isAvailable) {
    return (
      <div className={`${ROW} border-green-200 bg-green-50/60`}>
        {time}
        <span className="flex-1" />
        <Badge variant="success">Available</Badge>
      </div>
    );
  }
  const booking = slot.booking;
  if (slot.reason === "BOOKED" && booking) {
    const who = booking.clientName ?? booking.title;
    return (
      <button
        type="button"
        onClick={(event) => onOpenBooking(booking.id, event.currentTarget)}
        aria-label={`${timeRange(slot.startTime, slot.endTime, zone)}, ${booking.sessionType ? `${booking.sessionType.name}, ` : ""}booked by ${who}. View details`}
        className={`${ROW} group border-blue-200 bg-blue-50/60 transition-colors outline-none hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-ring`}
      >
        {time}
        <span className="min-w-0 flex-1 truncate text-foreground">
          {booking.sessionType ? (
            <>
              <span
                aria-hidden="true"
                className="mr-1.5 inline-block size-2.5 rounded-full align-middle"
                style={{ backgroundColor: booking.sessionType.color }}
              />
              <span className="text-muted-foreground">{booking.sessionType.name} · </span>
            </>
          ) : null}
          {who}
        </span>
        <Badge variant="info">BOOKED</Badge>
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </button>
    );
  }
  if (slot.reason === "BOOKED") {
    return (
      <div className={`${ROW} border-blue-200 bg-blue-50/60`}>
        {time}
        <span className="flex-1" />
        <Badge variant="info">BOOKED</Badge>
      </div>
    );
  }
  return (
    <div className={`${ROW} border-dashed bg-muted/40 text-muted-foreground`}>
      <span className="w-24 shrink-0 tabular-nums">{timeRange(slot.startTime, slot.endTime, zone)}</span>
      <span className="min-w-0 flex-1 truncate text-right text-xs">{slotReason(slot)}</span>
    </div>
  );
}
