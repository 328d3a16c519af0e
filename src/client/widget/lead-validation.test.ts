import { describe, expect, it } from "vitest";
import { widgetLeadInputSchema } from "../../shared/widget";
import { LEAD_FIELD_ORDER, type LeadFormValues, validateLead } from "./lead-validation";

const valid: LeadFormValues = {
  firstName: "Sarah",
  lastName: "Johnson",
  email: "sarah@example.com",
  phone: "(212) 555-0199",
  eventDate: "2027-06-12",
  noEventDate: false,
  message: "Central Park, in June.",
};

/** The server's first message, as the endpoint answers it. */
function serverMessage(values: LeadFormValues): string | undefined {
  const result = widgetLeadInputSchema.safeParse({ ...values, projectType: "WEDDING" });
  return result.success ? undefined : result.error.issues[0]?.message;
}

function firstClientMessage(values: LeadFormValues): string | undefined {
  const errors = validateLead(values);
  const first = LEAD_FIELD_ORDER.find((field) => errors[field]);
  return first ? errors[first] : undefined;
}

const cases: Partial<LeadFormValues>[] = [
  {},
  { firstName: "" },
  { firstName: "   " },
  { firstName: "x".repeat(100) },
  { firstName: "x".repeat(101) },
  { lastName: "" },
  { lastName: "y".repeat(101) },
  { email: "" },
  { email: "  " },
  { email: "sarah@" },
  { email: "sarah@example" },
  { email: " Sarah@Example.com " },
  { email: `${"a".repeat(250)}@example.com` },
  { phone: "" },
  { phone: "555-0199" },
  { phone: "212 555 0199" },
  { phone: "1".repeat(20) },
  { phone: "1".repeat(21) },
  { eventDate: "" },
  { eventDate: "2027-02-29" },
  { eventDate: "2028-02-29" },
  { eventDate: "2027-13-01" },
  { eventDate: "12/06/2027" },
  { eventDate: "", noEventDate: true },
  { eventDate: "2027-06-12", noEventDate: true },
  { message: "" },
  { message: "x".repeat(2000) },
  { message: "x".repeat(2001) },
  { firstName: "", email: "bad", phone: "1" },
  { email: "", phone: "1" },
  { lastName: "", message: "x".repeat(2001) },
];

describe("the widget's own checks", () => {
  it.each(cases)("give the server's first message for %o", (change) => {
    const values = { ...valid, ...change };
    expect(firstClientMessage(values)).toBe(serverMessage(values));
  });

  it("names every wrong field, so each shows its message", () => {
    expect(
      validateLead({
        ...valid,
        firstName: "",
        lastName: "",
        email: "x",
        phone: "1",
        message: "x".repeat(2001),
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phone: "Phone number must be at least 10 digits",
      message: "Message is too long (2000 characters at most)",
    });
    expect(validateLead(valid)).toEqual({});
  });
});
