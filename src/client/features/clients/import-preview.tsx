import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-mobile";
import { IMPORT_CLIENT_FIELDS } from "../../../shared/clients";
import { MAPPING_LABELS, type PreviewRow } from "./import-clients";

/** A row's project columns in one line: "Moreno Wedding · Wedding · Proposal Sent". */
const projectText = (values: PreviewRow["values"]) =>
  [values.projectName, values.projectType, values.projectStage].filter(Boolean).join(" · ");

/** `pending`: the row has an address the server has not yet said is new, so it is not "Ready" yet. */
function RowStatus({ problem, pending }: { problem: string | null; pending: boolean }) {
  if (problem) {
    return (
      <Badge variant="warning" className="max-w-full whitespace-normal text-left">
        Skipped: {problem}
      </Badge>
    );
  }
  return pending ? <Badge variant="secondary">Checking…</Badge> : <Badge variant="success">Ready</Badge>;
}

/**
 * The first rows as they will be imported (names split, dates converted), each marked Ready or Skipped
 * with the reason: a table, or cards on a phone. `checking`: the existing-clients check is under way;
 * `showProject`: a project column is mapped, so each row's project is shown in one column.
 */
export function ImportPreview({
  rows,
  checking = false,
  showProject = false,
}: {
  rows: readonly PreviewRow[];
  checking?: boolean;
  showProject?: boolean;
}) {
  const isMobile = useIsMobile();
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No rows with data to preview.</p>;
  }
  if (isMobile) {
    return (
      <ul className="grid gap-2">
        {rows.map(({ rowNumber, values, problem }) => (
          <li key={rowNumber} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">
                {values.firstName || values.lastName ? `${values.firstName} ${values.lastName}` : "(no name)"}
              </span>
              <span className="text-xs text-muted-foreground">Row {rowNumber}</span>
            </div>
            {values.email ? <span className="truncate">{values.email}</span> : null}
            {values.phone ? <span className="text-muted-foreground">{values.phone}</span> : null}
            {values.eventDate ? (
              <span className="text-muted-foreground">Event {values.eventDate}</span>
            ) : null}
            {showProject && projectText(values) ? (
              <span className="text-muted-foreground">Project: {projectText(values)}</span>
            ) : null}
            <RowStatus problem={problem} pending={checking && Boolean(values.email)} />
          </li>
        ))}
      </ul>
    );
  }
  // A column empty on every row shown says nothing and only widens the table; the names always show.
  const columns = IMPORT_CLIENT_FIELDS.filter(
    (field) => field === "firstName" || field === "lastName" || rows.some((row) => row.values[field]),
  );
  return (
    // This box scrolls sideways rather than widen the dialog (min-w-0 inside the step's grid).
    <section
      aria-label="Preview of the first rows"
      // A scrollable region must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
      tabIndex={0}
      className="min-w-0 overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&>[data-slot=table-container]]:overflow-visible"
    >
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-3">Row</TableHead>
            {columns.map((field) => (
              <TableHead key={field}>{MAPPING_LABELS[field]}</TableHead>
            ))}
            {showProject ? <TableHead>Project</TableHead> : null}
            <TableHead className="pr-3">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ rowNumber, values, problem }) => (
            <TableRow key={rowNumber}>
              <TableCell className="pl-3 text-muted-foreground tabular-nums">{rowNumber}</TableCell>
              {columns.map((field) => (
                <TableCell key={field} className="max-w-40 truncate" title={values[field] || undefined}>
                  {values[field] || <span className="text-muted-foreground">—</span>}
                </TableCell>
              ))}
              {showProject ? (
                <TableCell className="max-w-48 truncate" title={projectText(values) || undefined}>
                  {projectText(values) || <span className="text-muted-foreground">—</span>}
                </TableCell>
              ) : null}
              <TableCell className="pr-3">
                <RowStatus problem={problem} pending={checking && Boolean(values.email)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
