/**
 * The time-zone picker's pure parts: the list it offers, how a search narrows it, and which option
 * the arrow keys land on. Kept out of the component so they are tested without a DOM.
 */
import { allTimeZones, timeZoneChoiceLabel, timeZoneMatches } from "../../shared/time-zone";

export interface ZoneChoice {
  /** The IANA id, or null for the picker's "none" entry (an event's "Same as studio"). */
  zone: string | null;
  label: string;
}

/**
 * Every zone Intl knows (+ UTC), each with its offset now; `current` is kept even when this browser
 * does not list it (a link such as Asia/Kolkata, or newer zone data on the server), so it stays visible.
 */
export function zoneChoices(current: string | null, at: Date = new Date(), noneLabel?: string): ZoneChoice[] {
  const zones = allTimeZones();
  if (current && !zones.includes(current)) zones.unshift(current);
  const choices: ZoneChoice[] = zones.map((zone) => ({ zone, label: safeChoiceLabel(zone, at) }));
  return noneLabel === undefined ? choices : [{ zone: null, label: noneLabel }, ...choices];
}

function safeChoiceLabel(zone: string, at: Date): string {
  try {
    return timeZoneChoiceLabel(zone, at);
  } catch {
    return zone;
  }
}

/** The choices a search leaves; the "none" entry always stays first so it can be picked again. */
export function filterChoices(choices: ZoneChoice[], query: string): ZoneChoice[] {
  if (query.trim() === "") return choices;
  return choices.filter((c) => c.zone === null || timeZoneMatches(c.zone, query, c.label));
}

/** The option a key moves to, or undefined for a key the list does not handle. */
export function movedActive(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case "ArrowDown":
      return Math.min(active + 1, count - 1);
    case "ArrowUp":
      return Math.max(active - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    case "PageDown":
      return Math.min(active + 10, count - 1);
    case "PageUp":
      return Math.max(active - 10, 0);
    default:
      return undefined;
  }
}
