/**
 * The booking contact form without zod: the public calendar's booking dialog and the booking
 * confirmation page validate as the visitor types, and zod (about 25 kB gzipped) must stay out of those
 * pages. The rules and words are those of confirmBookingInputSchema and publicBookingInputSchema in
 * public-booking.ts; booking-contact.test.ts holds the two to the same first message per field.
 */

export type BookingContactField = "clientName" | "clientEmail" | "clientPhone" | "bookingNotes";

export interface BookingContactValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  bookingNotes?: string;
}

export type BookingContactErrors = Partial<Record<BookingContactField, string>>;

/** zod 4's z.email() pattern, copied so the check is the one the server applies. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function nameError(value: string): string | undefined {
  const name = value.trim();
  if (name.length < 2) return "Name must be at least 2 characters";
  if (name.length > 100) return "Name too long";
  return undefined;
}

function emailError(value: string): string | undefined {
  const email = value.trim();
  // The schema checks the length before the pattern and stops there.
  if (email.length > 255) return "Email too long";
  if (!EMAIL.test(email)) return "Invalid email address";
  return undefined;
}

function phoneError(value: string, required: boolean): string | undefined {
  const phone = value.trim();
  if (phone === "" && !required) return undefined;
  if (phone.length < 10) return "Phone number must be at least 10 digits";
  if (phone.length > 20) return "Phone number too long";
  return undefined;
}

function notesError(value: string | undefined): string | undefined {
  return value !== undefined && value.trim().length > 500 ? "Notes too long" : undefined;
}

/**
 * The first message of each wrong field; an empty object when the form can be sent. The confirmation
 * page requires the phone (`phoneRequired: true`); the calendar's booking form leaves it optional.
 */
export function validateBookingContact(
  values: BookingContactValues,
  options: { phoneRequired: boolean },
): BookingContactErrors {
  const errors: BookingContactErrors = {
    clientName: nameError(values.clientName),
    clientEmail: emailError(values.clientEmail),
    clientPhone: phoneError(values.clientPhone, options.phoneRequired),
    bookingNotes: notesError(values.bookingNotes),
  };
  for (const key of Object.keys(errors) as BookingContactField[]) {
    if (errors[key] === undefined) delete errors[key];
  }
  return errors;
}
