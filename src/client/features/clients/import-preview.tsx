import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-mobile";
import { IMPORT_FIELDS } from "../../../shared/clients";
import { MAPPING_LABELS, type PreviewRow } from "./import-clients";

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
 * with the reason: a table, or cards on a phone. `checking`: the existing-clients check is under way.
 */
export function ImportPreview({
  rows,
  checking = false,
}: {
  rows: readonly PreviewRow[];
  checking?: boolean;
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
            <RowStatus problem={problem} pending={checking && Boolean(values.email)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-3">Row</TableHead>
            {IMPORT_FIELDS.map((field) => (
              <TableHead key={field}>{MAPPING_LABELS[field]}</TableHead>
            ))}
            <TableHead className="pr-3">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ rowNumber, values, problem }) => (
            <TableRow key={rowNumber}>
              <TableCell className="pl-3 text-muted-foreground tabular-nums">{rowNumber}</TableCell>
              {IMPORT_FIELDS.map((field) => (
                <TableCell key={field} className="max-w-40 truncate" title={values[field] || undefined}>
                  {values[field] || <span className="text-muted-foreground">—</span>}
                </TableCell>
              ))}
              <TableCell className="pr-3">
                <RowStatus problem={problem} pending={checking && Boolean(values.email)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
