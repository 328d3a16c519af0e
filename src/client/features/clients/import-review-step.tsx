import { AlertTriangle, ClipboardCheck, RotateCw } from "lucide-react";
import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-mobile";
import { projectTypeLabel } from "../../../shared/projects";
import {
  type ImportReview,
  importButtonLabel,
  REVIEW_SKIPPED,
  reviewSummary,
  stageText,
} from "./import-dry-run";

type PlannedRow = ImportReview["rows"][number];

function ClientBadge({ row }: { row: PlannedRow }) {
  return row.client === "new" ? <Badge variant="success">New</Badge> : <Badge variant="info">Existing</Badge>;
}

function StageCell({ row }: { row: PlannedRow }) {
  if (!row.project) return <span className="text-muted-foreground">—</span>;
  return <span className={row.project.stageMatched ? undefined : "text-amber-800"}>{stageText(row)}</span>;
}

/** The first planned rows: a compact table, or cards on a phone. */
function PlannedRows({ rows }: { rows: readonly PlannedRow[] }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.rowNumber} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-medium">{row.clientName}</span>
              <ClientBadge row={row} />
            </div>
            {row.project ? (
              <>
                <span>
                  {row.project.title}{" "}
                  <span className="text-muted-foreground">({projectTypeLabel(row.project.projectType)})</span>
                </span>
                <span className="text-muted-foreground">
                  Stage: <StageCell row={row} />
                </span>
              </>
            ) : (
              <span className="text-muted-foreground">No project</span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    // This box scrolls sideways rather than widen the dialog (min-w-0 inside the step's grid).
    <section
      aria-label="Rows to import"
      // A scrollable region must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
      tabIndex={0}
      className="min-w-0 overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&>[data-slot=table-container]]:overflow-visible"
    >
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-3">Client</TableHead>
            <TableHead>Project</TableHead>
            <TableHead>Type</TableHead>
            <TableHead className="pr-3">Stage</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.rowNumber}>
              <TableCell className="max-w-48 pl-3">
                <span className="flex items-center gap-2">
                  <span className="truncate" title={row.clientName}>
                    {row.clientName}
                  </span>
                  <ClientBadge row={row} />
                </span>
              </TableCell>
              <TableCell className="max-w-48 truncate" title={row.project?.title}>
                {row.project?.title ?? <span className="text-muted-foreground">—</span>}
              </TableCell>
              <TableCell>{row.project ? projectTypeLabel(row.project.projectType) : "—"}</TableCell>
              <TableCell className="max-w-56 pr-3 whitespace-normal">
                <StageCell row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

interface ImportReviewStepProps {
  review: ImportReview;
  /** How many rows the import would bring (the table shows the first few). */
  planned: number;
  /** Set when the dry run could not finish: nothing is offered but trying again. */
  failure?: string;
  onBack: () => void;
  onRetry: () => void;
  onImport: () => void;
}

/** Step 3: what the import would do, from the server's dry run, before anything is written. */
export function ImportReviewStep({
  review,
  planned,
  failure,
  onBack,
  onRetry,
  onImport,
}: ImportReviewStepProps) {
  const { skipped, rows } = review;
  const label = importButtonLabel(review);
  return (
    <div className="flex flex-1 flex-col gap-6">
      {failure ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <span className="flex items-start gap-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            The check stopped: {failure}
          </span>
          <Button type="button" variant="outline" size="sm" className="bg-background" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Check again
          </Button>
        </div>
      ) : (
        <div className="flex items-start gap-3" aria-live="polite">
          <ClipboardCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-solid" />
          <div className="grid gap-1">
            <p className="text-base font-semibold">{reviewSummary(review)}</p>
            <p className="text-sm text-muted-foreground">Nothing has been imported yet.</p>
          </div>
        </div>
      )}

      {rows.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="import-review-rows-heading">
          <h3 id="import-review-rows-heading" className="text-sm font-semibold">
            {planned > rows.length ? `The first ${rows.length} of ${planned} rows` : "What will be imported"}
          </h3>
          <PlannedRows rows={rows} />
        </section>
      ) : null}

      {skipped.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="import-review-skipped-heading">
          <h3 id="import-review-skipped-heading" className="text-sm font-semibold">
            Skipped rows
          </h3>
          <ul className="divide-y rounded-lg border text-sm">
            {skipped.slice(0, REVIEW_SKIPPED).map((row, index) => (
              <li key={`${row.rowNumber}-${index}`} className="flex gap-3 px-3 py-2">
                <span className="w-16 shrink-0 text-muted-foreground tabular-nums">Row {row.rowNumber}</span>
                <span className="min-w-0 break-words">{row.reason}</span>
              </li>
            ))}
          </ul>
          {skipped.length > REVIEW_SKIPPED ? (
            <p className="text-xs text-muted-foreground">
              And {skipped.length - REVIEW_SKIPPED} more, all listed in the report after the import.
            </p>
          ) : null}
        </section>
      ) : null}

      <StickyDialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="button" disabled={Boolean(failure) || label === "Nothing to import"} onClick={onImport}>
          {label}
        </Button>
      </StickyDialogFooter>
    </div>
  );
}
