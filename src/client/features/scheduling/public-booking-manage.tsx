/**
 * The client's own controls on the booking page: the session's type, place and payment, the change
 * policy in words, and Reschedule / Cancel while the policy allows (the panels load on first use, so the
 * page's first load stays small). Past the deadlines, how to reach the studio instead.
 */
import type { QueryKey } from "@tanstack/react-query";
import { CalendarClock, MapPin, Tag, Wallet, XCircle } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { SelfServiceBookingView } from "../../../shared/session-types";
import { paymentText, policyText } from "./public-booking-manage-words";
import { dayIn, formatDay, formatTimeRange } from "./public-scheduling-format";
import { locationText } from "./public-type-format";

const loadReschedule = () => import("./public-booking-manage-reschedule");
const loadCancel = () => import("./public-booking-manage-cancel");
const ReschedulePanel = lazy(() => loadReschedule().then((m) => ({ default: m.ReschedulePanel })));
const CancelDialog = lazy(() => loadCancel().then((m) => ({ default: m.CancelDialog })));

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-start gap-2.5">
        {icon}
        <span>{children}</span>
      </dd>
    </div>
  );
}

/** Type, place, payment and answers: what the summary above does not say. */
export function BookingFacts({ booking }: { booking: SelfServiceBookingView }) {
  const type = booking.sessionType;
  const icon = "mt-0.5 size-4 shrink-0 text-(--brand-text)";
  if (!type && !booking.payment && booking.answers.length === 0) return null;
  return (
    <section
      aria-labelledby="facts-heading"
      className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-8"
    >
      <h2 id="facts-heading" className="text-lg font-semibold tracking-tight">
        Session details
      </h2>
      <dl className="grid gap-3 text-sm">
        {type ? (
          <>
            <Fact icon={<Tag aria-hidden="true" className={icon} />} label="Session">
              <span className="inline-flex items-center gap-2 font-medium">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ background: type.color }}
                />
                {type.name}
              </span>
            </Fact>
            <Fact icon={<MapPin aria-hidden="true" className={icon} />} label="Where">
              {locationText(type.location)}
            </Fact>
          </>
        ) : null}
        {booking.payment ? (
          <Fact icon={<Wallet aria-hidden="true" className={icon} />} label="Payment">
            {paymentText(booking.payment)}
            {booking.payment.refundStatus === "PENDING" ? " (the refund is on its way)" : null}
            {booking.payment.refundStatus === "FAILED"
              ? ` (the refund did not go through yet: ${booking.photographer.businessName} will sort it out)`
              : null}
          </Fact>
        ) : null}
      </dl>
      {booking.answers.length > 0 ? (
        <dl className="grid gap-2 border-t pt-4 text-sm">
          {booking.answers.map((a) => (
            <div key={a.label}>
              <dt className="font-medium">{a.label}</dt>
              <dd className="whitespace-pre-line text-muted-foreground">{a.answer || "—"}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

export function ManageBooking({
  booking,
  token,
  tz,
  queryKey,
}: {
  booking: SelfServiceBookingView;
  token: string;
  tz: string;
  queryKey: QueryKey;
}) {
  const [panel, setPanel] = useState<"none" | "reschedule" | "cancel">("none");
  const [moved, setMoved] = useState<string | null>(null);
  const { policy } = booking;
  const canMove = policy.canReschedule && booking.slug !== null;
  // The studio's reply address and phone, so "please contact" says how.
  const words = policyText({ ...policy, canReschedule: canMove }, tz, booking.studio);

  return (
    <section
      aria-labelledby="manage-heading"
      className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-8"
    >
      <h2 id="manage-heading" className="text-lg font-semibold tracking-tight">
        Change or cancel
      </h2>
      {moved ? (
        <output className="block rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          Done: your booking is now on {moved}.
        </output>
      ) : null}
      <p className="flex items-start gap-2.5 text-sm">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-(--brand-text)" />
        {words}
      </p>
      {canMove || policy.canCancel ? (
        <div className="grid gap-2 sm:flex">
          {canMove ? (
            <Button
              variant="outline"
              className="h-11"
              aria-expanded={panel === "reschedule"}
              onMouseEnter={() => void loadReschedule()}
              onClick={() => setPanel(panel === "reschedule" ? "none" : "reschedule")}
            >
              <CalendarClock aria-hidden="true" />
              Reschedule
            </Button>
          ) : null}
          {policy.canCancel ? (
            <Button
              variant="outline"
              className="h-11 text-destructive hover:text-destructive"
              onMouseEnter={() => void loadCancel()}
              onClick={() => setPanel("cancel")}
            >
              <XCircle aria-hidden="true" />
              Cancel booking
            </Button>
          ) : null}
        </div>
      ) : null}
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
        {panel === "reschedule" && canMove ? (
          <ReschedulePanel
            booking={booking}
            token={token}
            tz={tz}
            queryKey={queryKey}
            onClose={() => setPanel("none")}
            onMoved={(view) => {
              setPanel("none");
              setMoved(
                `${formatDay(dayIn(view.startAt, tz))}, ${formatTimeRange(view.startAt, view.endAt, tz)}`,
              );
            }}
          />
        ) : null}
        {panel === "cancel" ? (
          <CancelDialog
            booking={booking}
            token={token}
            queryKey={queryKey}
            onClose={() => setPanel("none")}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

/** What the booking page loads under the booking: the details, and the controls while it can change. */
export function ManageSection({
  booking,
  token,
  tz,
  queryKey,
  controls,
}: {
  booking: SelfServiceBookingView;
  token: string;
  tz: string;
  queryKey: QueryKey;
  controls: boolean;
}) {
  return (
    <>
      <BookingFacts booking={booking} />
      {controls ? <ManageBooking booking={booking} token={token} tz={tz} queryKey={queryKey} /> : null}
    </>
  );
}
