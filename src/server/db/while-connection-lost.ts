/**
 * Retrying a write while the database is away (a restart, a failover): for writes that record something
 * already done outside the database, such as a webhook sent, where giving up would make it happen again.
 * Only a lost connection is retried; any other error is the statement's own and is thrown at once.
 */
import { isConnectionLoss } from "./connect.js";

/**
 * About a minute in all: longer than a failover takes (about 20 s with pg_auto_failover's monitor
 * timeouts at 10 s, docs/OPERATIONS.md), short enough for a worker's lease.
 */
export const CONNECTION_LOSS_WAITS_MS = [250, 500, 1000, 2000, 4000, 8000, 15_000, 30_000];

export async function whileConnectionLost<T>(
  write: () => Promise<T>,
  waitsMs: readonly number[] = CONNECTION_LOSS_WAITS_MS,
): Promise<T> {
  for (const wait of [...waitsMs, null]) {
    try {
      return await write();
    } catch (error) {
      if (wait === null || !isConnectionLoss(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  throw new Error("unreachable");
}
