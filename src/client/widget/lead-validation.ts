/**
 * The widget form's checks, without zod (the embed script must stay small): the rules and words of
 * widgetLeadInputSchema in src/shared/widget.ts, whose first message per field lead-validation.test.ts
 * holds these to. The server checks again; this only saves the visitor a round trip.
 */
export interface LeadFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  eventDate: string;
  noEventDate: boolean;
  message: string;
}

export type LeadField = "firstName" | "lastName" | "email" | "phone" | "eventDate" | "message";
export type LeadErrors = Partial<Record<LeadField, string>>;

/** The order the form shows its fields in: the first wrong one takes the focus. */
export const LEAD_FIELD_ORDER: readonly LeadField[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "eventDate",
  "message",
];

/** zod 4's z.email() pattern, as in src/shared/booking-contact.ts. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function nameError(value: string, which: "First" | "Last"): string | undefined {
  const name = value.trim();
  if (name === "") return `${which} name is required`;
  if (name.length > 100) return `${which} name is too long`;
  return undefined;
}

function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return "Email is required";
  if (email.length > 255) return "Email too long";
  if (!EMAIL.test(email)) return "Invalid email address";
  return undefined;
}

function phoneError(value: string): string | undefined {
  const phone = value.trim();
  if (phone === "") return undefined;
  if (phone.length < 10) return "Phone number must be at least 10 digits";
  if (phone.length > 20) return "Phone number too long";
  return undefined;
}

/** A YYYY-MM-DD that names a real day (no 31 April). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function eventDateError(value: string, noEventDate: boolean): string | undefined {
  const date = value.trim();
  if (date === "") return undefined;
  if (!isCalendarDate(date)) return "Invalid date";
  if (noEventDate) return 'Choose an event date or "I don\'t have a date yet", not both';
  return undefined;
}

function messageError(value: string): string | undefined {
  return value.trim().length > 2000 ? "Message is too long (2000 characters at most)" : undefined;
}

/** The first message of each wrong field; an empty object when the inquiry can be sent. */
export function validateLead(values: LeadFormValues): LeadErrors {
  const errors: LeadErrors = {
    firstName: nameError(values.firstName, "First"),
    lastName: nameError(values.lastName, "Last"),
    email: emailError(values.email),
    phone: phoneError(values.phone),
    eventDate: eventDateError(values.eventDate, values.noEventDate),
    message: messageError(values.message),
  };
  for (const field of LEAD_FIELD_ORDER) {
    if (errors[field] === undefined) delete errors[field];
  }
  return errors;
}
