/**
 * What changed between two versions of a campaign, for the version timeline: a line diff of each
 * e-mail's subject and text, the e-mails paired by their place in the sequence.
 */
import type { CustomCampaignEmail } from "../../../shared/drip-campaigns";

export type DiffLineKind = "same" | "added" | "removed";

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

/**
 * The lines of `before` and `after` as kept, removed and added, removed lines before the added ones that
 * replace them. A longest common subsequence: e-mails are short, so the quadratic table is cheap.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  // common[i][j]: how many lines a[i..] and b[j..] share, in order.
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      lines.push({ kind: "removed", text: a[i]! });
      i++;
    } else {
      lines.push({ kind: "added", text: b[j]! });
      j++;
    }
  }
  for (; i < a.length; i++) lines.push({ kind: "removed", text: a[i]! });
  for (; j < b.length; j++) lines.push({ kind: "added", text: b[j]! });
  return lines;
}

function splitLines(text: string): string[] {
  return text === "" ? [] : text.replace(/\r\n?/g, "\n").split("\n");
}

/**
 * The lines worth showing: changes with `context` unchanged lines around them; each longer run of
 * unchanged lines becomes `{ folded: n }`, so a long e-mail shows where it moved.
 */
export function foldUnchanged(lines: readonly DiffLine[], context = 2): (DiffLine | { folded: number })[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((l) => l.kind !== "same"),
  );
  const out: (DiffLine | { folded: number })[] = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (near[index]) {
      if (folded) out.push({ folded });
      folded = 0;
      out.push(line);
    } else folded++;
  });
  if (folded) out.push({ folded });
  return out;
}

export const hasChanges = (lines: readonly DiffLine[]) => lines.some((line) => line.kind !== "same");

export type EmailChangeKind = "added" | "removed" | "changed" | "unchanged";

export interface EmailDiff {
  /** Its place in the sequence, from 1. */
  position: number;
  kind: EmailChangeKind;
  /** The subject it has now (or had, when removed). */
  subject: string;
  subjectLines: DiffLine[];
  textLines: DiffLine[];
  /** Its day moved: [before, after]. */
  day: [number, number] | null;
}

const bySequence = (emails: readonly CustomCampaignEmail[]) =>
  [...emails].sort((x, y) => x.sequenceIndex - y.sequenceIndex);

/**
 * Each e-mail of `current` against the e-mail at the same place in `previous` (a version's copies have
 * ids of their own, so the place is what pairs them). Without a previous version every e-mail is new.
 */
export function diffEmails(
  previous: readonly CustomCampaignEmail[] | null,
  current: readonly CustomCampaignEmail[],
): EmailDiff[] {
  const before = bySequence(previous ?? []);
  const after = bySequence(current);
  const count = Math.max(before.length, after.length);
  const diffs: EmailDiff[] = [];
  for (let index = 0; index < count; index++) {
    const old = before[index];
    const now = after[index];
    const subjectLines = lineDiff(old?.subject ?? "", now?.subject ?? "");
    const textLines = lineDiff(old?.textBody ?? "", now?.textBody ?? "");
    const day: [number, number] | null =
      old && now && old.daysAfterStart !== now.daysAfterStart
        ? [old.daysAfterStart, now.daysAfterStart]
        : null;
    const kind: EmailChangeKind = !old
      ? "added"
      : !now
        ? "removed"
        : hasChanges(subjectLines) || hasChanges(textLines) || day
          ? "changed"
          : "unchanged";
    diffs.push({
      position: index + 1,
      kind,
      subject: (now ?? old)!.subject,
      subjectLines,
      textLines,
      day,
    });
  }
  return diffs;
}

/** One line of the timeline's summary: "2 e-mails changed, 1 added". */
export function diffSummary(diffs: readonly EmailDiff[]): string {
  const counts = { changed: 0, added: 0, removed: 0 };
  for (const diff of diffs) if (diff.kind !== "unchanged") counts[diff.kind]++;
  const parts = (["changed", "added", "removed"] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind, index) => {
      const n = counts[kind];
      // The first figure names what is counted: "1 e-mail changed, 2 added".
      return index === 0 ? `${n} ${n === 1 ? "e-mail" : "e-mails"} ${kind}` : `${n} ${kind}`;
    });
  return parts.length === 0 ? "No e-mail changed" : parts.join(", ");
}
