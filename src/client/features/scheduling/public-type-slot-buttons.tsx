/**
 * One day's free times of a session type as buttons, on the visitor's clock. Shared by the type's
 * booking page and the reschedule panel of the booking page; the chosen one is filled with the
 * studio's colour and announced as pressed (never colour alone).
 */
import { cn } from "@/lib/utils";
import { formatDay, formatTime } from "./public-scheduling-format";

export interface TypeSlot {
  start: string;
  end: string;
}

export function TypeSlotButtons({
  date,
  slots,
  tz,
  selectedStart,
  onChoose,
  headingLevel = 3,
}: {
  date: string;
  slots: TypeSlot[];
  tz: string;
  selectedStart: string | null;
  onChoose: (slot: TypeSlot, date: string) => void;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `day-${date}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <Heading id={headingId} className="text-base font-semibold tracking-tight">
        {formatDay(date, { year: false })}
      </Heading>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {slots.map((slot) => {
          const start = formatTime(slot.start, tz);
          const end = formatTime(slot.end, tz);
          const chosen = slot.start === selectedStart;
          return (
            <li key={slot.start}>
              <button
                type="button"
                aria-label={`${start} to ${end}`}
                aria-pressed={chosen}
                onClick={() => onChoose(slot, date)}
                className={cn(
                  "flex h-12 w-full items-center justify-center gap-1.5 rounded-lg border px-3 text-base font-semibold tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:ring-offset-2",
                  chosen
                    ? "border-transparent bg-(--brand-solid) text-(--brand-solid-fg) underline underline-offset-4"
                    : "bg-background hover:border-(--brand) hover:bg-(--brand)/5",
                )}
              >
                {start}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
