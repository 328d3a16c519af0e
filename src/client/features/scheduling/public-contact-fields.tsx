/** Name, e-mail, phone and (on the calendar) notes: large touch targets, messages under the fields. */
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { BookingContactField } from "../../../shared/booking-contact";
import type { ContactForm } from "./public-contact-form";

const INPUT = "[&_input]:h-11 [&_input]:text-base";

export const fieldId = (prefix: string, field: BookingContactField) => `${prefix}-${field}`;

export function ContactFields({
  form,
  idPrefix,
  phoneRequired,
  withNotes,
  disabled,
}: {
  form: ContactForm;
  idPrefix: string;
  phoneRequired: boolean;
  withNotes: boolean;
  disabled?: boolean;
}) {
  const { values, shown } = form;
  const notesId = fieldId(idPrefix, "bookingNotes");
  const bind = (field: Exclude<BookingContactField, "bookingNotes">) => ({
    id: fieldId(idPrefix, field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    onBlur: () => form.touch(field),
    error: shown[field],
    disabled,
    className: INPUT,
  });
  return (
    <div className="grid gap-5">
      <FormField {...bind("clientName")} label="Name" required autoComplete="name" />
      <FormField
        {...bind("clientEmail")}
        label="Email"
        type="email"
        inputMode="email"
        required
        autoComplete="email"
      />
      <FormField
        {...bind("clientPhone")}
        label={phoneRequired ? "Phone" : "Phone (optional)"}
        type="tel"
        inputMode="tel"
        required={phoneRequired}
        autoComplete="tel"
      />
      {withNotes ? (
        <div className="grid gap-2">
          <Label htmlFor={notesId}>Notes (optional)</Label>
          <Textarea
            id={notesId}
            value={values.bookingNotes ?? ""}
            onChange={(event) => form.set("bookingNotes", event.target.value)}
            onBlur={() => form.touch("bookingNotes")}
            aria-invalid={shown.bookingNotes ? true : undefined}
            aria-describedby={shown.bookingNotes ? `${notesId}-message` : `${notesId}-hint`}
            disabled={disabled}
            rows={3}
            placeholder="Anything you'd like to share before we meet"
            className="min-h-20 text-base md:text-base"
          />
          {shown.bookingNotes ? (
            <p id={`${notesId}-message`} role="alert" className="text-sm text-destructive">
              {shown.bookingNotes}
            </p>
          ) : (
            <p id={`${notesId}-hint`} className="text-xs text-muted-foreground">
              Up to 500 characters.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
