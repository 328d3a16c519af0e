/**
 * Running the PostgreSQL client tools for a server backup: pg_dump, and pg_restore piped into psql in
 * one transaction. Kept apart from backup.ts (which decides what to back up and when to refuse) since
 * the child processes, their pipes and their failures are a subject of their own.
 */
import { spawn } from "node:child_process";
import path from "node:path";

/** A backup or restore refused or failed, in words for the operator (the CLI prints them alone). */
export class BackupError extends Error {}

/** The password travels in PGPASSWORD rather than on a command line that `ps` shows. */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * pg_restore --clean --if-exists writes the script (drop what the dump holds, then recreate and load
 * it), and psql runs it in one transaction: a restore that fails part-way changes nothing. pg_restore
 * cannot apply it itself: its clean-up drops each partition's primary key on its own, which PostgreSQL
 * refuses for the job queue's partitioned table ("cannot drop inherited constraint"); so the queue's
 * schema is dropped whole first, in the same transaction.
 */
export async function restorePostgres(databaseUrl: string, source: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  const restore = start("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--file=-",
    source,
  ]);
  const apply = start(
    "psql",
    [
      "--no-psqlrc",
      "--quiet",
      "--set=ON_ERROR_STOP=1",
      "--single-transaction",
      "--file=-",
      `--dbname=${url}`,
    ],
    // The script's many "does not exist, skipping" notices are noise.
    { ...env, PGOPTIONS: "-c client_min_messages=warning" },
  );
  // psql failing (it cannot connect, a statement fails) stops reading: pg_restore would wait forever.
  const applied = apply.done.catch((error: unknown) => {
    restore.child.kill("SIGTERM");
    throw error;
  });
  applied.catch(() => {});
  apply.child.stdin.write("DROP SCHEMA IF EXISTS pgboss CASCADE;\n");
  restore.child.stdout.pipe(apply.child.stdin, { end: false });
  try {
    await restore.done;
  } catch (error) {
    // Killed before its input ends, psql never commits: the database stays as it was.
    apply.child.kill("SIGTERM");
    // When psql failed first, its words are the ones that explain.
    await applied.catch((psqlError: unknown) => {
      if (apply.child.signalCode === null) throw psqlError;
    });
    throw error;
  }
  apply.child.stdin.end();
  await applied;
}

export async function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await start(tool, args, env).done;
}

/** Starts a PostgreSQL client tool from PG_BIN or the PATH; `done` fails with the tool's own words. */
function start(tool: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const command = process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool;
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  // A tool that stops reading (it failed) must not crash this process with EPIPE.
  child.stdin.on("error", () => {});
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found: install the PostgreSQL client tools (the server's major version or newer), or set PG_BIN to their directory`,
            )
          : error,
      ),
    );
    child.on("close", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${tool} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`)),
    );
  });
  return { child, done };
}
