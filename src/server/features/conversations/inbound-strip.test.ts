/** The reply text of e-mails as mail programs really write them. */
import { describe, expect, it } from "vitest";
import { stripReply } from "./inbound-strip.js";

describe("stripReply", () => {
  it("cuts Gmail's quote and keeps the reply's lines", () => {
    const text = [
      "Hi Sarah,",
      "",
      "Saturday works for us. Can we start at 3pm?",
      "",
      "Thanks,",
      "Ann",
      "",
      "On Tue, Mar 3, 2026 at 10:02 AM Sarah Studio <reply+abc@replies.focal.test> wrote:",
      "",
      "> Hello Ann,",
      "> Would Saturday suit you for the engagement shoot?",
      ">",
      "",
    ].join("\n");
    expect(stripReply(text)).toBe("Hi Sarah,\n\nSaturday works for us. Can we start at 3pm?\n\nThanks,\nAnn");
  });

  it("cuts Gmail's attribution line when it is wrapped over two lines", () => {
    const text = [
      "Yes please!",
      "",
      "On Tue, Mar 3, 2026 at 10:02 AM Sarah Studio <",
      "reply+abc@replies.focal.test> wrote:",
      "> Shall I book it?",
    ].join("\n");
    expect(stripReply(text)).toBe("Yes please!");
  });

  it("cuts Apple Mail's quote and its phone signature", () => {
    const text = [
      "Perfect, see you then.",
      "",
      "Sent from my iPhone",
      "",
      "> On 3 Mar 2026, at 10:02, Sarah Studio <reply+abc@replies.focal.test> wrote:",
      ">",
      "> See you on Saturday at 3pm.",
    ].join("\r\n");
    expect(stripReply(text)).toBe("Perfect, see you then.");
  });

  it("cuts Outlook's header block", () => {
    const text = [
      "Attached is the signed contract.",
      "",
      "Best regards",
      "Tom",
      "",
      "________________________________",
      "From: Sarah Studio <reply+abc@replies.focal.test>",
      "Sent: Tuesday, March 3, 2026 10:02 AM",
      "To: Tom Client <tom@example.com>",
      "Subject: Your contract",
      "",
      "Hello Tom, please sign the contract.",
    ].join("\r\n");
    expect(stripReply(text)).toBe("Attached is the signed contract.\n\nBest regards\nTom");
  });

  it("cuts Outlook's header block without a rule above it", () => {
    const text = [
      "Thank you!",
      "",
      "From: Sarah Studio [mailto:reply+abc@replies.focal.test]",
      "Sent: Tuesday, March 3, 2026 10:02 AM",
      "To: Tom",
      "Subject: RE: Your gallery",
      "",
      "Your gallery is ready.",
    ].join("\n");
    expect(stripReply(text)).toBe("Thank you!");
  });

  it('cuts an "Original Message" quote', () => {
    const text = "Sounds good.\n\n-----Original Message-----\nFrom: Sarah\nSent: Monday\n\nEarlier text";
    expect(stripReply(text)).toBe("Sounds good.");
  });

  it('cuts plain ">" quoting and a "-- " signature', () => {
    const text = "Both dates are fine.\n\n-- \nAnn Lee\n+1 555 0100\n\n> Which date suits you?\n> Sarah\n";
    expect(stripReply(text)).toBe("Both dates are fine.");
  });

  it("keeps answers written between quoted lines", () => {
    const text = "> Is 3pm fine?\nYes.\n> Indoors or outdoors?\nOutdoors, please.";
    expect(stripReply(text)).toBe(text);
  });

  it("keeps a message with no quote as it is, less surrounding blank lines", () => {
    const text = "\nHi! Just checking: do you travel to Lyon?\n\nMarie\n\n";
    expect(stripReply(text)).toBe("Hi! Just checking: do you travel to Lyon?\n\nMarie");
  });

  it("keeps a line that only starts like an attribution", () => {
    const text = "On Saturday we would like to start at 3.\nIs that possible?";
    expect(stripReply(text)).toBe(text);
  });

  it("keeps the quoted text when a reply is nothing but a quote", () => {
    const text = "On Tue, Mar 3, 2026 at 10:02 AM Sarah <s@example.com> wrote:\n> Please confirm the date.\n";
    expect(stripReply(text)).toContain("Please confirm the date.");
    expect(stripReply(text)).not.toMatch(/^>/m);
  });

  it("reads a very long message in one pass", () => {
    const text = `${"> quoted line\n".repeat(200_000)}my answer at the very end`;
    const started = performance.now();
    expect(stripReply(text)).toBe(text);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("answers an empty string for an empty message", () => {
    expect(stripReply("")).toBe("");
    expect(stripReply("\n\n")).toBe("");
  });
});
