/**
 * Picking a time of one session type, on the visitor's clock. A regular type shows a month (only days
 * with a free time can be picked) and the picked day's times; a mini-session shows its day(s) at once
 * with a live count that refreshes every 20 s. The server is asked one month (or the mini-session's
 * window) at a time, in the visitor's zone (?tz=).
 */
import { CalendarX2, Clock, RotateCw } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { schedulingBrand } from "@/lib/public-brand";
import type { PublicTypeSlots } from "../../../shared/session-types";
import { todayIn } from "./public-scheduling-format";
import { SlotSkeletons } from "./public-scheduling-skeletons";
import { addDays, monthRange, slotsLeftText, zoneLines } from "./public-type-format";
import { useTypeSlots } from "./public-type-queries";
import { type TypeSlot, TypeSlotButtons } from "./public-type-slot-buttons";

const monthOf = (date: string) => date.slice(0, 7);
const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
/** The mini-session's window at once: the API answers at most 62 days per call. */
const MINI_DAYS = 61;

export interface SlotPickerProps {
  token: string;
  slug: string;
  tz: string;
  brandPrimary: string;
  isMini: boolean;
  selectedStart: string | null;
  onChoose: (slot: TypeSlot, date: string) => void;
}

function ZoneNote({ data, tz }: { data: PublicTypeSlots | undefined; tz: string }) {
  const lines = zoneLines(data?.timeZone ?? tz, data?.studioTimeZone ?? tz);
  return (
    <div className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <Clock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <p>
        {lines.map((line, i) => (
          <span key={line} className="block">
            {line}
            {i === lines.length - 1 ? "" : "."}
          </span>
        ))}
      </p>
    </div>
  );
}

function LoadFailed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <div className="space-y-3 rounded-xl border bg-card p-5 text-sm">
      <p className="text-muted-foreground">We couldn't load the free times. Please try again.</p>
      <Button variant="outline" onClick={onRetry} disabled={busy}>
        <RotateCw aria-hidden="true" className={busy ? "animate-spin" : undefined} />
        Try again
      </Button>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-slate-50/60 px-6 py-8 text-center text-sm">
      <CalendarX2 aria-hidden="true" className="size-7 text-muted-foreground" />
      {children}
    </div>
  );
}

function MiniSessionPicker(props: SlotPickerProps) {
  const { token, slug, tz, selectedStart, onChoose } = props;
  const [today] = useState(() => todayIn(tz));
  const slots = useTypeSlots(token, slug, { from: today, to: addDays(today, MINI_DAYS) }, tz, { live: true });
  const data = slots.data;
  return (
    <section aria-labelledby="times-heading" aria-busy={slots.isPending} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="times-heading" className="text-lg font-semibold tracking-tight">
          Choose a time
        </h2>
        {data ? (
          <p
            aria-live="polite"
            className="inline-flex items-center gap-1.5 rounded-full border border-(--brand)/30 bg-(--brand)/6 px-3 py-1 text-sm font-semibold"
          >
            {slotsLeftText(data.remaining, data.total)}
          </p>
        ) : null}
      </div>
      <ZoneNote data={data} tz={tz} />
      {slots.isPending ? (
        <SlotSkeletons />
      ) : slots.isError && !data ? (
        <LoadFailed onRetry={() => void slots.refetch()} busy={slots.isFetching} />
      ) : !data || data.days.length === 0 ? (
        <Empty>
          <p className="font-medium">Every slot of this session is taken</p>
          <p className="max-w-72 text-muted-foreground">Please check back later: a time may free up.</p>
        </Empty>
      ) : (
        data.days.map((day) => (
          <TypeSlotButtons
            key={day.date}
            date={day.date}
            slots={day.slots}
            tz={tz}
            selectedStart={selectedStart}
            onChoose={onChoose}
          />
        ))
      )}
    </section>
  );
}

function MonthPicker(props: SlotPickerProps) {
  const { token, slug, tz, brandPrimary, selectedStart, onChoose } = props;
  const [today] = useState(() => todayIn(tz));
  const [month, setMonth] = useState(monthOf(today));
  const [date, setDate] = useState<string | null>(null);
  const slots = useTypeSlots(token, slug, monthRange(month, today), tz);
  // While the next month loads, the previous month's answer stays as a placeholder: not for this month.
  const data = slots.isPlaceholderData ? undefined : slots.data;
  const days = data?.days.filter((d) => d.slots.length > 0) ?? [];
  const available = new Set(days.map((d) => d.date));
  const lastDate = slots.data?.lastDate ?? addDays(today, 365);
  const firstFree = days[0]?.date ?? null;

  // Open the month on its first free day, so a phone shows times without another tap.
  useEffect(() => {
    if (date === null && firstFree !== null) setDate(firstFree);
  }, [date, firstFree]);

  const chosenDay = date ? days.find((d) => d.date === date) : undefined;
  const next = monthOf(addDays(`${month}-28`, 7));
  const changeMonth = (m: string) => {
    setMonth(m);
    setDate(null);
  };

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-10">
      <Calendar
        month={month}
        onMonthChange={changeMonth}
        selected={date}
        onSelect={setDate}
        today={today}
        isDisabled={(d) => !available.has(d)}
        accentColor={schedulingBrand(brandPrimary).solid}
        minMonth={monthOf(today)}
        maxMonth={monthOf(lastDate)}
        aria-label="Choose a day"
      />
      <section aria-labelledby="times-heading" aria-busy={!data} className="space-y-4 md:border-l md:pl-10">
        <h2 id="times-heading" className="text-lg font-semibold tracking-tight">
          Choose a time
        </h2>
        <ZoneNote data={data} tz={tz} />
        {!data && slots.isError ? (
          <LoadFailed onRetry={() => void slots.refetch()} busy={slots.isFetching} />
        ) : !data ? (
          <>
            <SlotSkeletons />
            <span className="sr-only">Loading the free times…</span>
          </>
        ) : days.length === 0 ? (
          <Empty>
            <p className="font-medium">No free times in {monthName(month)}</p>
            {next <= monthOf(lastDate) ? (
              <Button variant="outline" onClick={() => changeMonth(next)}>
                See {monthName(next)}
              </Button>
            ) : (
              <p className="max-w-72 text-muted-foreground">Please check back soon.</p>
            )}
          </Empty>
        ) : chosenDay ? (
          <TypeSlotButtons
            date={chosenDay.date}
            slots={chosenDay.slots}
            tz={tz}
            selectedStart={selectedStart}
            onChoose={onChoose}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Pick a day on the calendar to see its free times.</p>
        )}
      </section>
    </div>
  );
}

export function TypeSlotPicker(props: SlotPickerProps) {
  return props.isMini ? <MiniSessionPicker {...props} /> : <MonthPicker {...props} />;
}
