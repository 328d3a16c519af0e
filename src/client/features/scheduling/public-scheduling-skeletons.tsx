/** Loading states shaped like the two public scheduling pages (DESIGN "Every screen has four states"). */
import { BoneSet, type Bones } from "@/components/bones";
import { PUBLIC_BONE, PublicPageSkeleton } from "@/components/public-skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { SchedulingFrame } from "./public-scheduling-frame";

/**
 * Six skeleton rows while a day's slots load. Kept here rather than with the slot list, so that the
 * booking page (which shows no slots) does not download the calendar's list with its skeleton.
 */
export function SlotSkeletons() {
  return (
    <ul aria-hidden="true" className="grid gap-2">
      {["a", "b", "c", "d", "e", "f"].map((key) => (
        <li key={key}>
          <Skeleton className="h-12 w-full rounded-lg bg-slate-200/70" />
        </li>
      ))}
    </ul>
  );
}

/** The month: its arrows around the month's name, then five weeks of days. */
const MONTH: readonly Bones[] = [
  { row: ["size-10", "h-5 w-32", "size-10"], className: "items-center justify-between gap-0" },
  { row: Array.from({ length: 35 }, () => "h-10 rounded-lg"), className: "grid grid-cols-7 gap-1" },
];

/** The chosen booking: its label, date, time, type and place. */
const BOOKING: readonly Bones[] = [
  "h-4 w-28",
  "h-8 w-48",
  "h-7 w-72 max-w-full",
  "h-9 w-56",
  "h-4 w-64 max-w-full",
];

/** The contact form: its heading, three fields and the button. */
const CONTACT_FORM: readonly Bones[] = [
  "h-6 w-44",
  ...["name", "email", "phone"].map((): Bones => ({ stack: ["h-4 w-20", "h-11 w-full"] })),
  "h-12 w-full sm:w-48",
];

/** Header, title, then the month grid beside (on phones above) the six slot rows. */
export function CalendarPageSkeleton() {
  return (
    <SchedulingFrame>
      <PublicPageSkeleton label="Loading the booking calendar" width="max-w-5xl" className="space-y-6">
        <BoneSet
          bones={{ stack: ["h-9 w-80 max-w-full", "h-5 w-64 max-w-full"], className: "gap-3" }}
          tint={PUBLIC_BONE}
        />
        <div className="grid gap-8 rounded-2xl border bg-card p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,22rem)_1fr]">
          <BoneSet bones={{ stack: MONTH, className: "gap-3" }} tint={PUBLIC_BONE} />
          <div className="space-y-3">
            <BoneSet bones={["h-6 w-48", "h-4 w-72 max-w-full"]} tint={PUBLIC_BONE} />
            <SlotSkeletons />
          </div>
        </div>
      </PublicPageSkeleton>
    </SchedulingFrame>
  );
}

/** Header, the booking's date and time block, then the form. */
export function BookingPageSkeleton() {
  return (
    <SchedulingFrame>
      <PublicPageSkeleton label="Loading your booking" width="max-w-2xl" className="space-y-6">
        <div className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <BoneSet bones={BOOKING} tint={PUBLIC_BONE} />
        </div>
        <div className="space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <BoneSet bones={CONTACT_FORM} tint={PUBLIC_BONE} />
        </div>
      </PublicPageSkeleton>
    </SchedulingFrame>
  );
}
