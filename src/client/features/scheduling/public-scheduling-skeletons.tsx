/** Loading states shaped like the two public scheduling pages (DESIGN "Every screen has four states"). */
import { Skeleton } from "@/components/ui/skeleton";
import { SchedulingFrame } from "./public-scheduling-frame";
import { SlotSkeletons } from "./public-slot-list";

const bone = "bg-slate-200/70";

function HeaderBones({ width }: { width: string }) {
  return (
    <div className="border-t-4 border-t-slate-200 border-b bg-background">
      <div className={`mx-auto flex h-16 items-center gap-3 px-4 sm:px-6 ${width}`}>
        <Skeleton className={`${bone} size-10 rounded-full`} />
        <Skeleton className={`${bone} h-5 w-40`} />
      </div>
    </div>
  );
}

/** Header, title, then the month grid beside (on phones above) the six slot rows. */
export function CalendarPageSkeleton() {
  return (
    <SchedulingFrame>
      <output aria-label="Loading the booking calendar" className="block">
        <HeaderBones width="max-w-5xl" />
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
          <div className="space-y-3">
            <Skeleton className={`${bone} h-9 w-80 max-w-full`} />
            <Skeleton className={`${bone} h-5 w-64 max-w-full`} />
          </div>
          <div className="grid gap-8 rounded-2xl border bg-card p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,22rem)_1fr]">
            <div className="space-y-3">
              <div className="flex items-center justify-between">
                <Skeleton className={`${bone} size-10`} />
                <Skeleton className={`${bone} h-5 w-32`} />
                <Skeleton className={`${bone} size-10`} />
              </div>
              <div className="grid grid-cols-7 gap-1">
                {Array.from({ length: 35 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
                  <Skeleton key={i} className={`${bone} h-10 rounded-lg`} />
                ))}
              </div>
            </div>
            <div className="space-y-3">
              <Skeleton className={`${bone} h-6 w-48`} />
              <Skeleton className={`${bone} h-4 w-72 max-w-full`} />
              <SlotSkeletons />
            </div>
          </div>
        </div>
      </output>
    </SchedulingFrame>
  );
}

/** Header, the booking's date and time block, then the form. */
export function BookingPageSkeleton() {
  return (
    <SchedulingFrame>
      <output aria-label="Loading your booking" className="block">
        <HeaderBones width="max-w-2xl" />
        <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
          <div className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
            <Skeleton className={`${bone} h-4 w-28`} />
            <Skeleton className={`${bone} h-8 w-48`} />
            <Skeleton className={`${bone} h-7 w-72 max-w-full`} />
            <Skeleton className={`${bone} h-9 w-56`} />
            <Skeleton className={`${bone} h-4 w-64 max-w-full`} />
          </div>
          <div className="space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
            <Skeleton className={`${bone} h-6 w-44`} />
            {["name", "email", "phone"].map((key) => (
              <div key={key} className="space-y-2">
                <Skeleton className={`${bone} h-4 w-20`} />
                <Skeleton className={`${bone} h-11 w-full`} />
              </div>
            ))}
            <Skeleton className={`${bone} h-12 w-full sm:w-48`} />
          </div>
        </div>
      </output>
    </SchedulingFrame>
  );
}
