/**
 * /scheduling: two sections. The calendar (the default) has the chosen day's time slots on the left;
 * upcoming bookings, the daily hours and the self-booking link on the right (one column on phones).
 * Session Types (?tab=types) lists what clients can book. Everything is on the photographer's clock.
 */
import { CalendarCog, Plus, SlidersHorizontal } from "lucide-react";
import { useRef, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { SectionTabs } from "@/components/layout/section-tabs";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Card } from "@/components/ui/card";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { BookingRulesDialog } from "./booking-rules-dialog";
import { OverrideDialog } from "./override-dialog";
import { bookingMarkers, TONE_COLORS, todayIn } from "./scheduling-format";
import { SelfBookingCard } from "./self-booking-card";
import { SessionTypeList } from "./session-type-list";
import { SCHEDULING_TABS, useSchedulingTab } from "./session-type-tab";
import { SlotList } from "./slot-list";
import { TemplatesDialog, type TemplatesDialogMode } from "./templates-dialog";
import { TemplatesSummary } from "./templates-summary";
import { UpcomingBookings } from "./upcoming-bookings";
import { useBookings, useDayOverride, useStudioZone } from "./use-scheduling";

export function SchedulingPage() {
  const zone = useStudioZone();
  const [tab, setTab] = useSchedulingTab();
  const today = todayIn(zone);
  // Null until the photographer turns a page: the month follows "today" in the studio's zone.
  const [month, setMonth] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [templates, setTemplates] = useState<{ open: boolean; mode: TemplatesDialogMode }>({
    open: false,
    mode: "list",
  });
  const [overriding, setOverriding] = useState(false);
  const [editingRules, setEditingRules] = useState(false);
  const [viewing, setViewing] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });
  const bookings = useBookings();
  const override = useDayOverride(selected);
  const markers = bookingMarkers(bookings.data ?? [], zone);

  const returnFocus = useRef<HTMLElement | null>(null);
  const remember = (trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
  };
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    const next = target?.isConnected ? target : document.querySelector<HTMLElement>("h1");
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const openTemplates = (mode: TemplatesDialogMode, trigger: HTMLElement) => {
    remember(trigger);
    setTemplates({ open: true, mode });
  };
  const openOverride = (trigger: HTMLElement | null) => {
    remember(trigger);
    setOverriding(true);
  };
  const openBooking = (id: string, trigger: HTMLElement) => {
    remember(trigger);
    setViewing({ open: true, id });
  };

  return (
    <>
      <PageHeader
        title="Scheduling"
        description="Your working hours, open time slots, session types and bookings."
        action={
          tab !== "calendar" ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={(event) => {
                  remember(event.currentTarget);
                  setEditingRules(true);
                }}
              >
                <SlidersHorizontal aria-hidden="true" />
                Booking rules
              </Button>
              {selected ? (
                <Button variant="outline" onClick={(event) => openOverride(event.currentTarget)}>
                  <CalendarCog aria-hidden="true" />
                  Override Day
                </Button>
              ) : null}
              <Button onClick={(event) => openTemplates("create", event.currentTarget)}>
                <Plus aria-hidden="true" />
                Set Daily Hours
              </Button>
            </div>
          )
        }
      />

      <SectionTabs
        sections={SCHEDULING_TABS}
        value={tab}
        onChange={setTab}
        label="Scheduling sections"
        selectLabel="Scheduling section"
      >
        {tab === "types" ? (
          <SessionTypeList />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
            {/* Side by side only when the card itself is wide enough for a readable slot list. */}
            <Card className="@container min-w-0 p-4 sm:p-6">
              <div className="grid gap-6 @2xl:grid-cols-[18rem_minmax(0,1fr)]">
                <div className="mx-auto grid w-full max-w-md min-w-0 content-start gap-3">
                  <Calendar
                    month={month ?? today.slice(0, 7)}
                    onMonthChange={setMonth}
                    selected={selected}
                    onSelect={setSelected}
                    today={today}
                    markers={markers}
                    aria-label="Scheduling calendar"
                  />
                  <ul
                    aria-label="Calendar key"
                    className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
                  >
                    <li className="flex items-center gap-1.5">
                      <span
                        aria-hidden="true"
                        className="size-2 rounded-full"
                        style={{ backgroundColor: TONE_COLORS.green }}
                      />
                      Booked
                    </li>
                    <li className="flex items-center gap-1.5">
                      <span
                        aria-hidden="true"
                        className="size-2 rounded-full"
                        style={{ backgroundColor: TONE_COLORS.amber }}
                      />
                      Awaiting confirmation
                    </li>
                  </ul>
                </div>
                <SlotList
                  date={selected}
                  zone={zone}
                  onOpenBooking={openBooking}
                  onSetHours={() => openTemplates("create", document.activeElement as HTMLElement)}
                  onOverride={() => openOverride(document.activeElement as HTMLElement)}
                />
              </div>
            </Card>

            <div className="grid min-w-0 gap-6">
              <UpcomingBookings zone={zone} onOpen={openBooking} />
              <TemplatesSummary onManage={(trigger) => openTemplates("list", trigger)} />
              <SelfBookingCard />
            </div>
          </div>
        )}
      </SectionTabs>

      <TemplatesDialog
        open={templates.open}
        onOpenChange={(open) => setTemplates((s) => ({ ...s, open }))}
        mode={templates.mode}
        onCloseAutoFocus={restoreFocus}
      />
      <OverrideDialog
        open={overriding}
        onOpenChange={setOverriding}
        date={selected}
        override={override.data ?? null}
        onSaved={(date) => {
          setSelected(date);
          setMonth(date.slice(0, 7));
        }}
        onCloseAutoFocus={restoreFocus}
      />
      <BookingRulesDialog
        open={editingRules}
        onOpenChange={setEditingRules}
        onCloseAutoFocus={restoreFocus}
      />
      <BookingDetailsDialog
        open={viewing.open}
        onOpenChange={(open) => setViewing((s) => ({ ...s, open }))}
        bookingId={viewing.id}
        zone={zone}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}
