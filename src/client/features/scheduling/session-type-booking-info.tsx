/**
 * What a booking of a session type adds to the studio's views: the type's name and colour, the client's
 * answers, the payment (amount, paid, refunded), and the history of moves and cancellations with who did
 * them, on the photographer's clock. Bookings made before types existed have none of these and show
 * nothing extra.
 */
import type { ReactNode } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { formatMoney } from "../../../shared/currency";
import type { BookingHistoryEntry, StudioBookingFields } from "../../../shared/session-types";
import { longDate, timeIn } from "./scheduling-format";

/**
 * The fields a booking gains with session types (GET /api/bookings and /api/bookings/:id), each optional
 * here so a booking read before the server sent them still shows.
 */
export type BookingTypeInfo = Partial<StudioBookingFields>;

/** The type's colour dot and name; nothing for a booking without a type. */
export function SessionTypeTag({
  sessionType,
  className,
}: {
  sessionType: BookingTypeInfo["sessionType"];
  className?: string;
}) {
  if (!sessionType) return null;
  return (
    <span className={cn("inline-flex min-w-0 items-center gap-1.5", className)}>
      <span
        aria-hidden="true"
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: sessionType.color }}
      />
      <span className="truncate">{sessionType.name}</span>
    </span>
  );
}

/** A payment in words and tone: "Paid", "Refunded $50.00 of $150.00", "Awaiting payment". */
export function paymentStatus(payment: NonNullable<StudioBookingFields["payment"]>): {
  label: string;
  variant: NonNullable<BadgeProps["variant"]>;
} {
  const money = (cents: number) => formatMoney(cents, payment.currency);
  if (payment.refundedCents > 0) {
    const what =
      payment.refundedCents >= payment.amountCents ? "Refunded" : `Refunded ${money(payment.refundedCents)}`;
    if (payment.refundStatus === "FAILED") return { label: `${what}: failed`, variant: "danger" };
    if (payment.refundStatus === "PENDING") return { label: `${what}: on its way`, variant: "warning" };
    return { label: what, variant: "info" };
  }
  if (payment.status === "COMPLETED") return { label: "Paid", variant: "success" };
  if (payment.status === "EXPIRED") return { label: "Not paid (hold expired)", variant: "danger" };
  return { label: "Awaiting payment", variant: "warning" };
}

const ACTIONS: Record<string, string> = {
  RESCHEDULED: "Rescheduled",
  CANCELLED: "Cancelled",
  PAID: "Paid",
  REFUNDED: "Refunded",
  EXPIRED: "Hold expired",
};
const ACTORS: Record<string, string> = { CLIENT: "by the client", STUDIO: "by you", SYSTEM: "automatically" };

/** An instant as "March 3, 2027, 14:00" on the photographer's clock. */
const when = (iso: string, zone: string) => `${longDate(iso, zone)}, ${timeIn(iso, zone)}`;

/** One history line's headline: "Rescheduled by the client". */
export function historyTitle(entry: BookingHistoryEntry): string {
  const action = ACTIONS[entry.action] ?? entry.action;
  const actor = ACTORS[entry.actor];
  return actor ? `${action} ${actor}` : action;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 border-t pt-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Answers, payment and history under a booking's details; nothing when the booking has none. */
export function BookingTypeDetails({ booking, zone }: { booking: BookingTypeInfo; zone: string }) {
  const answers = booking.answers ?? [];
  const history = booking.history ?? [];
  const payment = booking.payment ?? null;
  const status = payment ? paymentStatus(payment) : null;
  return (
    <>
      {answers.length > 0 ? (
        <Block title="Answers">
          <dl className="grid gap-2">
            {answers.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers keep the order of the questions.
              <div key={i} className="grid gap-0.5">
                <dt className="text-sm text-muted-foreground">{a.label}</dt>
                <dd className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">
                  {a.answer.trim() ? a.answer : "Not answered"}
                </dd>
              </div>
            ))}
          </dl>
        </Block>
      ) : null}
      {payment && status ? (
        <Block title="Payment">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium tabular-nums">
              {formatMoney(payment.amountCents, payment.currency)}
            </span>
            <Badge variant={status.variant}>{status.label}</Badge>
          </p>
        </Block>
      ) : null}
      {history.length > 0 ? (
        <Block title="History">
          <ol className="grid gap-2">
            {history.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: history is append-only, in order.
              <li key={i} className="grid gap-0.5 text-sm">
                <p className="font-medium">{historyTitle(entry)}</p>
                {entry.fromStartAt && entry.toStartAt ? (
                  <p className="tabular-nums">
                    {when(entry.fromStartAt, zone)} → {when(entry.toStartAt, zone)}
                  </p>
                ) : null}
                {entry.note ? (
                  <p className="text-muted-foreground [overflow-wrap:anywhere]">{entry.note}</p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.createdAt}>{when(entry.createdAt, zone)}</time>
                </p>
              </li>
            ))}
          </ol>
        </Block>
      ) : null}
    </>
  );
}
