import { describe, expect, it } from "vitest";
import { attachmentHref } from "./outbox-reader";

describe("an outbox attachment's link", () => {
  it("keeps a receipt PDF's bytes (base64) and a calendar file's text", () => {
    const pdf = Buffer.from("%PDF-1.7 \u00ff\u0000").toString("base64");
    expect(
      attachmentHref({
        filename: "receipt.pdf",
        contentType: "application/pdf",
        content: pdf,
        encoding: "base64",
      }),
    ).toBe(`data:application/pdf;base64,${pdf}`);
    expect(
      attachmentHref({
        filename: "invite.ics",
        contentType: "text/calendar; method=REQUEST",
        content: "A B",
      }),
    ).toBe("data:text/calendar;charset=utf-8,A%20B");
  });
});
