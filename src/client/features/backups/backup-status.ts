/** The daily backup's last run in one line of words, for the Security tab's card. */
import type { BackupStatus } from "../../../shared/backups";

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

/** "Last backup: <when>, <size>", or why there is none. `dateTime` formats an instant for the studio. */
export function describeBackup(status: BackupStatus, dateTime: (iso: string) => string): string {
  const run = status.latest;
  if (!status.enabled) return "Backups are off (BACKUP_KEEP=0).";
  if (!run) return "No backup yet.";
  if (run.status === "RUNNING") return `A backup started ${dateTime(run.startedAt)} is running.`;
  if (run.status === "FAILED") {
    return `The last backup failed (${dateTime(run.finishedAt ?? run.startedAt)}): ${run.error ?? "unknown error"}`;
  }
  const size = run.sizeBytes !== null ? `, ${formatSize(run.sizeBytes)}` : "";
  return `Last backup: ${dateTime(run.finishedAt ?? run.startedAt)}${size}${run.encrypted ? ", encrypted" : ""}.`;
}
