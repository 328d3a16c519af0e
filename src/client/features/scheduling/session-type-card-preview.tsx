/**
 * A session type as a card on the public booking calendar (public-type-cards.tsx, in the same words and
 * shape): its colour, name, length, price, place and description. Pure (props in, markup out), so the
 * editor shows it live beside the form, and anything else can show a type the way clients see it.
 */
import { CalendarDays, Clock, MapPin, Wallet } from "lucide-react";
import type { LocationKind } from "../../../shared/session-types";
import { formatDuration } from "./public-scheduling-format";
import { locationText, priceText } from "./public-type-format";

export interface SessionTypeCardPreviewProps {
  name: string;
  /** Null while the editor's duration is not a number yet. */
  durationMinutes: number | null;
  priceCents: number;
  depositCents: number;
  currency: string;
  location: { kind: LocationKind; detail?: string | null };
  description?: string | null;
  color: string;
  isMiniSession?: boolean;
  /** A mini-session's first day in words ("October 12, 2027"), once it has one. */
  miniSessionDate?: string | null;
  className?: string;
}

const SAFE_COLOR = /^#[0-9a-fA-F]{6}$/;

export function SessionTypeCardPreview({
  name,
  durationMinutes,
  priceCents,
  depositCents,
  currency,
  location,
  description,
  color,
  isMiniSession = false,
  miniSessionDate,
  className,
}: SessionTypeCardPreviewProps) {
  // A half-typed colour must not blank the stripe.
  const accent = SAFE_COLOR.test(color) ? color : "#3b82f6";
  const title = name.trim() || "Untitled session";
  return (
    <article
      aria-label={`Preview: ${title}`}
      className={`flex flex-col gap-3 overflow-hidden rounded-2xl border border-l-[6px] bg-card p-5 shadow-sm ${className ?? ""}`}
      style={{ borderLeftColor: accent }}
    >
      <h3 className="text-lg leading-snug font-semibold tracking-tight [overflow-wrap:anywhere]">
        {title}
        {isMiniSession ? (
          <span className="ml-2 inline-block rounded-full bg-blue-50 px-2 py-0.5 align-middle text-xs font-semibold text-blue-800">
            Mini-session
          </span>
        ) : null}
      </h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {durationMinutes && durationMinutes > 0 ? formatDuration(durationMinutes) : "Length not set"}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Wallet aria-hidden="true" className="size-4" />
          {priceText({ priceCents, depositCents, currency })}
        </li>
        <li className="inline-flex items-center gap-1.5 [overflow-wrap:anywhere]">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {locationText({ kind: location.kind, detail: location.detail ?? null })}
        </li>
        {miniSessionDate ? (
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {miniSessionDate}
          </li>
        ) : null}
      </ul>
      {description?.trim() ? (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{description.trim()}</p>
      ) : null}
    </article>
  );
}
