import { describe, expect, it } from "vitest";
import { eventDayWithZone, zonePlaceName } from "./event-zone-label";

describe("eventDayWithZone", () => {
  it("names both zones when the event's differs from the studio's", () => {
    expect(eventDayWithZone("Sat 12 Jun 2027", "Europe/Lisbon", "America/New_York")).toBe(
      "Sat 12 Jun 2027 · Lisbon time (Europe/Lisbon); studio: America/New York",
    );
  });

  it("names the studio's zone alone for an event without one, or with the same one", () => {
    const same = "Sat 12 Jun 2027 · New York time (America/New York)";
    expect(eventDayWithZone("Sat 12 Jun 2027", null, "America/New_York")).toBe(same);
    expect(eventDayWithZone("Sat 12 Jun 2027", "America/New_York", "America/New_York")).toBe(same);
  });

  it("says the place of any zone", () => {
    expect(zonePlaceName("America/Argentina/Buenos_Aires")).toBe("Buenos Aires time");
    expect(zonePlaceName("UTC")).toBe("UTC");
  });
});
