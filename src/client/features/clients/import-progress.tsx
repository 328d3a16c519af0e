import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

interface ImportProgressProps {
  processed: number;
  total: number;
  stopping: boolean;
  onStop: () => void;
  /** The dry run before the import: the same batches, nothing written. */
  checking?: boolean;
}

/** A progress bar with "Imported X of Y" (or "Checked", on the dry run) while the batches go out. */
export function ImportProgress({
  processed,
  total,
  stopping,
  onStop,
  checking = false,
}: ImportProgressProps) {
  const percent = total > 0 ? Math.round((processed / total) * 100) : 0;
  const label = `${checking ? "Checked" : "Imported"} ${processed.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`;
  return (
    <div className="grid gap-6 py-4">
      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="flex items-center gap-2 font-medium" aria-live="polite">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary-solid" />
            {label}
          </span>
          <span className="text-muted-foreground tabular-nums">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={checking ? "Check progress" : "Import progress"}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={processed}
          aria-valuetext={label}
          className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-primary-solid transition-[width] duration-300 ease-out"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {checking
            ? "Checking what the import would create. Nothing is written yet."
            : "Keep this window open until the import finishes. A row whose email is already in Focal adds its project to that client, or is skipped when it has none."}
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={onStop} disabled={stopping}>
          {stopping ? "Stopping after this batch..." : checking ? "Stop checking" : "Stop import"}
        </Button>
      </div>
    </div>
  );
}
