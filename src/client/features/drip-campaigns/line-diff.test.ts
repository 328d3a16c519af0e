import { describe, expect, it } from "vitest";
import type { CustomCampaignEmail } from "../../../shared/drip-campaigns";
import { diffEmails, diffSummary, foldUnchanged, hasChanges, lineDiff } from "./line-diff";

const email = (
  sequenceIndex: number,
  subject: string,
  textBody: string,
  daysAfterStart = sequenceIndex * 7,
) =>
  ({
    id: `e${sequenceIndex}-${subject}`,
    campaignId: "c",
    sequenceIndex,
    subject,
    textBody,
    htmlBody: null,
    daysAfterStart,
    approvalStatus: "APPROVED",
    approvedAt: null,
    approvedBy: null,
    rejectionReason: null,
    hasManualEdits: false,
    original: null,
    lastEditedAt: null,
    lastEditedBy: null,
  }) satisfies CustomCampaignEmail;

describe("lineDiff", () => {
  it("keeps the shared lines and marks the others removed before added", () => {
    expect(lineDiff("Hi\nold line\nBye", "Hi\nnew line\nBye")).toEqual([
      { kind: "same", text: "Hi" },
      { kind: "removed", text: "old line" },
      { kind: "added", text: "new line" },
      { kind: "same", text: "Bye" },
    ]);
  });

  it("finds the longest run of shared lines, not the first match", () => {
    const lines = lineDiff("a\nb\nc\nd", "b\nc\nd\na");
    expect(lines.filter((l) => l.kind === "same").map((l) => l.text)).toEqual(["b", "c", "d"]);
    expect(lines.filter((l) => l.kind !== "same")).toEqual([
      { kind: "removed", text: "a" },
      { kind: "added", text: "a" },
    ]);
  });

  it("treats an empty side as all added or all removed, and identical text as unchanged", () => {
    expect(lineDiff("", "one\ntwo")).toEqual([
      { kind: "added", text: "one" },
      { kind: "added", text: "two" },
    ]);
    expect(lineDiff("one", "")).toEqual([{ kind: "removed", text: "one" }]);
    expect(hasChanges(lineDiff("same\ntext", "same\ntext"))).toBe(false);
    expect(lineDiff("", "")).toEqual([]);
  });

  it("reads Windows line ends as plain ones", () => {
    expect(hasChanges(lineDiff("a\r\nb", "a\nb"))).toBe(false);
  });
});

describe("foldUnchanged", () => {
  it("keeps two lines around a change and folds the long runs", () => {
    const before = Array.from({ length: 10 }, (_, i) => `line ${i}`).join("\n");
    const after = before.replace("line 5", "LINE FIVE");
    const shown = foldUnchanged(lineDiff(before, after));
    expect(shown[0]).toEqual({ folded: 3 });
    expect(shown.filter((l) => "kind" in l).map((l) => ("kind" in l ? l.text : ""))).toEqual([
      "line 3",
      "line 4",
      "line 5",
      "LINE FIVE",
      "line 6",
      "line 7",
    ]);
    expect(shown.at(-1)).toEqual({ folded: 2 });
  });
});

describe("diffEmails", () => {
  it("pairs e-mails by their place and says which changed, were added or removed", () => {
    const previous = [email(0, "Hello", "Hi\nthere"), email(1, "Next", "Body"), email(2, "Gone", "Old")];
    const current = [email(0, "Hello", "Hi\nthere"), email(1, "Next!", "Body", 10)];
    const diffs = diffEmails(previous, current);
    expect(diffs.map((d) => d.kind)).toEqual(["unchanged", "changed", "removed"]);
    expect(diffs[1]!.day).toEqual([7, 10]);
    expect(diffs[1]!.subjectLines).toEqual([
      { kind: "removed", text: "Next" },
      { kind: "added", text: "Next!" },
    ]);
    expect(diffs[2]!.subject).toBe("Gone");
    expect(diffSummary(diffs)).toBe("1 e-mail changed, 1 removed");
  });

  it("orders by sequence, whatever order the list came in", () => {
    const diffs = diffEmails(
      [email(1, "B", "b"), email(0, "A", "a")],
      [email(0, "A", "a"), email(1, "B", "b")],
    );
    expect(diffs.every((d) => d.kind === "unchanged")).toBe(true);
    expect(diffSummary(diffs)).toBe("No e-mail changed");
  });

  it("makes every e-mail new when there is no version before", () => {
    const diffs = diffEmails(null, [email(0, "A", "a")]);
    expect(diffs).toHaveLength(1);
    expect(diffs[0]!.kind).toBe("added");
    expect(diffSummary(diffs)).toBe("1 e-mail added");
  });
});
