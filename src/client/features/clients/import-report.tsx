import { AlertTriangle, CheckCircle2, Download, RotateCw } from "lucide-react";
import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import type { ImportRejection } from "../../../shared/clients";
import { downloadText } from "./download-text";
import { type ParsedCsv, rejectionsCsv } from "./import-clients";
import { createdHeadline } from "./import-dry-run";

/** How many rejections are listed on screen; the download has them all. */
const SHOWN = 200;

export interface ImportOutcome {
  created: number;
  /** Projects created, on the new clients or on clients the studio already had. */
  projectsCreated: number;
  /** Refused by the browser (missing names, unreadable dates) or by the server, in file order. */
  rejected: ImportRejection[];
  /** Rows with nothing in any mapped column. */
  blank: number;
  /** Rows not sent because the import stopped (failure or the Stop button). */
  remaining: number;
  failure?: string;
  stopped?: boolean;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

interface ImportReportProps {
  outcome: ImportOutcome;
  file: ParsedCsv & { fileName: string };
  onResume: () => void;
  onImportAnother: () => void;
}

/** The last step: what was created, and every rejected row with its number and reason. */
export function ImportReport({ outcome, file, onResume, onImportAnother }: ImportReportProps) {
  const { created, projectsCreated, rejected, blank, remaining, failure, stopped } = outcome;
  const downloadRejected = () =>
    downloadText(`${file.fileName.replace(/\.csv$/i, "")}-rejected-rows.csv`, rejectionsCsv(rejected, file));

  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="flex items-start gap-3" aria-live="polite">
        {created > 0 || projectsCreated > 0 ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-600" />
        ) : (
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-600" />
        )}
        <div className="grid gap-1">
          <p className="text-base font-semibold">{createdHeadline(created, projectsCreated)}</p>
          <p className="text-sm text-muted-foreground">
            {rejected.length > 0
              ? `${count(rejected.length, "row was", "rows were")} rejected; see why below.`
              : remaining > 0
                ? "Every row that was sent was imported."
                : "Every row was imported."}
            {blank > 0 ? ` ${count(blank, "empty row was", "empty rows were")} ignored.` : ""}
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-3">
        <div className="rounded-lg border border-green-200 bg-green-50 p-3">
          <dt className="text-xs font-medium text-green-800">Clients</dt>
          <dd className="text-2xl font-semibold text-green-900 tabular-nums">
            {created.toLocaleString("en-US")}
          </dd>
        </div>
        <div className="rounded-lg border border-green-200 bg-green-50 p-3">
          <dt className="text-xs font-medium text-green-800">Projects</dt>
          <dd className="text-2xl font-semibold text-green-900 tabular-nums">
            {projectsCreated.toLocaleString("en-US")}
          </dd>
        </div>
        <div
          className={
            rejected.length > 0
              ? "rounded-lg border border-amber-200 bg-amber-50 p-3"
              : "rounded-lg border p-3"
          }
        >
          <dt className={rejected.length > 0 ? "text-xs font-medium text-amber-800" : "text-xs font-medium"}>
            Rejected
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">{rejected.length.toLocaleString("en-US")}</dd>
        </div>
      </dl>

      {remaining > 0 ? (
        <div
          role="alert"
          className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p>
            {stopped
              ? "You stopped the import."
              : `The import stopped: ${failure ?? "the server did not answer."}`}{" "}
            {count(remaining, "row was", "rows were")} not sent.
          </p>
          <Button type="button" variant="outline" className="w-fit bg-background" onClick={onResume}>
            <RotateCw aria-hidden="true" />
            Import the remaining {count(remaining, "row", "rows")}
          </Button>
        </div>
      ) : null}

      {rejected.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="import-rejected-heading">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h3 id="import-rejected-heading" className="text-sm font-semibold">
                Rejected rows
              </h3>
              <p className="text-xs text-muted-foreground">Row 1 is the first row under the header.</p>
            </div>
            <Button type="button" variant="outline" size="sm" onClick={downloadRejected}>
              <Download aria-hidden="true" />
              Download rejected rows
            </Button>
          </div>
          <ul className="max-h-64 divide-y overflow-y-auto rounded-lg border text-sm">
            {rejected.slice(0, SHOWN).map((row, index) => (
              <li key={`${row.rowNumber}-${index}`} className="flex gap-3 px-3 py-2">
                <span className="w-16 shrink-0 text-muted-foreground tabular-nums">Row {row.rowNumber}</span>
                <span className="min-w-0 break-words">{row.reason}</span>
              </li>
            ))}
          </ul>
          {rejected.length > SHOWN ? (
            <p className="text-xs text-muted-foreground">
              Showing the first {SHOWN} of {rejected.length.toLocaleString("en-US")}. Download the list to see
              them all.
            </p>
          ) : null}
        </section>
      ) : null}

      <StickyDialogFooter>
        <Button type="button" variant="outline" onClick={onImportAnother}>
          Import another file
        </Button>
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </StickyDialogFooter>
    </div>
  );
}
