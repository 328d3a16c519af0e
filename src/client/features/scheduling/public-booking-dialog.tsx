/**
 * The booking dialog of the public calendar: the chosen time large, the contact form,
 * then a success state that closes itself after 2 s. Loaded only when the visitor picks a day,
 * so Radix Dialog stays out of the calendar's first load.
 */
import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { schedulingBrand, schedulingBrandStyle } from "@/lib/public-brand";
import { cn } from "@/lib/utils";
import { BOOKED_SENTENCE, BOOKED_TITLE, BOOKED_TOAST } from "./booking-words";
import { bookPath } from "./public-calendar-queries";
import { ContactFields, fieldId } from "./public-contact-fields";
import type { ContactForm } from "./public-contact-form";
import { formatDay, formatDuration, formatTimeRange, zoneName } from "./public-scheduling-format";
import { BRAND_BUTTON } from "./public-scheduling-frame";
import type { PublicSlot } from "./public-slot-list";

const BOOK_FAILED = "Unable to book this time slot. Please try again.";
/** The success state stays this long, then the dialog closes. */
const CLOSE_AFTER_MS = 2000;

export interface BookingDialogProps {
  token: string;
  tz: string;
  date: string;
  slot: PublicSlot;
  businessName: string;
  brandPrimary: string;
  slotMinutes: number;
  form: ContactForm;
  onClose: () => void;
  /** After the success state: clear the selection and refetch. */
  onBooked: () => void;
  /** 409: someone else took it, or it is no longer offered. */
  onTaken: () => void;
}

function ChosenTime({ date, slot, tz }: { date: string; slot: PublicSlot; tz: string }) {
  return (
    <div className="rounded-xl border border-(--brand)/25 bg-(--brand)/6 px-4 py-3.5">
      <p className="text-lg leading-snug font-semibold">{formatDay(date)}</p>
      <p className="text-2xl font-semibold tracking-tight tabular-nums">
        {formatTimeRange(slot.startTime, slot.endTime, tz)}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{zoneName(tz, slot.startTime)}</p>
    </div>
  );
}

export function BookingDialog(props: BookingDialogProps) {
  const { token, tz, date, slot, businessName, brandPrimary, slotMinutes, form } = props;
  const [busy, setBusy] = useState(false);
  const [bookedEmail, setBookedEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The latest callback without restarting the 2 s timer when the page re-renders.
  const onBooked = useRef(props.onBooked);
  onBooked.current = props.onBooked;
  const finished = useRef(false);
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onBooked.current();
  };

  useEffect(() => {
    if (bookedEmail === null) return;
    const timer = setTimeout(() => {
      if (!finished.current) {
        finished.current = true;
        onBooked.current();
      }
    }, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [bookedEmail]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const wrong = form.check();
    if (wrong) {
      formRef.current?.querySelector<HTMLElement>(`#${fieldId("book", wrong)}`)?.focus();
      return;
    }
    const { clientName, clientEmail, clientPhone, bookingNotes } = form.values;
    setBusy(true);
    try {
      await apiRequest("POST", bookPath(token, date, slot.id, tz), {
        clientName: clientName.trim(),
        clientEmail: clientEmail.trim(),
        clientPhone: clientPhone.trim(),
        bookingNotes: bookingNotes?.trim() ?? "",
      });
      toast(BOOKED_TOAST);
      setBookedEmail(clientEmail.trim());
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Booking failed",
        description: errorMessage(error, BOOK_FAILED),
      });
      if (error instanceof ApiError && error.status === 409) props.onTaken();
    } finally {
      setBusy(false);
    }
  };

  const done = bookedEmail !== null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open || busy) return;
        if (done) finish();
        else props.onClose();
      }}
    >
      <DialogContent style={schedulingBrandStyle(schedulingBrand(brandPrimary))} className="sm:max-w-md">
        {done ? (
          <div
            aria-live="polite"
            className="flex min-h-[70svh] flex-col items-center justify-center gap-4 py-6 text-center sm:min-h-0"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700">
              <CircleCheck aria-hidden="true" className="size-9" />
            </span>
            <DialogTitle className="text-2xl tracking-tight">{BOOKED_TITLE}</DialogTitle>
            <DialogDescription className="max-w-72 text-base">
              {BOOKED_SENTENCE.before}{" "}
              <span className="font-medium break-all text-foreground">{bookedEmail}</span>{" "}
              {BOOKED_SENTENCE.after}
            </DialogDescription>
            <div className="w-full text-left">
              <ChosenTime date={date} slot={slot} tz={tz} />
            </div>
          </div>
        ) : (
          <>
            <DialogHeader className="pr-8 text-left">
              <DialogTitle className="text-xl tracking-tight">Book your appointment</DialogTitle>
              <DialogDescription>
                {formatDuration(slotMinutes)} with {businessName}. Add your details and we'll hold this time
                for you.
              </DialogDescription>
            </DialogHeader>
            <ChosenTime date={date} slot={slot} tz={tz} />
            <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-6">
              <ContactFields form={form} idPrefix="book" phoneRequired={false} withNotes disabled={busy} />
              <SubmitButton
                busy={busy}
                busyLabel="Booking..."
                size="lg"
                className={cn("h-12 w-full text-base", BRAND_BUTTON)}
              >
                Book appointment
              </SubmitButton>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
