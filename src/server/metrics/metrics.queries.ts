/**
 * The statements of the health checks and the metrics: each is one cheap read, run on the app's own
 * connection (raw SQL: pg-boss's and drizzle's own tables are not in our schema).
 */
import type { Database } from "../db/connect.js";

export async function selectOne(database: Database): Promise<void> {
  await database.executeSql("SELECT 1");
}

/** When the newest migration applied here was made (its journal `when`), or null before any. */
export async function newestAppliedMigration(database: Database): Promise<number | null> {
  const { rows } = await database.executeSql(
    "SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations",
  );
  const at = rows[0]?.at;
  return at === null || at === undefined ? null : Number(at);
}

export interface QueueDepth {
  queue: string;
  created: number;
  retry: number;
}

/** Every queue pg-boss knows, with its jobs waiting to run (zero included, so that alerts see it). */
export async function queueDepths(database: Database): Promise<QueueDepth[]> {
  const { rows } = await database.executeSql(
    `SELECT q.name AS queue,
            count(j.id) FILTER (WHERE j.state = 'created')::int AS created,
            count(j.id) FILTER (WHERE j.state = 'retry')::int AS retry
       FROM pgboss.queue q
       LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry')
      GROUP BY q.name`,
  );
  return rows.map((row) => ({
    queue: String(row.queue),
    created: Number(row.created),
    retry: Number(row.retry),
  }));
}
