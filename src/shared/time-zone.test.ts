import { describe, expect, it } from "vitest";
import { registerInputSchema } from "./auth";
import { TIMEZONE_MESSAGE, timezoneField } from "./photographer";
import {
  allTimeZones,
  canonicalTimeZone,
  isValidTimeZone,
  localTimeZoneOr,
  timeZoneChoiceLabel,
  timeZoneLabel,
  timeZoneMatches,
  utcOffsetLabel,
} from "./time-zone";

describe("timeZoneLabel", () => {
  it("writes every underscore of the id as a space", () => {
    expect(timeZoneLabel("America/Los_Angeles")).toBe("America/Los Angeles");
    expect(timeZoneLabel("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos Aires");
    expect(timeZoneLabel("America/Port_of_Spain")).toBe("America/Port of Spain");
    expect(timeZoneLabel("Europe/Paris")).toBe("Europe/Paris");
  });

  it("is how the Settings choices name each zone, followed by its offset", () => {
    const winter = new Date("2027-01-15T12:00:00Z");
    for (const zone of ["America/New_York", "America/Los_Angeles", "Europe/London", "Asia/Kolkata"])
      expect(timeZoneChoiceLabel(zone, winter).startsWith(`${timeZoneLabel(zone)} (UTC`)).toBe(true);
  });
});

describe("any IANA zone", () => {
  const accepted = [
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Los_Angeles",
    "Europe/London",
    "Australia/Sydney",
    "Asia/Kolkata",
    "America/Phoenix",
    "Pacific/Honolulu",
    "America/Toronto",
    "Europe/Lisbon",
    "UTC",
  ];
  it.each(accepted)("accepts %s, kept as written", (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
    expect(timezoneField.parse(zone)).toBe(zone);
  });

  it("takes the case from Intl and trims", () => {
    expect(canonicalTimeZone("europe/london")).toBe("Europe/London");
    expect(timezoneField.parse("  America/Toronto ")).toBe("America/Toronto");
  });

  const refused = [
    "",
    "Mars/Olympus_Mons",
    "Europe/Londres",
    "junk",
    "+05:00",
    "-0800",
    "UTC+5",
    "America/",
    "../etc",
  ];
  it.each(refused)("refuses %j with the list's message", (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
    const result = timezoneField.safeParse(zone);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TIMEZONE_MESSAGE);
  });

  it("refuses a non-string", () => {
    expect(timezoneField.safeParse(5).error?.issues[0]?.message).toBe(TIMEZONE_MESSAGE);
  });

  it("offers every zone Intl lists, and UTC, each one valid", () => {
    const zones = allTimeZones();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain("UTC");
    expect(zones).toContain("Europe/London");
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones) expect(isValidTimeZone(zone), zone).toBe(true);
  });
});

describe("utcOffsetLabel", () => {
  it("gives the offset in force at the instant", () => {
    const winter = new Date("2027-01-15T12:00:00Z");
    const summer = new Date("2027-07-15T12:00:00Z");
    expect(utcOffsetLabel("Europe/London", winter)).toBe("UTC+00:00");
    expect(utcOffsetLabel("Europe/London", summer)).toBe("UTC+01:00");
    expect(utcOffsetLabel("America/New_York", winter)).toBe("UTC-05:00");
    expect(utcOffsetLabel("Asia/Kolkata", summer)).toBe("UTC+05:30");
    expect(utcOffsetLabel("America/Phoenix", summer)).toBe("UTC-07:00");
    expect(utcOffsetLabel("UTC", summer)).toBe("UTC+00:00");
    expect(timeZoneChoiceLabel("Europe/London", winter)).toBe("Europe/London (UTC+00:00)");
  });
});

describe("timeZoneMatches", () => {
  it("finds a zone by any words of its id, underscores or spaces alike", () => {
    expect(timeZoneMatches("America/New_York", "new york")).toBe(true);
    expect(timeZoneMatches("America/New_York", "NEW_YORK")).toBe(true);
    expect(timeZoneMatches("America/New_York", "york america")).toBe(true);
    expect(timeZoneMatches("America/New_York", "london")).toBe(false);
    expect(timeZoneMatches("Asia/Kolkata", "+05:30", "Asia/Kolkata (UTC+05:30)")).toBe(true);
  });
});

describe("signup's zone", () => {
  const base = { businessName: "Studio", email: "a@example.com", password: "s3cret-pass-long" };
  it("keeps a zone we know, and drops one we do not rather than refusing the signup", () => {
    expect(registerInputSchema.parse({ ...base, timezone: "Europe/Lisbon" }).timezone).toBe("Europe/Lisbon");
    expect(registerInputSchema.parse({ ...base, timezone: "Mars/Base" }).timezone).toBeUndefined();
    expect(registerInputSchema.parse(base).timezone).toBeUndefined();
  });

  it("defaults to the local zone when Intl gives a valid one", () => {
    expect(isValidTimeZone(localTimeZoneOr("America/New_York"))).toBe(true);
  });
});
