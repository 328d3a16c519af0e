import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { type SessionType, SLUG_TAKEN, sessionTypeInputSchema } from "../../../shared/session-types";
import {
  checkDraft,
  draftOf,
  emptyQuestion,
  emptyWindow,
  inputOfType,
  payloadOf,
  serverFieldErrors,
  slugFromName,
  withName,
} from "./session-type-form";

const saved: SessionType = {
  ...sessionTypeInputSchema.parse({
    name: "Engagement session",
    slug: "engagement",
    description: "An hour in the park",
    durationMinutes: 90,
    slotIntervalMinutes: 120,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 30,
    minNoticeHours: 48,
    maxPerDay: 2,
    bookingWindowDays: 120,
    location: { kind: "IN_PERSON", detail: "Riverside Park" },
    priceCents: 45_000,
    depositCents: 10_000,
    projectType: "ENGAGEMENT",
    questions: [
      { label: "Who is coming?", type: "LONG_TEXT", required: true },
      { label: "Dog too?", type: "CHECKBOX", required: false },
    ],
    availability: {
      windows: [
        { dayOfWeek: 6, startTime: "08:00", endTime: "12:00" },
        { date: "2027-10-12", startTime: "16:00", endTime: "19:00" },
      ],
    },
    enabled: false,
    color: "#ec4899",
    cancelNoticeHours: 72,
    rescheduleNoticeHours: 24,
    refundRule: "DEPOSIT_KEPT",
    emailReminderHours: 48,
    smsReminderHours: null,
  }),
  id: "st1",
  isDefault: false,
  isMiniSession: false,
  createdAt: "2027-01-01T00:00:00.000Z",
  updatedAt: "2027-01-01T00:00:00.000Z",
};

describe("slugFromName", () => {
  it("makes a link name of lowercase letters, digits and single dashes", () => {
    expect(slugFromName("Engagement Session")).toBe("engagement-session");
    expect(slugFromName("  Fall Minis -- 2027!  ")).toBe("fall-minis-2027");
    expect(slugFromName("Café Portraits")).toBe("cafe-portraits");
    expect(slugFromName("Bride & Groom")).toBe("bride-and-groom");
    expect(slugFromName("写真")).toBe("");
  });

  it("keeps to 60 characters without a trailing dash, and passes the schema", () => {
    const slug = slugFromName(`${"a".repeat(59)} b`);
    expect(slug).toBe("a".repeat(59));
    const long = slugFromName("Mini session ".repeat(10));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith("-")).toBe(false);
    expect(sessionTypeInputSchema.shape.slug.safeParse(long).success).toBe(true);
  });

  it("follows the name until the link name is edited", () => {
    let draft = withName(draftOf(null, "USD"), "Family Portraits");
    expect(draft.slug).toBe("family-portraits");
    draft = { ...draft, slug: "family", slugEdited: true };
    expect(withName(draft, "Family Portraits 2027").slug).toBe("family");
  });

  it("an edited type's link name stays put when its name changes", () => {
    expect(withName(draftOf(saved, "USD"), "Another name").slug).toBe("engagement");
  });
});

describe("the editor's payload", () => {
  it("a saved type comes back unchanged through the form", () => {
    const check = checkDraft(draftOf(saved, "USD"), "USD");
    expect(check).toEqual({ ok: true, payload: inputOfType(saved) });
  });

  it("a new type with only a name passes the schema with its defaults", () => {
    const check = checkDraft(withName(draftOf(null, "USD"), "Headshots"), "USD");
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.payload).toMatchObject({
      name: "Headshots",
      slug: "headshots",
      durationMinutes: 60,
      slotIntervalMinutes: null,
      maxPerDay: null,
      priceCents: 0,
      availability: "STUDIO_HOURS",
      emailReminderHours: 24,
      smsReminderHours: 2,
    });
  });

  it("maps money, empty numbers, switched-off reminders, questions and windows", () => {
    const draft = {
      ...withName(draftOf(null, "EUR"), "Minis"),
      price: "150.5",
      deposit: "50",
      slotIntervalMinutes: "",
      maxPerDay: " ",
      bufferAfterMinutes: "10",
      emailReminderOn: false,
      smsReminderHours: "3",
      locationKind: "IN_PERSON" as const,
      locationDetail: "  ",
      questions: [
        { ...emptyQuestion(), label: "Second" },
        { ...emptyQuestion(), label: "First", type: "EMAIL" as const, required: true },
      ],
      availabilityMode: "WINDOWS" as const,
      windows: [
        { ...emptyWindow("date"), date: "2027-10-12", startTime: "09:00", endTime: "12:00" },
        { ...emptyWindow("weekday"), dayOfWeek: "0" },
      ],
    };
    const payload = payloadOf(draft, "EUR");
    expect(payload).toMatchObject({
      priceCents: 15_050,
      depositCents: 5_000,
      slotIntervalMinutes: null,
      maxPerDay: null,
      bufferAfterMinutes: 10,
      emailReminderHours: null,
      smsReminderHours: 3,
      location: { kind: "IN_PERSON", detail: null },
      questions: [
        { label: "Second", type: "SHORT_TEXT", required: false },
        { label: "First", type: "EMAIL", required: true },
      ],
      availability: {
        windows: [
          { date: "2027-10-12", startTime: "09:00", endTime: "12:00" },
          { dayOfWeek: 0, startTime: "09:00", endTime: "17:00" },
        ],
      },
    });
    // Row keys stay in the form.
    expect(JSON.stringify(payload)).not.toContain("row-");
    expect(sessionTypeInputSchema.safeParse(payload).success).toBe(true);
  });

  it("puts each message on its field's path", () => {
    const draft = {
      ...draftOf(null, "USD"),
      durationMinutes: "",
      slotIntervalMinutes: "1e",
      price: "10",
      deposit: "20",
      questions: [{ ...emptyQuestion(), label: " " }],
      availabilityMode: "WINDOWS" as const,
      windows: [{ ...emptyWindow("date"), date: "2027-10-12", startTime: "12:00", endTime: "09:00" }],
    };
    const check = checkDraft(draft, "USD");
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      name: "Name is required",
      slug: "Link name is required",
      durationMinutes: "Duration must be a number of minutes",
      slotIntervalMinutes: "Enter a whole number",
      depositCents: "The deposit cannot be more than the price",
      "questions.0.label": "Question is required",
      "availability.windows.0.endTime": "End time must be after start time",
    });
  });

  it("own times with no rows are refused", () => {
    const draft = {
      ...withName(draftOf(null, "USD"), "X"),
      availabilityMode: "WINDOWS" as const,
      windows: [],
    };
    const check = checkDraft(draft, "USD");
    expect(check.ok ? {} : check.errors).toEqual({ "availability.windows": "Add at least one window" });
  });
});

describe("a refused save's field errors", () => {
  const refusal = (status: number, body: unknown) =>
    new ApiError(status, JSON.stringify(body), `${status}: ${JSON.stringify(body)}`);

  it("places the 400's issues by path", () => {
    const error = refusal(400, {
      message: "Name is required",
      issues: [
        { path: "name", message: "Name is required" },
        { path: "questions.1.label", message: "Question too long" },
        { path: "name", message: "second message" },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      name: "Name is required",
      "questions.1.label": "Question too long",
    });
  });

  it("puts a taken link name under the link name, and nothing for other refusals", () => {
    expect(serverFieldErrors(refusal(409, { message: SLUG_TAKEN }))).toEqual({ slug: SLUG_TAKEN });
    expect(serverFieldErrors(refusal(500, { message: "Internal Server Error" }))).toEqual({});
    expect(serverFieldErrors(new Error("offline"))).toEqual({});
  });
});
