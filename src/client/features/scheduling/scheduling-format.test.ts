import { describe, expect, it } from "vitest";
import type { AvailabilityTemplate, Booking } from "../../../shared/scheduling";
import { normalizeTime } from "../../lib/form-values";
import {
  bookingMarkers,
  bookingStatus,
  bookingTypeLabel,
  dayLabel,
  dayOf,
  dayTitle,
  longDate,
  monthRange,
  selfBookingUrl,
  slotReason,
  summarizeTemplates,
  timeRange,
  todayIn,
  upcomingBookings,
  weekdayLabel,
  zoneName,
} from "./scheduling-format";

const NY = "America/New_York";

let nextId = 0;
function template(dayOfWeek: number, startTime: string, endTime: string, isEnabled = true) {
  nextId += 1;
  return { id: `t${nextId}`, dayOfWeek, startTime, endTime, isEnabled, breaks: [] } as AvailabilityTemplate;
}

function booking(startAt: string, endAt: string, status = "CONFIRMED"): Booking {
  nextId += 1;
  return {
    id: `b${nextId}`,
    projectId: null,
    clientId: null,
    title: "Consultation",
    description: null,
    startAt,
    endAt,
    status,
    bookingType: "CONSULTATION",
    isFirstBooking: false,
    meetingLink: null,
    googleMeetLink: null,
    bookingToken: "tok",
    clientName: "Ada",
    clientEmail: null,
    clientPhone: null,
    createdAt: startAt,
  };
}

describe("day names", () => {
  it("reads the form's day names and the API's numbers as words", () => {
    expect(dayLabel("MONDAY")).toBe("Monday");
    expect(weekdayLabel(0)).toBe("Sunday");
    expect(weekdayLabel(6)).toBe("Saturday");
  });
});

describe("summarizeTemplates", () => {
  it("joins runs of days with the same hours, Monday first", () => {
    const week = [1, 2, 3, 4, 5].map((d) => template(d, "09:00", "17:00"));
    expect(summarizeTemplates([...week, template(6, "10:00", "14:00")])).toEqual([
      "Mon–Fri 09:00–17:00",
      "Sat 10:00–14:00",
    ]);
  });

  it("puts Sunday last and leaves disabled days out, breaking the run", () => {
    const list = [
      template(0, "09:00", "12:00"),
      template(1, "09:00", "12:00"),
      template(2, "09:00", "12:00", false),
      template(3, "09:00", "12:00"),
    ];
    expect(summarizeTemplates(list)).toEqual(["Mon 09:00–12:00", "Wed 09:00–12:00", "Sun 09:00–12:00"]);
  });

  it("lists a split day's hours in order", () => {
    expect(summarizeTemplates([template(2, "13:00", "17:00"), template(2, "08:00", "12:00")])).toEqual([
      "Tue 08:00–12:00, 13:00–17:00",
    ]);
  });

  it("says nothing when there are no hours", () => {
    expect(summarizeTemplates([])).toEqual([]);
  });
});

describe("times and dates in the studio's zone", () => {
  it("shows a 24-hour range on the studio's clock", () => {
    expect(timeRange("2026-03-02T14:00:00Z", "2026-03-02T15:00:00Z", NY)).toBe("09:00–10:00");
    // After the spring change New York is UTC-4.
    expect(timeRange("2026-03-09T13:00:00Z", "2026-03-09T14:30:00Z", NY)).toBe("09:00–10:30");
  });

  it("dates a late-evening instant on the studio's day", () => {
    expect(longDate("2026-03-03T02:30:00Z", NY)).toBe("March 2, 2026");
    expect(dayOf("2026-03-03T02:30:00Z", NY)).toBe("2026-03-02");
    expect(todayIn(NY, new Date("2026-03-03T02:30:00Z"))).toBe("2026-03-02");
  });

  it("names a day without a zone and the zone itself", () => {
    expect(dayTitle("2026-03-02")).toBe("Monday, March 2, 2026");
    expect(zoneName(NY, new Date("2026-01-15T12:00:00Z"))).toBe("Eastern Standard Time (America/New York)");
    expect(zoneName("Not/AZone")).toBe("Not/AZone");
  });

  it("writes a zone's id the one way it is written everywhere, with spaces for underscores", () => {
    expect(zoneName("America/Los_Angeles", new Date("2026-07-15T12:00:00Z"))).toBe(
      "Pacific Daylight Time (America/Los Angeles)",
    );
    expect(zoneName("Not/A_Zone")).toBe("Not/A Zone");
  });

  it("spans a whole month, leap years included", () => {
    expect(monthRange("2028-02")).toEqual({ startDate: "2028-02-01", endDate: "2028-02-29" });
    expect(monthRange("2026-12")).toEqual({ startDate: "2026-12-01", endDate: "2026-12-31" });
  });
});

describe("bookings", () => {
  const now = Date.parse("2026-03-02T12:00:00Z");

  it("keeps what is still to come, soonest first, without cancelled ones", () => {
    const later = booking("2026-03-05T14:00:00Z", "2026-03-05T15:00:00Z");
    const ongoing = booking("2026-03-02T11:30:00Z", "2026-03-02T12:30:00Z", "PENDING");
    const past = booking("2026-03-01T14:00:00Z", "2026-03-01T15:00:00Z");
    const cancelled = booking("2026-03-04T14:00:00Z", "2026-03-04T15:00:00Z", "CANCELLED");
    expect(upcomingBookings([later, past, cancelled, ongoing], now).map((b) => b.id)).toEqual([
      ongoing.id,
      later.id,
    ]);
  });

  it("colours the statuses as the status list says", () => {
    expect(bookingStatus("PENDING")).toEqual({ label: "Pending", tone: "amber" });
    expect(bookingStatus("CONFIRMED")).toEqual({ label: "Confirmed", tone: "green" });
    expect(bookingStatus("CANCELLED")).toEqual({ label: "Cancelled", tone: "red" });
    expect(bookingStatus("COMPLETED")).toEqual({ label: "COMPLETED", tone: "blue" });
  });

  it("marks the studio-local days with bookings, amber while one waits", () => {
    const markers = bookingMarkers(
      [
        booking("2026-03-03T02:00:00Z", "2026-03-03T03:00:00Z"),
        booking("2026-03-02T15:00:00Z", "2026-03-02T16:00:00Z", "PENDING"),
        booking("2026-03-04T15:00:00Z", "2026-03-04T16:00:00Z", "CANCELLED"),
        booking("2026-03-05T15:00:00Z", "2026-03-05T16:00:00Z"),
      ],
      NY,
    );
    expect(markers).toEqual({
      "2026-03-02": { color: "#f59e0b", label: "2 bookings, awaiting confirmation" },
      "2026-03-05": { color: "#16a34a", label: "1 booking" },
    });
  });

  it("names the booking type, a consultation by default", () => {
    expect(bookingTypeLabel("CONSULTATION")).toBe("Consultation");
    expect(bookingTypeLabel("ENGAGEMENT_SHOOT")).toBe("Engagement shoot");
    expect(bookingTypeLabel("")).toBe("Consultation");
    expect(bookingTypeLabel(null)).toBe("Consultation");
  });
});

describe("slots and links", () => {
  const now = Date.parse("2026-03-02T12:00:00Z");

  it("gives a short reason for a slot that cannot be offered", () => {
    const future = "2026-03-03T14:00:00Z";
    expect(slotReason({ reason: "BUFFER", startTime: future }, now)).toBe("Buffer around a booking");
    expect(slotReason({ reason: "BUSY", startTime: future }, now)).toBe("Busy in your calendar");
    expect(slotReason({ reason: "TOO_SOON", startTime: future }, now)).toBe("Inside your minimum notice");
    expect(slotReason({ reason: "TOO_SOON", startTime: "2026-03-02T09:00:00Z" }, now)).toBe("Already passed");
  });

  it("builds the self-booking link", () => {
    expect(selfBookingUrl("https://focal.example", "abc")).toBe("https://focal.example/booking/calendar/abc");
  });
});

describe("normalizeTime", () => {
  it("tidies what was typed to HH:MM", () => {
    expect(normalizeTime("9")).toBe("09:00");
    expect(normalizeTime(" 930 ")).toBe("09:30");
    expect(normalizeTime("9.30")).toBe("09:30");
    expect(normalizeTime("17:05")).toBe("17:05");
    expect(normalizeTime("1730")).toBe("17:30");
  });

  it("leaves what is not a time for the validator", () => {
    expect(normalizeTime("")).toBe("");
    expect(normalizeTime("25:00")).toBe("25:00");
    expect(normalizeTime("noon")).toBe("noon");
  });
});
