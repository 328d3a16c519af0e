/**
 * /booking/calendar/{publicToken}: a client picks a
 * day, then a free time, and books it. Phone first, in the studio's colours, its own small chunk (the
 * booking dialog loads once a day is picked; public-calendar-route.tsx reads the calendar and loads this). Dates and times are the visitor's own: the server is
 * asked with ?tz= and answers the days that have a free slot in that zone.
 */
import { useQueryClient } from "@tanstack/react-query";
import { CalendarX2, Clock } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Calendar } from "@/components/ui/calendar";
import { schedulingBrand } from "@/lib/public-brand";
import type { PublicCalendarView } from "../../../shared/scheduling";
import { calendarKey, useDaySlots } from "./public-calendar-queries";
import { useContactForm } from "./public-contact-form";
import { formatDuration, todayIn } from "./public-scheduling-format";
import { SchedulingFrame, StudioHeader } from "./public-scheduling-frame";
import { type PublicSlot, SlotList } from "./public-slot-list";
import { showsTypeList, TypeListPage } from "./public-type-cards";

const loadDialog = () => import("./public-booking-dialog");
const BookingDialog = lazy(() => loadDialog().then((m) => ({ default: m.BookingDialog })));

const EMPTY_CONTACT = { clientName: "", clientEmail: "", clientPhone: "", bookingNotes: "" };
const monthOf = (date: string) => date.slice(0, 7);

function BookingCalendar({ view, token, tz }: { view: PublicCalendarView; token: string; tz: string }) {
  const queryClient = useQueryClient();
  const { businessName, logoUrl, brandPrimary } = view.photographer;
  const today = todayIn(tz);
  const available = new Set(view.availableDates);
  const firstAvailable = view.availableDates[0];
  const lastAvailable = view.availableDates.at(-1);
  const [month, setMonth] = useState(monthOf(firstAvailable ?? today));
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<PublicSlot | null>(null);
  // Lifted here so that what was typed survives the dialog closing (a taken slot, a change of mind).
  const form = useContactForm(EMPTY_CONTACT, false);
  const slots = useDaySlots(token, date, tz);
  const slotsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `Book a time · ${businessName}`;
  }, [businessName]);

  const starts = [view.firstDate, firstAvailable ?? view.firstDate, today].sort();
  const ends = [view.lastDate, lastAvailable ?? view.lastDate].sort();
  const minMonth = monthOf(starts[0]!);
  const maxMonth = monthOf(ends[1]!);

  const pickDate = (next: string) => {
    setDate(next);
    setSlot(null);
    void loadDialog();
    // On a phone the times are below the calendar: bring them into view.
    if (window.matchMedia("(max-width: 767px)").matches) {
      requestAnimationFrame(() => slotsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    }
  };

  const refetch = () => queryClient.invalidateQueries({ queryKey: calendarKey(token) });

  return (
    <SchedulingFrame brandPrimary={brandPrimary}>
      <StudioHeader businessName={businessName} logoUrl={logoUrl} />
      <main className="mx-auto max-w-5xl space-y-6 px-4 pt-8 pb-16 sm:px-6 sm:py-12">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            Book a time with {businessName}
          </h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
            <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
              <Clock aria-hidden="true" className="size-4 text-(--brand-text)" />
              {formatDuration(view.slotMinutes)}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span className="w-full sm:w-auto">Pick a day, then a time that suits you.</span>
          </p>
        </div>

        <div className="grid gap-8 rounded-2xl border bg-card p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-10">
          <Calendar
            month={month}
            onMonthChange={setMonth}
            selected={date}
            onSelect={pickDate}
            today={today}
            isDisabled={(d) => !available.has(d)}
            accentColor={schedulingBrand(brandPrimary).solid}
            minMonth={minMonth}
            maxMonth={maxMonth}
            aria-label="Choose a day"
          />
          <div ref={slotsRef} className="scroll-mt-4 md:border-l md:pl-10">
            {view.availableDates.length === 0 ? (
              <div className="flex h-full min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-slate-50/60 px-6 py-10 text-center">
                <CalendarX2 aria-hidden="true" className="size-8 text-muted-foreground" />
                <p className="font-medium">No times are open for booking right now</p>
                <p className="max-w-72 text-sm text-muted-foreground">
                  Please check back soon, or get in touch with {businessName} directly.
                </p>
              </div>
            ) : (
              <SlotList
                date={date}
                tz={tz}
                slots={slots.data?.slots}
                loading={date !== null && slots.isPending}
                failed={slots.isError}
                retrying={slots.isFetching}
                onRetry={() => void slots.refetch()}
                selectedId={slot?.id ?? null}
                onChoose={setSlot}
              />
            )}
          </div>
        </div>
        <p className="text-center text-xs text-muted-foreground">
          Your details are shared only with {businessName}.
        </p>
      </main>

      {date && slot ? (
        <Suspense fallback={null}>
          <BookingDialog
            token={token}
            tz={tz}
            date={date}
            slot={slot}
            businessName={businessName}
            brandPrimary={brandPrimary}
            slotMinutes={view.slotMinutes}
            form={form}
            onClose={() => setSlot(null)}
            onBooked={() => {
              setSlot(null);
              setDate(null);
              form.reset(EMPTY_CONTACT);
              void refetch();
            }}
            onTaken={() => {
              setSlot(null);
              void refetch();
            }}
          />
        </Suspense>
      ) : null}
    </SchedulingFrame>
  );
}

/** Without a slug: the types to choose from, or (only the default Consultation) the calendar as before. */
export function CalendarView({ view, token, tz }: { view: PublicCalendarView; token: string; tz: string }) {
  if (showsTypeList(view.types)) return <TypeListPage view={view} types={view.types} token={token} tz={tz} />;
  return <BookingCalendar view={view} token={token} tz={tz} />;
}
