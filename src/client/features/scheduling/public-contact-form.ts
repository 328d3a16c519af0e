/**
 * The state of the booking contact form, shared by the calendar's booking dialog and the
 * confirmation page. A field's message shows once the visitor has left it (or tried to send), and
 * straight away when it is too long; it updates as they type from then on.
 */
import { useState } from "react";
import {
  type BookingContactErrors,
  type BookingContactField,
  type BookingContactValues,
  validateBookingContact,
} from "../../../shared/booking-contact";

const FIELDS: readonly BookingContactField[] = ["clientName", "clientEmail", "clientPhone", "bookingNotes"];

export interface ContactForm {
  values: BookingContactValues;
  /** Every current problem, shown or not. */
  errors: BookingContactErrors;
  /** The messages to show under the fields now. */
  shown: BookingContactErrors;
  set: (field: BookingContactField, value: string) => void;
  touch: (field: BookingContactField) => void;
  /** Shows every message (on submit); returns the first wrong field, or null when the form is good. */
  check: () => BookingContactField | null;
  reset: (values?: BookingContactValues) => void;
}

export function useContactForm(initial: BookingContactValues, phoneRequired: boolean): ContactForm {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<BookingContactField, boolean>>>({});
  const errors = validateBookingContact(values, { phoneRequired });
  const shown: BookingContactErrors = {};
  for (const field of FIELDS) {
    const message = errors[field];
    if (message && (touched[field] || message.endsWith("too long"))) shown[field] = message;
  }
  return {
    values,
    errors,
    shown,
    set: (field, value) => setValues((v) => ({ ...v, [field]: value })),
    touch: (field) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
    check: () => {
      setTouched({ clientName: true, clientEmail: true, clientPhone: true, bookingNotes: true });
      return FIELDS.find((field) => errors[field]) ?? null;
    },
    reset: (next) => {
      if (next) setValues(next);
      setTouched({});
    },
  };
}
