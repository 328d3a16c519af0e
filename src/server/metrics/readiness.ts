/**
 * Whether this server should be sent traffic (`GET /readyz`): its database answers within a second,
 * the database carries every migration this build knows, its job queue is running (and its workers,
 * when this server runs jobs), and it is not draining for a shutdown. Every check is cheap: one
 * `SELECT 1`, and a look at drizzle's migrations table until it has once been found current.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../db/connect.js";
import { migrationsFolder } from "../db/migrate.js";
import { isDraining } from "../http/lifecycle.js";
import type { JobQueue } from "../jobs/queue.js";
import { newestAppliedMigration, selectOne } from "./metrics.queries.js";

/** Longer than a healthy database ever takes to answer SELECT 1, shorter than a balancer's check timeout. */
export const DATABASE_TIMEOUT_MS = 1000;

export interface ReadinessChecks {
  database: "ok" | "unreachable" | "timeout";
  migrations: "ok" | "pending" | "unknown";
  queue: "ok" | "stopped" | "workers stopped";
  lifecycle: "serving" | "draining";
}

/** The `when` of the newest migration in this build's journal (drizzle stores it as created_at). */
function newestKnownMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

function withinTimeout<T>(promise: Promise<T>, ms: number): Promise<T | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createReadiness(deps: { database: Database; queue: JobQueue; jobs: boolean }) {
  const expected = newestKnownMigration();
  // Migrations only move forward: once current, always current for this process.
  let migrated = false;

  async function databaseCheck(): Promise<ReadinessChecks["database"]> {
    try {
      const answer = await withinTimeout(selectOne(deps.database), DATABASE_TIMEOUT_MS);
      return answer === "timeout" ? "timeout" : "ok";
    } catch {
      return "unreachable";
    }
  }

  async function migrationsCheck(): Promise<ReadinessChecks["migrations"]> {
    if (migrated) return "ok";
    try {
      const applied = await withinTimeout(newestAppliedMigration(deps.database), DATABASE_TIMEOUT_MS);
      if (applied === "timeout") return "unknown";
      migrated = applied !== null && applied >= expected;
      return migrated ? "ok" : "pending";
    } catch {
      return "unknown";
    }
  }

  function queueCheck(): ReadinessChecks["queue"] {
    const { started, working } = deps.queue.status();
    if (!started) return "stopped";
    return deps.jobs && !working ? "workers stopped" : "ok";
  }

  return async function readiness(): Promise<{ ready: boolean; checks: ReadinessChecks }> {
    const database = await databaseCheck();
    const checks: ReadinessChecks = {
      database,
      migrations: database === "ok" ? await migrationsCheck() : migrated ? "ok" : "unknown",
      queue: queueCheck(),
      lifecycle: isDraining() ? "draining" : "serving",
    };
    const ready =
      checks.database === "ok" &&
      checks.migrations === "ok" &&
      checks.queue === "ok" &&
      checks.lifecycle === "serving";
    return { ready, checks };
  };
}
