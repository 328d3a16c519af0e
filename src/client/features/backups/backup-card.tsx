import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "@/components/error-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { BackupStatus } from "../../../shared/backups";
import { describeBackup } from "./backup-status";

/**
 * Settings: "Backups". The install's daily backup, run by the server itself: the studio sees that it
 * happens (or that it failed) without having to remember it.
 */
export function BackupCard() {
  const dates = useStudioDates();
  const status = useQuery<BackupStatus>({ queryKey: ["/api/backups/latest"], refetchOnMount: "always" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backups</CardTitle>
        <CardDescription>
          The server backs up the whole database every night and keeps the most recent copies.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isError ? (
          <ErrorState
            compact
            title="We couldn't load the backup status."
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : status.data ? (
          <p className={status.data.latest?.status === "FAILED" ? "text-sm text-destructive" : "text-sm"}>
            {describeBackup(status.data, (iso) => dates.dateTime(iso))}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
      </CardContent>
    </Card>
  );
}
