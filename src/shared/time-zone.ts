/**
 * Time zones: any IANA zone the platform's Intl knows is a studio's (or an event's) zone. The id is
 * stored, sent and handed to Intl and PostgreSQL as written ("America/Los_Angeles"); people read it
 * through timeZoneLabel, and pick it from timeZoneChoices with its current UTC offset. No zod here: the
 * public pages use these helpers and must stay small; the field that validates a zone is time-zone-field.ts.
 */
export const TIMEZONE_MESSAGE = "Choose a time zone from the list";

/**
 * How a time zone is written for people, everywhere it is named (settings, schedules, activity, e-mails):
 * its IANA id with spaces for underscores, "America/Los Angeles". The id itself keeps its underscores
 * wherever it is stored, sent or handed to Intl.
 */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}

// Names only: an offset such as "+05:00" is refused, because newer Intl accepts it while PostgreSQL
// reads a bare offset with the POSIX sign (east negative) and would shift every date the other way.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The id as Intl spells it, when it only differs in case ("europe/london"); null for no zone. */
export function canonicalTimeZone(zone: string): string | null {
  if (!ZONE_NAME.test(zone)) return null;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    // Intl resolves links ("Asia/Kolkata" may come back "Asia/Calcutta"): the id as given is kept,
    // only its case is taken from Intl when that is all that differs.
    return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
  } catch {
    return null;
  }
}

export function isValidTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

/** Every zone the platform knows, sorted, with "UTC" (which Intl lists under no region). */
export function allTimeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, "UTC"])].sort();
}

/** The zone's offset from UTC at `at`: "UTC+05:30", "UTC-08:00", "UTC+00:00". */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  // "GMT" alone is UTC itself; the offset part keeps Intl's sign (some engines write U+2212).
  const offset = name.replace(/^GMT/, "").replace("\u2212", "-");
  return `UTC${offset === "" ? "+00:00" : offset}`;
}

/** How a zone is offered in a picker: "America/Los Angeles (UTC-08:00)". */
export function timeZoneChoiceLabel(zone: string, at: Date = new Date()): string {
  return `${timeZoneLabel(zone)} (${utcOffsetLabel(zone, at)})`;
}

/** The browser's (or server's) own zone, when it is one we accept; else `fallback`. */
export function localTimeZoneOr(fallback: string): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return (zone && canonicalTimeZone(zone)) || fallback;
  } catch {
    return fallback;
  }
}

/**
 * Matches a picker's search: every word typed appears in the zone's id or label, case-insensitive,
 * so "new york", "new_york" and "york america" all find America/New_York (and "utc+05:30", given the
 * choice's label).
 */
export function timeZoneMatches(zone: string, search: string, label = ""): boolean {
  const words = search.toLowerCase().replaceAll("_", " ").split(/\s+/).filter(Boolean);
  const haystack = `${zone} ${timeZoneLabel(zone)} ${label}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
