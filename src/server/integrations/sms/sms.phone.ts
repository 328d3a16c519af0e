/**
 * Phone numbers as Twilio wants them: E.164 (+ country code + number, at most 15 digits). Studios
 * type US numbers every way ("(415) 555-0134", "415.555.0134", "1 415 555 0134"), so 10-digit
 * numbers and 11-digit numbers starting with 1 are taken as US/Canada; any other country needs its
 * + (or 00) prefix. Letters and other text are refused rather than guessed at.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const international = trimmed.startsWith("+");
  // A + anywhere but the front is a typo, not a number.
  if (trimmed.slice(1).includes("+")) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (international || digits.startsWith("00")) {
    if (!international) digits = digits.slice(2);
    return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  // North American area codes never start with 0 or 1.
  return /^[2-9]\d{9}$/.test(digits) ? `+1${digits}` : null;
}
