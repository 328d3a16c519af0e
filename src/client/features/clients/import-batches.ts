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

/**
 * The rows in batches of at most `size`, the rows sharing an address always in the same batch: the
 * server knows a client made by an earlier row of the same request, but on a dry run it does not know
 * one an earlier batch would have made, so a split would answer "new client" twice. Groups keep the
 * order in which their address first appears; only a group larger than a batch is split.
 */
export function batchRows<T extends { values: { email?: string } }>(
  rows: readonly T[],
  size = IMPORT_BATCH_SIZE,
): T[][] {
  const groups = new Map<string, T[]>();
  const order: T[][] = [];
  for (const row of rows) {
    const email = row.values.email?.trim().toLowerCase();
    const group = email ? groups.get(email) : undefined;
    if (group) {
      group.push(row);
      continue;
    }
    const created = [row];
    if (email) groups.set(email, created);
    order.push(created);
  }
  const batches: T[][] = [];
  let current: T[] = [];
  for (const group of order) {
    if (current.length + group.length > size && current.length > 0) {
      batches.push(current);
      current = [];
    }
    if (group.length > size) {
      const parts = chunk(group, size);
      batches.push(...parts.slice(0, -1));
      current = parts.at(-1) ?? [];
    } else {
      current.push(...group);
    }
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Nothing imported yet: the start of a run's total. */
export const EMPTY_RESULT: ImportClientsResult = {
  created: 0,
  rejected: [],
  projectsCreated: 0,
  dryRun: false,
  rows: [],
};

/** Adds one batch's answer to the running total; rejections and planned rows stay in file order. */
export function mergeResults(total: ImportClientsResult, next: ImportClientsResult): ImportClientsResult {
  return {
    created: total.created + next.created,
    rejected: sortRejections([...total.rejected, ...next.rejected]),
    projectsCreated: total.projectsCreated + next.projectsCreated,
    dryRun: next.dryRun,
    rows: [...total.rows, ...next.rows].sort((a, b) => a.rowNumber - b.rowNumber),
  };
}

export function sortRejections(rejected: readonly ImportRejection[]): ImportRejection[] {
  return [...rejected].sort((a, b) => a.rowNumber - b.rowNumber);
}
