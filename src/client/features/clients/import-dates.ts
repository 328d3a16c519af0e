/** A file's dates, read in the two formats spreadsheets and CRMs export, as the API's YYYY-MM-DD. */

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A file's date as YYYY-MM-DD. Accepts YYYY-MM-DD (a time after it is ignored) and M/D/YYYY;
 * returns null for anything else or a day that does not exist.
 */
export function toIsoDate(raw: string): string | null {
  const value = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (us) {
    [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  } else {
    return null;
  }
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}
