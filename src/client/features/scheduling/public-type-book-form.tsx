/**
 * The booking form of a session type: the chosen time large, then name, e-mail, phone and the type's
 * questions. A free type is booked at once; a paid one is held for 15 minutes while the visitor pays.
 * When the type texts a reminder and a phone is given, a box (unticked) asks for consent to that text.
 * A 409 means someone took the time meanwhile: the page says so and refreshes the times.
 */
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError, errorMessage } from "@/lib/api";
import { formatMoney } from "../../../shared/currency";
import type { PublicSessionTypeSummary, TypedBookingResult } from "../../../shared/session-types";
import { ContactFields, fieldId } from "./public-contact-fields";
import { useContactForm } from "./public-contact-form";
import { dayIn, formatDay, formatTimeRange, zoneName } from "./public-scheduling-format";
import { BRAND_BUTTON } from "./public-scheduling-frame";
import { answersFor, questionErrors, questionId } from "./public-type-answers";
import { dueNowCents } from "./public-type-format";
import { bookType } from "./public-type-queries";
import { TypeQuestions } from "./public-type-questions";
import type { TypeSlot } from "./public-type-slot-buttons";

const BOOK_FAILED = "We couldn't book this time. Please try again.";

export function ChosenTime({ slot, tz }: { slot: TypeSlot; tz: string }) {
  return (
    <div className="rounded-xl border border-(--brand)/25 bg-(--brand)/6 px-4 py-3.5">
      <p className="text-lg leading-snug font-semibold">{formatDay(dayIn(slot.start, tz))}</p>
      <p className="text-2xl font-semibold tracking-tight tabular-nums">
        {formatTimeRange(slot.start, slot.end, tz)}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{zoneName(tz, slot.start)}</p>
    </div>
  );
}

export function TypeBookForm({
  token,
  type,
  tz,
  slot,
  contact,
  onContact,
  answers,
  setAnswers,
  onBooked,
  onTaken,
  onChangeTime,
}: {
  token: string;
  type: PublicSessionTypeSummary;
  tz: string;
  slot: TypeSlot;
  /** What was typed, kept by the page across a change of time. */
  contact: { clientName: string; clientEmail: string; clientPhone: string };
  onContact: (values: { clientName: string; clientEmail: string; clientPhone: string }) => void;
  answers: string[];
  setAnswers: (answers: string[]) => void;
  onBooked: (result: TypedBookingResult, email: string) => void;
  onTaken: (message: string) => void;
  onChangeTime: () => void;
}) {
  const form = useContactForm(contact, false);
  const { clientName, clientEmail, clientPhone } = form.values;
  useEffect(() => {
    onContact({ clientName, clientEmail, clientPhone });
  }, [clientName, clientEmail, clientPhone, onContact]);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [smsReminders, setSmsReminders] = useState(false);
  // Asked only when a text would go: the type sends one, and there is a phone to send it to.
  const offersText = type.smsReminderHours !== null && clientPhone.trim() !== "";
  const formRef = useRef<HTMLFormElement>(null);
  const due = dueNowCents(type);
  const problems = questionErrors(type.questions, answers);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setFailure(null);
    const wrong = form.check();
    if (wrong) {
      formRef.current?.querySelector<HTMLElement>(`#${fieldId("type", wrong)}`)?.focus();
      return;
    }
    const wrongQuestion = problems.findIndex((p) => p !== null);
    if (wrongQuestion >= 0) {
      formRef.current?.querySelector<HTMLElement>(`#${questionId(wrongQuestion)}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await bookType(token, type.slug, {
        start: slot.start,
        clientName: clientName.trim(),
        clientEmail: clientEmail.trim(),
        clientPhone: clientPhone.trim(),
        answers: answersFor(type.questions, answers),
        timeZone: tz,
        smsReminders: offersText && smsReminders,
      });
      onBooked(result, clientEmail.trim());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onTaken(error.serverMessage ?? "");
      } else {
        setFailure(errorMessage(error, BOOK_FAILED));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="details-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="details-heading" className="text-lg font-semibold tracking-tight">
          Your details
        </h2>
        <Button variant="ghost" size="sm" onClick={onChangeTime} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          Change time
        </Button>
      </div>
      <ChosenTime slot={slot} tz={tz} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-6">
        <ContactFields form={form} idPrefix="type" phoneRequired={false} withNotes={false} disabled={busy} />
        <TypeQuestions
          questions={type.questions}
          answers={answers}
          shown={tried ? problems : []}
          onChange={(i, value) => {
            const next = [...answers];
            next[i] = value;
            setAnswers(next);
          }}
          disabled={busy}
        />
        {offersText ? (
          <div className="flex items-start gap-3">
            <input
              id="type-sms-reminders"
              type="checkbox"
              checked={smsReminders}
              onChange={(e) => setSmsReminders(e.target.checked)}
              disabled={busy}
              className="mt-0.5 size-5 shrink-0 accent-(--brand-solid)"
            />
            <Label htmlFor="type-sms-reminders" className="leading-snug font-normal">
              Text me a reminder before the session
            </Label>
          </div>
        ) : null}
        {failure ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
          >
            {failure}
          </p>
        ) : null}
        {due > 0 ? (
          <p className="text-sm text-muted-foreground">
            To book, you pay {formatMoney(due, type.currency)} now
            {type.depositCents > 0 ? " (the deposit)" : ""}. We hold this time for 15 minutes while you pay.
          </p>
        ) : null}
        <SubmitButton
          busy={busy}
          busyLabel="Booking..."
          size="lg"
          className={`h-12 w-full text-base sm:w-auto sm:justify-self-start sm:px-10 ${BRAND_BUTTON}`}
        >
          {due > 0 ? `Continue to payment` : "Book this time"}
        </SubmitButton>
      </form>
    </section>
  );
}
