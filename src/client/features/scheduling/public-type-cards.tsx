/**
 * The studio's session types as cards on its public calendar, when it offers more than the default
 * Consultation. Each card leads to the type's own booking page; a mini-session's card names its day and
 * how many of its slots are left (asked of the slots API, refreshed like the type's page).
 */
import { CalendarDays, ChevronRight, Clock, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { PublicCalendarView } from "../../../shared/scheduling";
import type { PublicSessionTypeSummary } from "../../../shared/session-types";
import { formatDay, formatDuration, todayIn } from "./public-scheduling-format";
import { SchedulingFrame, StudioHeader } from "./public-scheduling-frame";
import { addDays, locationText, priceText, slotsLeftText } from "./public-type-format";
import { useTypeSlots } from "./public-type-queries";

/** The type page's address under the calendar's. */
export const typeHref = (token: string, slug: string) =>
  `/booking/calendar/${encodeURIComponent(token)}/${encodeURIComponent(slug)}`;

/** Several types, or a single one that is not the default Consultation, get the list of cards. */
export function showsTypeList(types: PublicSessionTypeSummary[] | undefined): boolean {
  if (!types || types.length === 0) return false;
  return types.length > 1 || types[0]?.slug !== "consultation";
}

function MiniSessionFacts({ token, slug, tz }: { token: string; slug: string; tz: string }) {
  const [today] = useState(() => todayIn(tz));
  const slots = useTypeSlots(token, slug, { from: today, to: addDays(today, 61) }, tz, { live: true });
  const data = slots.data;
  if (!data) return null;
  const dates = data.days.map((d) => d.date);
  return (
    <>
      {dates[0] ? (
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-(--brand-text)" />
          {formatDay(dates[0], { year: false })}
          {dates.length > 1 ? ` and ${dates.length - 1} more` : ""}
        </li>
      ) : null}
      <li className="font-semibold text-foreground">{slotsLeftText(data.remaining, data.total)}</li>
    </>
  );
}

function TypeCard({ type, token, tz }: { type: PublicSessionTypeSummary; token: string; tz: string }) {
  const headingId = `type-${type.slug}`;
  return (
    <li>
      <Link
        href={typeHref(token, type.slug)}
        aria-labelledby={headingId}
        className="group flex h-full flex-col gap-3 overflow-hidden rounded-2xl border border-l-[6px] bg-card p-5 shadow-sm transition-colors outline-none hover:border-(--brand) focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:ring-offset-2"
        style={{ borderLeftColor: type.color }}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg leading-snug font-semibold tracking-tight">
            {type.name}
            {type.isMiniSession ? (
              <span className="ml-2 inline-block rounded-full bg-(--brand)/10 px-2 py-0.5 align-middle text-xs font-semibold text-(--brand-text)">
                Mini-session
              </span>
            ) : null}
          </h2>
          <ChevronRight
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          />
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-(--brand-text)" />
            {formatDuration(type.durationMinutes)}
          </li>
          <li className="font-medium text-foreground">{priceText(type)}</li>
          <li className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-(--brand-text)" />
            {locationText(type.location)}
          </li>
          {type.isMiniSession ? <MiniSessionFacts token={token} slug={type.slug} tz={tz} /> : null}
        </ul>
        {type.description ? (
          <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{type.description}</p>
        ) : null}
      </Link>
    </li>
  );
}

export function TypeCards({
  types,
  token,
  tz,
}: {
  types: PublicSessionTypeSummary[];
  token: string;
  tz: string;
}) {
  return (
    <ul aria-label="Sessions you can book" className="grid gap-4 sm:grid-cols-2">
      {types.map((type) => (
        <TypeCard key={type.slug} type={type} token={token} tz={tz} />
      ))}
    </ul>
  );
}

/** The calendar's page when the studio offers several types: pick one, then its times. */
export function TypeListPage({
  view,
  types,
  token,
  tz,
}: {
  view: PublicCalendarView;
  types: PublicSessionTypeSummary[];
  token: string;
  tz: string;
}) {
  const { businessName, logoUrl, brandPrimary } = view.photographer;
  useEffect(() => {
    document.title = `Book a session · ${businessName}`;
  }, [businessName]);
  return (
    <SchedulingFrame brandPrimary={brandPrimary}>
      <StudioHeader businessName={businessName} logoUrl={logoUrl} />
      <main className="mx-auto max-w-5xl space-y-6 px-4 pt-8 pb-16 sm:px-6 sm:py-12">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            Book a session with {businessName}
          </h1>
          <p className="text-muted-foreground">Choose a session, then a time that suits you.</p>
        </div>
        <TypeCards types={types} token={token} tz={tz} />
        <p className="text-center text-xs text-muted-foreground">
          Your details are shared only with {businessName}.
        </p>
      </main>
    </SchedulingFrame>
  );
}
