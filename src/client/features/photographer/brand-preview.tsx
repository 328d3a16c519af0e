/**
 * A miniature of the public booking calendar in the colours being picked, before they are saved: the
 * same brand rules as the real page (public-brand.ts), so what is seen here is what clients get.
 */
import { schedulingBrand, schedulingBrandStyle } from "@/lib/public-brand";
import { StudioMark } from "./studio-mark";

const WEEKDAYS = ["S", "M", "T", "W", "T", "F", "S"];
// An illustrative month: starts on a Wednesday, 30 days, weekdays bookable from the 9th on.
const FIRST_WEEKDAY = 3;
const DAYS = 30;
const SELECTED_DAY = 16;
const isOpen = (day: number) =>
  day >= 9 && (FIRST_WEEKDAY + day - 1) % 7 !== 0 && (FIRST_WEEKDAY + day - 1) % 7 !== 6;
const TIMES = ["09:00", "10:00", "11:00", "14:00"];

export function BrandPreview({
  businessName,
  logoUrl,
  primary,
  secondary,
}: {
  businessName: string;
  logoUrl: string | null;
  primary: string;
  secondary: string;
}) {
  const brand = schedulingBrand(primary);
  const name = businessName || "Your studio";

  return (
    <figure className="grid gap-3">
      <figcaption className="sr-only">
        Preview of your booking page with {primary} as the primary color and {secondary} as the secondary
        color
      </figcaption>
      {/* A picture of the page, described by the caption: inert, so nothing in it can be reached,
          and its greyed-out days, like the real calendar's disabled ones, are not text to read. */}
      <div
        aria-hidden="true"
        inert
        data-testid="brand-preview"
        className="overflow-hidden rounded-xl border bg-slate-100 shadow-sm select-none"
      >
        <div className="flex h-8 items-center gap-1.5 border-b bg-slate-200/80 px-3">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-green-300" />
          <span className="ml-3 h-4 flex-1 truncate rounded bg-white/80 px-2 text-[10px] leading-4 text-slate-500">
            Your booking page
          </span>
        </div>
        <div style={schedulingBrandStyle(brand)} className="bg-linear-to-b from-slate-50 to-slate-100/80">
          <div
            data-testid="brand-preview-header"
            className="flex h-12 items-center gap-2.5 border-t-4 border-b border-t-(--brand) bg-white px-4"
          >
            <StudioMark
              businessName={name}
              logoUrl={logoUrl}
              color={brand.solid}
              textColor={brand.onSolid}
              className={logoUrl ? "h-7 max-w-28" : "size-7 text-[11px]"}
            />
            <span className="truncate text-sm font-semibold tracking-tight">{name}</span>
          </div>
          <div className="grid gap-3 p-4">
            <div className="grid gap-1">
              <p className="text-base font-semibold tracking-tight">Book a time with {name}</p>
              <p className="text-xs" style={{ color: secondary }}>
                60 minutes · Pick a day, then a time that suits you.
              </p>
            </div>
            <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] gap-4 rounded-xl border bg-white p-3 shadow-xs">
              <div className="grid gap-2">
                <p className="text-xs font-semibold">June</p>
                <div className="grid grid-cols-7 gap-0.5 text-center text-[10px]">
                  {WEEKDAYS.map((day, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two weekdays share a letter
                    <span key={i} className="font-medium" style={{ color: secondary }}>
                      {day}
                    </span>
                  ))}
                  {Array.from({ length: FIRST_WEEKDAY }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the 1st
                    <span key={`blank-${i}`} />
                  ))}
                  {Array.from({ length: DAYS }, (_, i) => i + 1).map((day) =>
                    day === SELECTED_DAY ? (
                      <span
                        key={day}
                        data-testid="brand-preview-selected-day"
                        className="flex h-7 items-center justify-center rounded-md bg-(--brand-solid) font-semibold text-(--brand-solid-fg)"
                      >
                        {day}
                      </span>
                    ) : (
                      <span
                        key={day}
                        className={
                          isOpen(day)
                            ? "flex h-7 items-center justify-center rounded-md font-medium text-foreground"
                            : "flex h-7 items-center justify-center text-slate-300"
                        }
                      >
                        {day}
                      </span>
                    ),
                  )}
                </div>
              </div>
              <div className="grid content-start gap-1.5 border-l pl-3">
                <p className="text-[10px] font-medium" style={{ color: secondary }}>
                  June {SELECTED_DAY}
                </p>
                {TIMES.map((time, i) => (
                  <span
                    key={time}
                    className={
                      i === 0
                        ? "rounded-md bg-(--brand-solid) py-1 text-center text-[11px] font-semibold text-(--brand-solid-fg)"
                        : "rounded-md border py-1 text-center text-[11px] font-medium text-(--brand-text)"
                    }
                  >
                    {time}
                  </span>
                ))}
              </div>
            </div>
            <span
              data-testid="brand-preview-button"
              className="flex h-9 items-center justify-center rounded-md bg-(--brand-solid) text-sm font-medium text-(--brand-solid-fg) shadow-xs"
            >
              Book appointment
            </span>
            <p className="text-center text-[11px]" style={{ color: secondary }}>
              Your details are shared only with {name}.
            </p>
          </div>
        </div>
      </div>
    </figure>
  );
}
