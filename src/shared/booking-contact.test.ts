import { describe, expect, it } from "vitest";
import { type BookingContactErrors, validateBookingContact } from "./booking-contact.js";
import { confirmBookingInputSchema, publicBookingInputSchema } from "./scheduling.js";

/** The schema's first issue per top-level field, in the validator's shape. */
function zodErrors(
  schema: typeof confirmBookingInputSchema | typeof publicBookingInputSchema,
  values: object,
) {
  const result = schema.safeParse(values);
  const errors: BookingContactErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof BookingContactErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

const names = ["", " ", "A", " A ", "Al", "  Al  ", "x".repeat(100), "x".repeat(101), ` ${"x".repeat(100)} `];
const emails = [
  "",
  "   ",
  "a",
  "a@",
  "@b.co",
  "a@b",
  "a@b.c",
  "a b@c.com",
  "a..b@c.com",
  ".a@c.com",
  "a.@c.com",
  "a@-b.com",
  "a@b..com",
  "a@b.com.",
  "ana@example.com",
  " Ana@Example.COM ",
  "o'neil+tag@mail.example.org",
  `${"a".repeat(243)}@example.com`, // 255
  `${"a".repeat(244)}@example.com`, // 256
  `${"a".repeat(300)}@`,
];
const phones = [
  "",
  "  ",
  "1",
  "123456789",
  " 123456789 ",
  "1234567890",
  "+1 (555) 0100",
  "1".repeat(20),
  "1".repeat(21),
  ` ${"1".repeat(20)} `,
];
const notes = [
  undefined,
  "",
  "   ",
  "Engagement shoot",
  "n".repeat(500),
  "n".repeat(501),
  ` ${"n".repeat(500)} `,
];

describe("validateBookingContact agrees with the zod schemas", () => {
  const valid = { clientName: "Ana Lima", clientEmail: "ana@example.com", clientPhone: "5550100123" };

  it.each(names)("name %j", (clientName) => {
    const values = { ...valid, clientName };
    expect(validateBookingContact(values, { phoneRequired: true })).toEqual(
      zodErrors(confirmBookingInputSchema, values),
    );
    expect(validateBookingContact(values, { phoneRequired: false })).toEqual(
      zodErrors(publicBookingInputSchema, values),
    );
  });

  it.each(emails)("e-mail %j", (clientEmail) => {
    const values = { ...valid, clientEmail };
    expect(validateBookingContact(values, { phoneRequired: true })).toEqual(
      zodErrors(confirmBookingInputSchema, values),
    );
    expect(validateBookingContact(values, { phoneRequired: false })).toEqual(
      zodErrors(publicBookingInputSchema, values),
    );
  });

  it.each(phones)("phone %j", (clientPhone) => {
    const values = { ...valid, clientPhone };
    expect(validateBookingContact(values, { phoneRequired: true })).toEqual(
      zodErrors(confirmBookingInputSchema, values),
    );
    expect(validateBookingContact(values, { phoneRequired: false })).toEqual(
      zodErrors(publicBookingInputSchema, values),
    );
  });

  it.each(notes)("notes %j", (bookingNotes) => {
    const values = { ...valid, bookingNotes };
    expect(validateBookingContact(values, { phoneRequired: false })).toEqual(
      zodErrors(publicBookingInputSchema, values),
    );
  });

  it("reports every wrong field at once", () => {
    for (const clientName of names)
      for (const clientEmail of emails.slice(0, 8))
        for (const clientPhone of phones)
          for (const bookingNotes of [undefined, "n".repeat(501)]) {
            const values = { clientName, clientEmail, clientPhone, bookingNotes };
            expect(validateBookingContact(values, { phoneRequired: false })).toEqual(
              zodErrors(publicBookingInputSchema, values),
            );
            const { bookingNotes: _notes, ...contact } = values;
            expect(validateBookingContact(contact, { phoneRequired: true })).toEqual(
              zodErrors(confirmBookingInputSchema, contact),
            );
          }
  });

  it("gives the expected words", () => {
    const errors = validateBookingContact(
      { clientName: "A", clientEmail: "nope", clientPhone: "123", bookingNotes: "n".repeat(501) },
      { phoneRequired: false },
    );
    expect(errors).toEqual({
      clientName: "Name must be at least 2 characters",
      clientEmail: "Invalid email address",
      clientPhone: "Phone number must be at least 10 digits",
      bookingNotes: "Notes too long",
    });
    expect(
      validateBookingContact(
        {
          ...errors,
          clientName: "x".repeat(101),
          clientEmail: `${"a".repeat(244)}@example.com`,
          clientPhone: "1".repeat(21),
        },
        { phoneRequired: true },
      ),
    ).toEqual({
      clientName: "Name too long",
      clientEmail: "Email too long",
      clientPhone: "Phone number too long",
    });
    expect(
      validateBookingContact(
        { clientName: "Al", clientEmail: "a@b.co", clientPhone: "" },
        { phoneRequired: true },
      ),
    ).toEqual({
      clientPhone: "Phone number must be at least 10 digits",
    });
  });
});
