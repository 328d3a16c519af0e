import { describe, expect, it } from "vitest";
import { BOOKED_SENTENCE, BOOKED_TITLE, BOOKED_TOAST, firstBookingNotice } from "./booking-words";

describe("booking page words", () => {
  it("say the client is already in the consultation process, not that confirming will move them", () => {
    const { lead, rest } = firstBookingNotice("Golden Hour");
    expect(`${lead} ${rest}`).toBe(
      "This is your first booking with Golden Hour: you're now part of our consultation process, so you'll hear from us about next steps.",
    );
    expect(rest).not.toMatch(/once you confirm/i);
  });

  it("call a just-booked time booked and waiting for the client's confirmation, not confirmed", () => {
    const words = [
      BOOKED_TOAST.title,
      BOOKED_TOAST.description,
      BOOKED_TITLE,
      BOOKED_SENTENCE.before,
      BOOKED_SENTENCE.after,
    ];
    expect(words.join(" ")).not.toMatch(/confirmed/i);
    expect(BOOKED_TOAST.description).toBe("Check your e-mail to confirm your booking.");
    expect(`${BOOKED_SENTENCE.before} ana@example.com ${BOOKED_SENTENCE.after}`).toBe(
      "We've sent an e-mail to ana@example.com with the link to confirm your booking.",
    );
  });
});
