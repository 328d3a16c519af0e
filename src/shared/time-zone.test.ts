import { describe, expect, it } from "vitest";
import { TIMEZONES } from "./auth";
import { TIMEZONE_LABELS } from "./photographer";
import { timeZoneLabel } from "./time-zone";

describe("timeZoneLabel", () => {
  it("writes every underscore of the id as a space", () => {
    expect(timeZoneLabel("America/Los_Angeles")).toBe("America/Los Angeles");
    expect(timeZoneLabel("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos Aires");
    expect(timeZoneLabel("America/Port_of_Spain")).toBe("America/Port of Spain");
    expect(timeZoneLabel("Europe/Paris")).toBe("Europe/Paris");
  });

  it("is how the Settings choices name each zone", () => {
    for (const zone of TIMEZONES)
      expect(TIMEZONE_LABELS[zone].startsWith(`${timeZoneLabel(zone)} (`)).toBe(true);
  });
});
