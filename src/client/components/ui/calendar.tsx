/**
 * A small month grid for picking a day (WAI-ARIA APG date-picker grid). Dates are plain "YYYY-MM-DD"
 * strings and all arithmetic is done on UTC midnights, so neither the visitor's zone nor a daylight
 * saving change can shift a day; no date library, because public pages carry this on a tight budget.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils";

export interface CalendarProps {
  month: string; // "YYYY-MM" shown
  onMonthChange: (month: string) => void;
  selected: string | null; // "YYYY-MM-DD"
  onSelect: (date: string) => void;
  today: string; // "YYYY-MM-DD" in the zone that matters
  isDisabled?: (date: string) => boolean;
  /** a small dot under a day, e.g. days with bookings; colour is a CSS colour */
  markers?: Record<string, { color: string; label: string }>;
  accentColor?: string; // selected day background (public pages: the studio's brand colour)
  minMonth?: string; // navigation bounds "YYYY-MM"
  maxMonth?: string;
  "aria-label"?: string;
  className?: string;
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const monthTitle = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const dayName = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const pad = (n: number) => String(n).padStart(2, "0");

function toMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromMs(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const addDays = (date: string, days: number) => fromMs(toMs(date) + days * DAY_MS);
const monthOf = (date: string) => date.slice(0, 7);

/** The same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 → Feb 28). */
function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const monthIndex = Number(date.slice(5, 7)) - 1 + months;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return fromMs(Date.UTC(year, monthIndex, Math.min(Number(date.slice(8, 10)), lastDay)));
}

function shiftMonth(month: string, by: number): string {
  return addMonths(`${month}-01`, by).slice(0, 7);
}

/** The weeks of a month, Sunday first; null pads the days that belong to the months around it. */
function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = new Date(toMs(first)).getUTCDay();
  const length = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** White or ink on the accent, whichever reads better (any hex colour a studio may have chosen). */
function textOn(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return "#ffffff";
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const ink = 0.0144; // #0f172a
  return 1.05 / (l + 0.05) >= (l + 0.05) / (ink + 0.05) ? "#ffffff" : "#0f172a";
}

export function Calendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  today,
  isDisabled,
  markers,
  accentColor,
  minMonth,
  maxMonth,
  "aria-label": ariaLabel,
  className,
}: CalendarProps) {
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const moveFocus = useRef(false);

  const inMonth = (date: string | null): date is string => date !== null && monthOf(date) === month;
  const disabled = (date: string) => isDisabled?.(date) ?? false;
  const withinBounds = (m: string) => (!minMonth || m >= minMonth) && (!maxMonth || m <= maxMonth);

  const weeks = weeksOf(month);
  const days = weeks.flat().filter((d): d is string => d !== null);
  // The one day in the tab order: where the keyboard last was, else the selection, today, the first
  // day that can be picked, or the 1st.
  const active = [focusDate, selected, today].find(inMonth) ?? days.find((d) => !disabled(d)) ?? days[0]!;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${active}"]`)?.focus();
  });

  const go = (target: string) => {
    if (!withinBounds(monthOf(target))) return;
    moveFocus.current = true;
    setFocusDate(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const weekday = new Date(toMs(date)).getUTCDay();
    const step: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => addMonths(date, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(date, event.shiftKey ? 12 : 1),
    };
    const next = step[event.key];
    if (!next) return;
    event.preventDefault();
    go(next());
  };

  const turn = (by: number) => {
    const target = shiftMonth(month, by);
    if (withinBounds(target)) onMonthChange(target);
  };

  const title = monthTitle.format(new Date(toMs(`${month}-01`)));
  const accent = accentColor ? { backgroundColor: accentColor, color: textOn(accentColor) } : undefined;
  const navButton =
    "inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40";

  return (
    <div className={cn("w-full select-none", className)}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label="Previous month"
          disabled={!withinBounds(shiftMonth(month, -1))}
          onClick={() => turn(-1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} aria-live="polite" className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        <button
          type="button"
          className={navButton}
          aria-label="Next month"
          disabled={!withinBounds(shiftMonth(month, 1))}
          onClick={() => turn(1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the APG date-picker grid is a table with role grid */}
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: arrow keys move between its days
        role="grid"
        aria-label={ariaLabel ? `${ariaLabel}, ${title}` : undefined}
        aria-labelledby={ariaLabel ? undefined : titleId}
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th
                key={name}
                scope="col"
                abbr={name}
                className="pb-1 text-center text-xs font-medium text-muted-foreground"
              >
                <span aria-hidden="true">{name.slice(0, 2)}</span>
                <span className="sr-only">{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: padding cells never reorder.
                if (!date) return <td key={`pad-${i}`} aria-hidden="true" />;
                const off = disabled(date);
                const isSelected = date === selected;
                const isToday = date === today;
                const marker = markers?.[date];
                const label = [dayName.format(new Date(toMs(date))), isToday ? "today" : null, marker?.label]
                  .filter(Boolean)
                  .join(", ");
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td in a role=grid table is a gridcell.
                  <td key={date} aria-selected={isSelected} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === active ? 0 : -1}
                      aria-label={label}
                      aria-disabled={off || undefined}
                      aria-current={isToday ? "date" : undefined}
                      onClick={() => {
                        setFocusDate(date);
                        if (!off) onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      style={isSelected ? accent : undefined}
                      className={cn(
                        "relative mx-auto flex h-10 w-full max-w-12 min-w-10 flex-col items-center justify-center rounded-lg border border-transparent text-sm tabular-nums transition-colors outline-none",
                        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                        off
                          ? "cursor-not-allowed text-muted-foreground/45"
                          : isSelected
                            ? "font-medium"
                            : "font-medium text-foreground hover:bg-accent",
                        isToday && !isSelected && "border-slate-400",
                        isSelected &&
                          // No hover fade on the chosen day: a fainter fill would take its text below AA.
                          (accent ? "font-semibold" : "bg-primary-solid text-primary-foreground"),
                      )}
                    >
                      <span>{Number(date.slice(8))}</span>
                      {marker ? (
                        <span
                          aria-hidden="true"
                          className="absolute bottom-1 size-1.5 rounded-full"
                          style={{ backgroundColor: isSelected ? "currentColor" : marker.color }}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
