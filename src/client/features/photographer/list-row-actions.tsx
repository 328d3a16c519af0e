import { ArrowDown, ArrowUp, LoaderCircle, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** Move up, move down, edit and delete for one item of a settings list, each named for screen readers. */
export function ListRowActions({
  name,
  isFirst,
  isLast,
  busy,
  deleting,
  onMove,
  onEdit,
  onDelete,
}: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  deleting: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move ${name} up`}
        disabled={busy || isFirst}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move ${name} down`}
        disabled={busy || isLast}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Edit ${name}`}
        disabled={busy}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground hover:text-destructive"
        aria-label={`Delete ${name}`}
        disabled={busy}
        onClick={onDelete}
      >
        {deleting ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Trash2 aria-hidden="true" />
        )}
      </Button>
    </div>
  );
}

/** Loading rows of a settings list. */
export function ListSkeletonRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <ul aria-busy="true" className="divide-y rounded-lg border">
      <li className="sr-only">{label}</li>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="flex items-center justify-between gap-4 p-3">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
          <Skeleton className="h-8 w-28" />
        </li>
      ))}
    </ul>
  );
}
