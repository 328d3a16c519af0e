import { describe, expect, it } from "vitest";
import { buildFeed, buildInvite, escapeText, foldLine, formatUtc } from "./ics.js";

const event = {
  uid: "booking-1@focal.test",
  sequence: 0,
  start: new Date("2026-12-01T15:00:00Z"),
  end: new Date("2026-12-01T16:00:00Z"),
  summary: "Consultation with Golden Hour Studio",
  description: "Confirm: https://focal.test/public/booking/abc\nNotes: June wedding, 120 guests; outdoors",
  status: "TENTATIVE" as const,
  organizer: { name: "Golden Hour Studio", email: "hello@goldenhour.example" },
  attendee: { name: "Emma Carter", email: "emma@example.com" },
};

/** Undoes line folding, as a calendar app reading the file would. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("iCalendar text", () => {
  it("escapes text values", () => {
    expect(escapeText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(line);
    for (const piece of folded.split("\r\n"))
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("formats instants in UTC", () => {
    expect(formatUtc(new Date("2026-03-08T13:05:09.123Z"))).toBe("20260308T130509Z");
  });

  it("builds an invitation calendar apps accept: CRLF, METHOD:REQUEST, one VEVENT with its people", () => {
    const ics = buildInvite(event, "REQUEST", new Date("2026-11-23T10:00:00Z"));
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").every((l) => !l.includes("\n"))).toBe(true);
    const text = unfold(ics);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:/);
    expect(text).toContain("METHOD:REQUEST");
    expect(text).toContain("DTSTART:20261201T150000Z");
    expect(text).toContain("DTEND:20261201T160000Z");
    expect(text).toContain("DTSTAMP:20261123T100000Z");
    expect(text).toContain("UID:booking-1@focal.test");
    expect(text).toContain("STATUS:TENTATIVE");
    expect(text).toContain(
      "DESCRIPTION:Confirm: https://focal.test/public/booking/abc\\nNotes: June wedding\\, 120 guests\\; outdoors",
    );
    expect(text).toContain('ORGANIZER;CN="Golden Hour Studio":mailto:hello@goldenhour.example');
    expect(text).toContain(
      'ATTENDEE;CN="Emma Carter";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:emma@example.com',
    );
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("builds a subscription feed with timed bookings and all-day event dates", () => {
    const ics = unfold(
      buildFeed(
        "Golden Hour Studio · Focal",
        [event],
        [{ uid: "project-1@focal.test", date: "2027-06-12", summary: "Emma & James" }],
      ),
    );
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("X-WR-CALNAME:Golden Hour Studio · Focal");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270612");
    expect(ics).toContain("DTEND;VALUE=DATE:20270613");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // The last day of a month rolls over correctly.
    expect(unfold(buildFeed("x", [], [{ uid: "p", date: "2026-12-31", summary: "NYE" }]))).toContain(
      "DTEND;VALUE=DATE:20270101",
    );
  });
});
