/**
 * The confirmation form: name, e-mail and phone, all required and prefilled from the
 * booking. The server answers the confirmed booking, which replaces the page's data and is refetched.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { PublicBookingView } from "../../../shared/scheduling";
import { firstBookingNotice } from "./booking-words";
import { ContactFields, fieldId } from "./public-contact-fields";
import { useContactForm } from "./public-contact-form";
import { BRAND_BUTTON } from "./public-scheduling-frame";

const CONFIRM_FAILED = "Failed to confirm booking. Please try again.";

/** A first booking has moved the client into the studio's consultation process. */
export function FirstBookingNotice({ businessName }: { businessName: string }) {
  const { lead, rest } = firstBookingNotice(businessName);
  return (
    <div className="flex items-start gap-3 rounded-xl border border-(--brand)/25 bg-(--brand)/6 px-4 py-3.5">
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-(--brand-text)" />
      <p className="text-sm">
        <span className="font-semibold">{lead}</span> {rest}
      </p>
    </div>
  );
}

export function ConfirmBookingForm({
  booking,
  token,
  queryKey,
}: {
  booking: PublicBookingView;
  token: string;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const form = useContactForm(
    {
      clientName: booking.clientName ?? "",
      clientEmail: booking.clientEmail ?? "",
      clientPhone: booking.clientPhone ?? "",
    },
    true,
  );
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const wrong = form.check();
    if (wrong) {
      formRef.current?.querySelector<HTMLElement>(`#${fieldId("confirm", wrong)}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { clientName, clientEmail, clientPhone } = form.values;
      const res = await apiRequest("POST", `/api/public/booking/${encodeURIComponent(token)}/confirm`, {
        clientName: clientName.trim(),
        clientEmail: clientEmail.trim(),
        clientPhone: clientPhone.trim(),
      });
      queryClient.setQueryData(queryKey, (await res.json()) as PublicBookingView);
      void queryClient.invalidateQueries({ queryKey });
      toast({ title: "Booking confirmed!" });
      window.scrollTo({ top: 0, behavior: "smooth" });
    } catch (error) {
      toast({ variant: "destructive", title: errorMessage(error, CONFIRM_FAILED) });
      // Cancelled or changed meanwhile: show the booking as it now stands.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="confirm-heading" className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
      <div className="space-y-1.5">
        <h2 id="confirm-heading" className="text-xl font-semibold tracking-tight">
          Your details
        </h2>
        <p className="text-sm text-muted-foreground">
          Check your details so {booking.photographer.businessName} can reach you, then confirm.
        </p>
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-6">
        <ContactFields form={form} idPrefix="confirm" phoneRequired withNotes={false} disabled={busy} />
        <SubmitButton
          busy={busy}
          busyLabel="Confirming..."
          size="lg"
          className={cn("h-12 w-full text-base sm:w-auto sm:justify-self-start sm:px-10", BRAND_BUTTON)}
        >
          Confirm booking
        </SubmitButton>
      </form>
    </section>
  );
}
