/**
 * The reply without what mail programs add below it: the quoted earlier message ("On … wrote:", an
 * Outlook header block, ">" lines) and the signature. The thread already holds the earlier message, so
 * showing it again only buries the answer; the whole text is kept beside it for the studio to open.
 */

/** Gmail, Apple Mail, Thunderbird: "On Tue, 3 Mar 2026 at 10:02, Ann Lee <ann@example.com> wrote:". */
const WROTE =
  /^\s*(On|Le|Am|El|Il|Op|Em)\s.+\s(wrote|a écrit|schrieb|escribió|ha scritto|schreef|escreveu)\s*:\s*$/i;
/** The same line broken in two by a mail program that wraps at 76 characters. */
const WROTE_START = /^\s*(On|Le|Am|El|Il|Op|Em)\s.*\d/i;
const WROTE_END = /(wrote|a écrit|schrieb|escribió|ha scritto|schreef|escreveu)\s*:\s*$/i;
/** Outlook and older clients. */
const ORIGINAL_MESSAGE =
  /^\s*-{2,}\s*(Original Message|Forwarded message|Ursprüngliche Nachricht|Message d'origine)\s*-{2,}\s*$/i;
/** Outlook's header block: "From: …" followed within a few lines by "Sent:" or "Date:" (and To, Subject). */
const FROM_HEADER = /^\s*\*?(From|Von|De)\s*:\*?\s+\S/i;
const SENT_HEADER = /^\s*\*?(Sent|Date|Gesendet|Envoyé|To|Subject)\s*:\*?\s/i;
/** A line of underscores Outlook draws above the header block. */
const RULE = /^\s*_{10,}\s*$/;
/** The signature delimiter ("-- ", some programs drop the space) and phones' one-line signatures. */
const SIGNATURE = /^--\s?$/;
const SENT_FROM =
  /^\s*(Sent from my [\w ]{1,30}|Sent from (Outlook|Mail|Yahoo Mail) for [\w ]{1,20}|Get Outlook for \w+)\s*$/i;
const QUOTED = /^\s*>/;

/** Where the quoted earlier message starts: the index of its first line, or -1. */
function quoteStart(lines: readonly string[]): number {
  // The last line that is neither quoted nor blank: a ">" line after it starts a quote to the end.
  let lastOwn = lines.length - 1;
  while (lastOwn >= 0 && (QUOTED.test(lines[lastOwn]!) || lines[lastOwn]!.trim() === "")) lastOwn--;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (WROTE.test(line) || ORIGINAL_MESSAGE.test(line) || RULE.test(line)) {
      // A rule of underscores counts only when the Outlook header block follows it.
      if (RULE.test(line) && !isHeaderBlock(lines, i + 1)) continue;
      return i;
    }
    if (WROTE_START.test(line) && !WROTE_END.test(line) && WROTE_END.test(lines[i + 1] ?? "")) return i;
    if (isHeaderBlock(lines, i)) return i;
    // A run of ">" lines that lasts to the end (blank lines aside) is the quoted message; ">" lines
    // with the reply written between them (inline answers) are kept.
    if (QUOTED.test(line) && i > lastOwn) return i;
  }
  return -1;
}

function isHeaderBlock(lines: readonly string[], at: number): boolean {
  if (!FROM_HEADER.test(lines[at] ?? "")) return false;
  return lines.slice(at + 1, at + 5).some((line) => SENT_HEADER.test(line));
}

function signatureStart(lines: readonly string[]): number {
  return lines.findIndex((line) => SIGNATURE.test(line) || SENT_FROM.test(line));
}

const withoutTrailingBlank = (lines: readonly string[]) => {
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === "") end--;
  return lines.slice(0, end);
};

/** The reply text alone; the whole text trimmed when nothing is left without the quote. */
export function stripReply(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const quote = quoteStart(lines);
  let reply = quote >= 0 ? lines.slice(0, quote) : lines;
  const signature = signatureStart(reply);
  if (signature >= 0) reply = reply.slice(0, signature);
  const stripped = withoutTrailingBlank(reply).join("\n").trim();
  if (stripped) return stripped;
  // Nothing but a quote (a forward, or "see below" lost): the quoted text, its ">" marks taken off,
  // says more than an empty message would.
  const quoted = quote >= 0 ? lines.slice(quote) : lines;
  return withoutTrailingBlank(quoted.map((line) => line.replace(/^\s*>\s?/, "")))
    .join("\n")
    .trim();
}
