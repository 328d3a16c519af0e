/**
 * How a time zone is written for people, everywhere it is named (settings, schedules, activity, e-mails):
 * its IANA id with spaces for underscores, "America/Los Angeles". The id itself keeps its underscores
 * wherever it is stored, sent or handed to Intl.
 */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}
