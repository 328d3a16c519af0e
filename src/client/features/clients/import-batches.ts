/**
 * Sending an import in batches and adding up the server's answers. Apart from import-clients.ts, whose
 * CSV parser (papaparse) only the import dialog needs: use-clients.ts imports this, and every page that
 * reads the studio's settings or time zone goes through use-clients.ts.
 */
import { IMPORT_BATCH_SIZE, type ImportClientsResult, type ImportRejection } from "../../../shared/clients";

export function chunk<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Adds one batch's answer to the running total; rejections stay in file order. */
export function mergeResults(total: ImportClientsResult, next: ImportClientsResult): ImportClientsResult {
  return {
    created: total.created + next.created,
    rejected: sortRejections([...total.rejected, ...next.rejected]),
  };
}

export function sortRejections(rejected: readonly ImportRejection[]): ImportRejection[] {
  return [...rejected].sort((a, b) => a.rowNumber - b.rowNumber);
}
