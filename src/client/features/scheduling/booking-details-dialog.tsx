/**
 * Booking details: when, on the photographer's clock with the zone named, who, the session type, the
 * meeting link, and the client's answers, payment and history of moves and cancellations. A pending
 * booking can be confirmed from here, and a booking still to come cancelled after a second click that
 * says what the client will receive (PUT status CONFIRMED or CANCELLED).
 */
import { CalendarX2, CheckCircle2, ExternalLink, FolderOpen, Video } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { Booking } from "../../../shared/scheduling";
import { BookingStatusBadge, BookingStatusDot } from "./booking-status-badge";
import { bookingTypeLabel, longDate, timeRange, zoneName } from "./scheduling-format";
import { SectionError } from "./section-error";
import { BookingTypeDetails, type BookingTypeInfo, SessionTypeTag } from "./session-type-booking-info";
import { useBooking, useBookings, useSetBookingStatus } from "./use-scheduling";

interface BookingDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bookingId: string | null;
  zone: string;
  onCloseAutoFocus?: (event: Event) => void;
}

export function BookingDetailsDialog({
  open,
  onOpenChange,
  bookingId,
  zone,
  onCloseAutoFocus,
}: BookingDetailsDialogProps) {
  const list = useBookings();
  const listed = list.data?.find((b) => b.id === bookingId) ?? null;
  // A slot may show a booking the list has not caught up with yet: read that one on its own.
  const single = useBooking(bookingId, open && !listed && !list.isPending);
  const booking = listed ?? single.data ?? null;
  const loading = !booking && (list.isPending || single.isPending);
  const failed = !booking && !loading && (single.isError || list.isError);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex flex-col sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        {booking ? (
          <BookingDetails booking={booking} zone={zone} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Booking details</DialogTitle>
              <DialogDescription>
                {loading ? "Loading the booking..." : "This booking could not be shown."}
              </DialogDescription>
            </DialogHeader>
            {loading ? (
              <div className="grid gap-3">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} className="h-5 w-full" />
                ))}
              </div>
            ) : failed ? (
              <SectionError
                message="We couldn't load this booking."
                onRetry={() => (single.isError ? single.refetch() : list.refetch())}
                retrying={single.isFetching || list.isFetching}
              />
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function BookingDetails({ booking, zone }: { booking: Booking; zone: string }) {
  // A session type's booking also carries its type, answers, payment and history.
  const typed = booking as Booking & BookingTypeInfo;
  const setStatus = useSetBookingStatus();
  const [askingToCancel, setAskingToCancel] = useState(false);
  const pending = setStatus.isPending;
  const cancellable = booking.status !== "CANCELLED" && Date.parse(booking.endAt) > Date.now();
  const client = booking.clientName ?? "The client";
  const onConfirm = () =>
    setStatus.mutate(
      { id: booking.id, status: "CONFIRMED" },
      {
        onSuccess: () =>
          toast({
            title: "Booking confirmed!",
            description: booking.clientName ? `${booking.clientName} is confirmed.` : undefined,
          }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Failed to confirm booking",
            description: errorMessage(error, "Please try again."),
          }),
      },
    );
  const onCancel = () =>
    setStatus.mutate(
      { id: booking.id, status: "CANCELLED" },
      {
        onSuccess: () => {
          setAskingToCancel(false);
          toast({
            title: "Booking cancelled",
            description: booking.clientEmail ? `${client} will get an e-mail about it.` : undefined,
          });
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Failed to cancel booking",
            description: errorMessage(error, "Please try again."),
          }),
      },
    );

  return (
    <>
      <DialogHeader className="pr-8 text-left">
        <div className="flex items-center gap-2">
          <BookingStatusDot status={booking.status} />
          <DialogTitle className="leading-snug">{booking.title}</DialogTitle>
        </div>
        <DialogDescription>Booking details</DialogDescription>
      </DialogHeader>
      <dl className="grid gap-3">
        <Row label="Date">{longDate(booking.startAt, zone)}</Row>
        <Row label="Time">
          <span className="tabular-nums">{timeRange(booking.startAt, booking.endAt, zone)}</span>
          <span className="block text-xs text-muted-foreground">
            {zoneName(zone, new Date(booking.startAt))}
          </span>
        </Row>
        <Row label="Status">
          <BookingStatusBadge status={booking.status} />
        </Row>
        <Row label="Type">
          {typed.sessionType ? (
            <SessionTypeTag sessionType={typed.sessionType} />
          ) : (
            bookingTypeLabel(booking.bookingType)
          )}
        </Row>
        <Row label="Client">{booking.clientName ?? "Not given"}</Row>
        <Row label="Email">
          {booking.clientEmail ? (
            <a href={`mailto:${booking.clientEmail}`} className="text-primary-solid hover:underline">
              {booking.clientEmail}
            </a>
          ) : (
            "Not given"
          )}
        </Row>
        <Row label="Phone">
          {booking.clientPhone ? (
            <a href={`tel:${booking.clientPhone}`} className="text-primary-solid hover:underline">
              {booking.clientPhone}
            </a>
          ) : (
            "Not given"
          )}
        </Row>
        {booking.description ? (
          <Row label="Description">
            <span className="whitespace-pre-line">{booking.description}</span>
          </Row>
        ) : null}
        {booking.meetingLink ? (
          <Row label="Meeting">
            <a
              href={booking.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-medium text-primary-solid hover:underline"
            >
              <Video aria-hidden="true" className="size-4" />
              Join Google Meet
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </Row>
        ) : null}
        <Row label="Created">{longDate(booking.createdAt, zone)}</Row>
      </dl>
      <BookingTypeDetails booking={typed} zone={zone} />
      {askingToCancel ? (
        <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40">
          <p className="font-medium">Cancel this booking?</p>
          <p className="mt-1 text-muted-foreground">
            {booking.clientEmail
              ? `${client} gets an e-mail that takes it off their calendar, and the time can be booked again.`
              : "The time can be booked again."}
          </p>
        </div>
      ) : null}
      <DialogFooter className="mt-auto pt-2">
        {askingToCancel ? (
          <>
            <Button variant="outline" onClick={() => setAskingToCancel(false)} disabled={pending}>
              Keep booking
            </Button>
            <Button variant="destructive" onClick={onCancel} disabled={pending}>
              <CalendarX2 aria-hidden="true" />
              {pending ? "Cancelling..." : "Cancel booking"}
            </Button>
          </>
        ) : (
          <>
            {booking.projectId ? (
              <Button asChild variant="ghost" className="sm:mr-auto">
                <Link href={`/projects/${booking.projectId}`}>
                  <FolderOpen aria-hidden="true" />
                  Open project
                </Link>
              </Button>
            ) : null}
            {cancellable ? (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/40"
                onClick={() => setAskingToCancel(true)}
                disabled={pending}
              >
                <CalendarX2 aria-hidden="true" />
                Cancel booking
              </Button>
            ) : null}
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            {booking.status === "PENDING" ? (
              <Button onClick={onConfirm} disabled={pending}>
                <CheckCircle2 aria-hidden="true" />
                {pending ? "Confirming..." : "Confirm"}
              </Button>
            ) : null}
          </>
        )}
      </DialogFooter>
    </>
  );
}
