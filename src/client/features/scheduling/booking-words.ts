/**
 * What the public booking pages tell a client, worded for the moment they read it. A booked time waits
 * for the client's confirmation (the e-mail carries the link), and a first booking has already moved the
 * client into the studio's consultation process when the time is booked.
 */
export function firstBookingNotice(businessName: string): { lead: string; rest: string } {
  return {
    lead: `This is your first booking with ${businessName}:`,
    rest: "you're now part of our consultation process, so you'll hear from us about next steps.",
  };
}

/** Right after booking a time: held, not yet confirmed. */
export const BOOKED_TOAST = {
  title: "Time booked",
  description: "Check your e-mail to confirm your booking.",
} as const;

export const BOOKED_TITLE = "Your time is booked";

/** The dialog's sentence, around the address the e-mail went to. */
export const BOOKED_SENTENCE = {
  before: "We've sent an e-mail to",
  after: "with the link to confirm your booking.",
} as const;
