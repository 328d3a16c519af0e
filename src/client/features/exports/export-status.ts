/** How an export reads on the Settings page, and what an erasure kept, in words. */
import type { ClientEraseResult, DataExport } from "../../../shared/exports";

export function exportStatusLabel(item: DataExport): string {
  switch (item.status) {
    case "QUEUED":
      return "Waiting to start";
    case "RUNNING":
      return `Preparing… ${item.progress}%`;
    case "READY":
      return "Ready: check your e-mail for the download link";
    case "DOWNLOADED":
      return "Downloaded";
    case "EXPIRED":
      return "Link expired";
    case "FAILED":
      return "Failed: please try again";
  }
}

export const exportBadgeVariant = (item: DataExport) =>
  item.status === "FAILED"
    ? "danger"
    : item.status === "READY" || item.status === "DOWNLOADED"
      ? "success"
      : item.status === "EXPIRED"
        ? "secondary"
        : "info";

/** A size in the units people read: 812 KB, 4.2 MB. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "2 payments, 1 signed proposal": the non-zero counts of an erase answer, in words. */
export function describeCounts(counts: ClientEraseResult["kept"]): string {
  const words: Record<string, [string, string]> = {
    payments: ["payment", "payments"],
    refunds: ["refund", "refunds"],
    signedProposals: ["signed proposal", "signed proposals"],
    paidProposals: ["paid proposal", "paid proposals"],
    signedContracts: ["signed contract", "signed contracts"],
    bookingPayments: ["booking payment", "booking payments"],
    projects: ["project", "projects"],
    bookings: ["booking", "bookings"],
  };
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => {
      const [one, many] = words[key] ?? [key, key];
      return `${n} ${n === 1 ? one : many}`;
    })
    .join(", ");
}
