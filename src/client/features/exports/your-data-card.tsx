import { Download } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { type DataExport, EXPORT_LINK_DAYS, EXPORT_STARTED } from "../../../shared/exports";
import { exportBadgeVariant, exportStatusLabel, formatBytes } from "./export-status";
import { isBuilding, useExports, useStartExport } from "./use-exports";

function ExportRow({ item }: { item: DataExport }) {
  const dates = useStudioDates();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="grid gap-0.5">
        <p className="text-sm font-medium">Requested {dates.dateTime(item.createdAt)}</p>
        <p className="text-sm text-muted-foreground">
          {exportStatusLabel(item)}
          {item.sizeBytes !== null ? ` · ${formatBytes(item.sizeBytes)}` : ""}
        </p>
      </div>
      <Badge variant={exportBadgeVariant(item)}>{item.status.toLowerCase()}</Badge>
      {item.status === "RUNNING" ? (
        <progress
          className="h-1.5 w-full overflow-hidden rounded"
          max={100}
          value={item.progress}
          aria-label="Export progress"
        />
      ) : null}
    </li>
  );
}

/**
 * Settings: "Your data". Everything the studio holds, as a zip built in the background; the link is
 * e-mailed because the file can take a while and should reach only the account's own inbox.
 */
export function YourDataCard() {
  const exportsList = useExports();
  const start = useStartExport();
  const building = exportsList.data?.some(isBuilding) ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download everything in your studio: a zip of every record as JSON, spreadsheets of clients,
          projects, proposals, payments and bookings, and your signed contracts. We e-mail you a link that
          works once, for {EXPORT_LINK_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <SubmitButton
            type="button"
            busy={start.isPending}
            busyLabel="Starting…"
            disabled={building}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: () => toast({ title: "Export started", description: EXPORT_STARTED }),
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: "Could not start the export",
                    description: errorMessage(error, "Please try again."),
                  }),
              })
            }
          >
            <Download aria-hidden="true" />
            Export everything
          </SubmitButton>
        </div>
        {exportsList.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your exports…</p>
        ) : exportsList.isError ? (
          <ErrorState
            compact
            title="We couldn't load your exports."
            onRetry={() => void exportsList.refetch()}
            retrying={exportsList.isFetching}
          />
        ) : exportsList.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You haven't exported your data yet.</p>
        ) : (
          <ul aria-label="Exports" className="divide-y rounded-lg border">
            {exportsList.data.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
