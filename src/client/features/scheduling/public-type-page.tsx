/**
 * /booking/calendar/{publicToken}/{slug}: one session type of the studio's booking calendar. The visitor
 * picks a time (on their own clock), fills the form with the type's questions, and books: a free type
 * is done here, a paid one is held while they pay. Its own lazily loaded chunk, phone first.
 */
import { useQueryClient } from "@tanstack/react-query";
import { CalendarX2, ChevronLeft, Clock, MapPin } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { PublicCalendarView } from "../../../shared/scheduling";
import type { PublicSessionTypeSummary, TypedBookingResult } from "../../../shared/session-types";
import { formatDuration } from "./public-scheduling-format";
import { SchedulingFrame, SchedulingMessage, StudioHeader } from "./public-scheduling-frame";
import { locationText, priceText } from "./public-type-format";
import { typeSlotsKey } from "./public-type-queries";
import type { TypeSlot } from "./public-type-slot-buttons";
import { TypeSlotPicker } from "./public-type-slot-picker";

// The form and what follows it load while the visitor looks at the times, not before the page shows.
const loadForm = () => import("./public-type-book-form");
const loadBooked = () => import("./public-type-booked");
const TypeBookForm = lazy(() => loadForm().then((m) => ({ default: m.TypeBookForm })));
const TypeBooked = lazy(() => loadBooked().then((m) => ({ default: m.TypeBooked })));

const EMPTY_CONTACT = { clientName: "", clientEmail: "", clientPhone: "" };
const TAKEN = "Sorry, that time was just taken by someone else. Please choose another one.";

type Step =
  | { kind: "pick" }
  | { kind: "form"; slot: TypeSlot }
  | { kind: "booked"; slot: TypeSlot; result: TypedBookingResult; email: string };

export const calendarHref = (token: string) => `/booking/calendar/${encodeURIComponent(token)}`;

/** The type's name, colour, length, price and place, with its description. */
export function TypeFacts({ type }: { type: PublicSessionTypeSummary }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-(--brand-text)" />
        {formatDuration(type.durationMinutes)}
      </li>
      <li className="font-medium text-foreground">{priceText(type)}</li>
      <li className="inline-flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="size-4 text-(--brand-text)" />
        {locationText(type.location)}
      </li>
    </ul>
  );
}

function TypeBooking({
  view,
  type,
  token,
  tz,
}: {
  view: PublicCalendarView;
  type: PublicSessionTypeSummary;
  token: string;
  tz: string;
}) {
  const queryClient = useQueryClient();
  const { businessName, logoUrl, brandPrimary } = view.photographer;
  const [step, setStep] = useState<Step>({ kind: "pick" });
  const [notice, setNotice] = useState<string | null>(null);
  // Kept here so that what was typed survives going back to pick another time.
  const [contact, setContact] = useState(EMPTY_CONTACT);
  const [answers, setAnswers] = useState<string[]>([]);
  const stepRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `${type.name} · ${businessName}`;
  }, [type.name, businessName]);

  useEffect(() => {
    void loadForm();
    void loadBooked();
  }, []);

  // Each step replaces the one before: move focus (and the phone's view) to it.
  useEffect(() => {
    if (step.kind === "pick" && notice === null) return;
    stepRef.current?.focus({ preventScroll: true });
    stepRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [step.kind, notice]);

  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: typeSlotsKey(token, type.slug) });

  return (
    <SchedulingFrame brandPrimary={brandPrimary}>
      <StudioHeader businessName={businessName} logoUrl={logoUrl} />
      <main className="mx-auto max-w-5xl space-y-6 px-4 pt-6 pb-16 sm:px-6 sm:py-10">
        <Link
          href={calendarHref(token)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-(--brand-text) underline-offset-4 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {view.types.length > 1 ? "All sessions" : "Back to the calendar"}
        </Link>
        <div className="space-y-3">
          <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            <span
              aria-hidden="true"
              className="size-3.5 shrink-0 rounded-full"
              style={{ background: type.color }}
            />
            {type.name}
          </h1>
          <TypeFacts type={type} />
          {type.description ? (
            <p className="max-w-2xl whitespace-pre-line text-muted-foreground">{type.description}</p>
          ) : null}
        </div>

        <div
          ref={stepRef}
          tabIndex={-1}
          className="scroll-mt-4 rounded-2xl border bg-card p-4 shadow-sm outline-none sm:p-6"
        >
          {notice && step.kind === "pick" ? (
            <p role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
              {notice}
            </p>
          ) : null}
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
            {step.kind === "pick" ? (
              <TypeSlotPicker
                token={token}
                slug={type.slug}
                tz={tz}
                brandPrimary={brandPrimary}
                isMini={type.isMiniSession}
                selectedStart={null}
                onChoose={(slot) => {
                  setNotice(null);
                  setStep({ kind: "form", slot });
                }}
              />
            ) : step.kind === "form" ? (
              <TypeBookForm
                token={token}
                type={type}
                tz={tz}
                slot={step.slot}
                contact={contact}
                onContact={setContact}
                answers={answers}
                setAnswers={setAnswers}
                onBooked={(result, email) => {
                  setStep({ kind: "booked", slot: step.slot, result, email });
                  void refreshSlots();
                }}
                onTaken={() => {
                  setNotice(TAKEN);
                  setStep({ kind: "pick" });
                  void refreshSlots();
                }}
                onChangeTime={() => setStep({ kind: "pick" })}
              />
            ) : (
              <TypeBooked result={step.result} email={step.email} slot={step.slot} tz={tz} />
            )}
          </Suspense>
        </div>
        <p className="text-center text-xs text-muted-foreground">
          Your details are shared only with {businessName}.
        </p>
      </main>
    </SchedulingFrame>
  );
}

/** A type's page, once public-calendar-route.tsx has read the calendar. */
export function TypeBookingPage({
  view,
  slug,
  token,
  tz,
}: {
  view: PublicCalendarView;
  slug: string;
  token: string;
  tz: string;
}) {
  const type = view.types.find((t) => t.slug === slug);
  if (!type) {
    return (
      <SchedulingMessage icon={CalendarX2} title="Session Not Found">
        <p>This session can't be booked online any more.</p>
        <p>
          <Link href={calendarHref(token)} className="font-medium underline underline-offset-4">
            See the sessions you can book
          </Link>
        </p>
      </SchedulingMessage>
    );
  }
  return <TypeBooking view={view} type={type} token={token} tz={tz} />;
}
