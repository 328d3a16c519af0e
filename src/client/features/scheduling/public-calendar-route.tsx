/**
 * /booking/calendar/{publicToken}[/{slug}]: one route for the studio's public calendar and its session
 * types' pages, so the entry script carries a single lazy page for both (the public pages' budget is
 * tight). It reads the calendar (brand, types) once and, at the same time, loads the code of the page
 * the address asks for: the calendar (or the list of types) without a slug, a type's page with one.
 * bench/public-bundle.mjs counts this chunk with each of the two.
 */
import { CalendarX2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useParams } from "wouter";
import { PublicLoadError } from "@/components/public-message";
import { useCalendarView } from "./public-calendar-queries";
import { isNotFound } from "./public-not-found";
import { visitorTimeZone } from "./public-scheduling-format";
import { SchedulingMessage } from "./public-scheduling-frame";
import { CalendarPageSkeleton } from "./public-scheduling-skeletons";

const loadCalendar = () => import("./public-calendar-page");
const loadTypePage = () => import("./public-type-page");
const CalendarView = lazy(() => loadCalendar().then((m) => ({ default: m.CalendarView })));
const TypePage = lazy(() => loadTypePage().then((m) => ({ default: m.TypeBookingPage })));

export function PublicCalendarRoute() {
  const { publicToken = "", slug } = useParams<{ publicToken: string; slug?: string }>();
  const [tz] = useState(visitorTimeZone);
  // The page's code downloads while the calendar is read, not after.
  useState(() => void (slug ? loadTypePage() : loadCalendar()));
  const view = useCalendarView(publicToken, tz);

  if (
    publicToken === "" ||
    (view.isError && isNotFound(view.error)) ||
    (view.data && view.data.success !== true)
  ) {
    return (
      <SchedulingMessage icon={CalendarX2} title="Calendar Not Found">
        <p>This booking calendar doesn't exist or is no longer available.</p>
        <p>Please check the link, or ask your photographer for a new one.</p>
      </SchedulingMessage>
    );
  }
  if (view.isPending) return <CalendarPageSkeleton />;
  if (view.isError) {
    return <PublicLoadError frame={SchedulingMessage} title="We couldn't load this calendar" query={view} />;
  }
  return (
    <Suspense fallback={<CalendarPageSkeleton />}>
      {slug ? (
        <TypePage view={view.data} slug={slug} token={publicToken} tz={tz} />
      ) : (
        <CalendarView view={view.data} token={publicToken} tz={tz} />
      )}
    </Suspense>
  );
}
