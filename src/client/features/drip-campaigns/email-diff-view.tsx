import { Minus, Plus } from "lucide-react";
import { cn } from "@/lib/utils";
import { type DiffLine, type EmailDiff, foldUnchanged } from "./line-diff";

const KIND_WORDS = {
  added: "New e-mail",
  removed: "Removed e-mail",
  changed: "Changed",
  unchanged: "Unchanged",
};

/** One e-mail's changes: its subject and text line by line, added and removed lines marked by sign and word. */
export function EmailDiffView({ diff }: { diff: EmailDiff }) {
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid={`email-diff-${diff.position}`}>
      <p className="text-sm">
        <span className="font-medium">
          E-mail {diff.position} · {KIND_WORDS[diff.kind]}
        </span>
        {diff.day ? (
          <span className="text-muted-foreground">
            {" "}
            · day {diff.day[0]} → day {diff.day[1]}
          </span>
        ) : null}
      </p>
      <DiffBlock label="Subject" lines={diff.subjectLines} />
      <DiffBlock label="Text" lines={diff.textLines} />
    </div>
  );
}

const LINE_LOOK = {
  added: { className: "bg-green-50 text-green-900", sign: Plus, words: "Added: " },
  removed: {
    className: "bg-red-50 text-red-900 line-through decoration-red-900/40",
    sign: Minus,
    words: "Removed: ",
  },
  same: { className: "text-muted-foreground", sign: null, words: "" },
} as const;

function DiffBlock({ label, lines }: { label: string; lines: readonly DiffLine[] }) {
  if (!lines.some((line) => line.kind !== "same")) {
    return <p className="text-xs text-muted-foreground">{label}: unchanged</p>;
  }
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul aria-label={`${label} changes`} className="overflow-x-auto rounded border font-mono text-xs">
        {foldUnchanged(lines).map((line, index) => {
          if ("folded" in line) {
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one diff never reorder.
              <li key={index} className="px-2 py-0.5 text-muted-foreground italic">
                {line.folded === 1 ? "1 unchanged line" : `${line.folded} unchanged lines`}
              </li>
            );
          }
          const look = LINE_LOOK[line.kind];
          const Sign = look.sign;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one diff never reorder.
            <li key={index} className={cn("flex gap-2 px-2 py-0.5 whitespace-pre-wrap", look.className)}>
              <span className="w-3 shrink-0 select-none" aria-hidden="true">
                {Sign ? <Sign className="mt-0.5 size-3" /> : null}
              </span>
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {look.words ? <span className="sr-only">{look.words}</span> : null}
                {line.text || "\u00a0"}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
