/**
 * The free times of the chosen day, on the visitor's clock with their zone named once above the list.
 * Choosing one opens the booking dialog; the chosen one is filled with the studio's colour.
 */
import { CalendarDays, ChevronRight, Clock, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { PublicSlots } from "../../../shared/scheduling";
import { formatDay, formatTime, zoneName } from "./public-scheduling-format";
import { SlotSkeletons } from "./public-scheduling-skeletons";

export type PublicSlot = PublicSlots["slots"][number];

export function SlotList({
  date,
  tz,
  slots,
  loading,
  failed,
  retrying,
  onRetry,
  selectedId,
  onChoose,
}: {
  date: string | null;
  tz: string;
  slots: PublicSlot[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onChoose: (slot: PublicSlot) => void;
}) {
  if (!date) {
    return (
      <div className="flex h-full min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-slate-50/60 px-6 py-10 text-center">
        <CalendarDays aria-hidden="true" className="size-8 text-(--brand-text)" />
        <p className="max-w-64 text-sm text-muted-foreground">
          Pick a day on the calendar to see the times that are free.
        </p>
      </div>
    );
  }

  return (
    <section aria-labelledby="slots-heading" aria-busy={loading} className="space-y-3">
      <div className="space-y-1">
        <h2 id="slots-heading" className="text-lg font-semibold tracking-tight">
          {formatDay(date, { year: false })}
        </h2>
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>Times are shown in your time zone: {zoneName(tz, `${date}T12:00:00Z`)}</span>
        </p>
      </div>
      {loading ? (
        <>
          <SlotSkeletons />
          <span className="sr-only">Loading the free times…</span>
        </>
      ) : failed ? (
        <div className="space-y-3 rounded-xl border bg-card p-5 text-sm">
          <p className="text-muted-foreground">We couldn't load the times for this day. Please try again.</p>
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
            Try again
          </Button>
        </div>
      ) : !slots || slots.length === 0 ? (
        <p className="rounded-xl border bg-card p-5 text-sm text-muted-foreground">
          There are no free times left on this day. Please pick another date.
        </p>
      ) : (
        <ul className="grid gap-2">
          {slots.map((slot) => {
            const start = formatTime(slot.startTime, tz);
            const end = formatTime(slot.endTime, tz);
            const chosen = slot.id === selectedId;
            return (
              <li key={slot.id}>
                <button
                  type="button"
                  aria-label={`${start} to ${end}`}
                  aria-pressed={chosen}
                  onClick={() => onChoose(slot)}
                  className={cn(
                    "group flex h-12 w-full items-center justify-between rounded-lg border px-4 text-left transition-colors outline-none focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:ring-offset-2",
                    chosen
                      ? "border-transparent bg-(--brand-solid) text-(--brand-solid-fg)"
                      : "bg-background hover:border-(--brand) hover:bg-(--brand)/5",
                  )}
                >
                  <span className="flex items-baseline gap-2">
                    <span className="text-base font-semibold tabular-nums">{start}</span>{" "}
                    <span
                      className={cn("text-sm tabular-nums", chosen ? undefined : "text-muted-foreground")}
                    >
                      to {end}
                    </span>
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className={cn(
                      "size-4 transition-transform group-hover:translate-x-0.5",
                      chosen ? "" : "text-muted-foreground",
                    )}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
