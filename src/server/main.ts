/**
 * Entry point: reads the configuration, opens and migrates the database, seeds a demo studio on an
 * empty database, starts the job queue and its workers, and serves the API and the app on one port.
 */
import { buildApp } from "./app.js";
import { SecretKeyError } from "./auth/secret-box.js";
import { secretBoxFor } from "./auth/secret-key.js";
import { loadConfig } from "./config.js";
import { isConnectionLoss } from "./db/connect.js";
import { DataDirLockedError } from "./db/data-dir-lock.js";
import { sealStoredSecrets } from "./features/auth/secret-sealing.js";
import { EventBus } from "./jobs/events.js";
import { JobQueue } from "./jobs/queue.js";
import { openAppDatabase } from "./runtime.js";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from "./seed/demo.js";
import { createShutdown } from "./shutdown.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const dev = process.argv.includes("--dev");
  const { database, release } = await openAppDatabase(config);
  const { resealed } = await sealStoredSecrets(database.db, secretBoxFor(config));
  if (resealed > 0) console.log(`Sealed ${resealed} stored secret(s) with the current FOCAL_SECRET_KEY`);

  const bus = new EventBus();
  const queue = new JobQueue(database, {
    connectionString: config.DATABASE_URL,
    maintenanceIntervalSeconds: config.FOCAL_QUEUE_MAINTENANCE_SECONDS,
  });
  await queue.start();

  if (config.FOCAL_SEED_DEMO && (await seedDemoIfEmpty(database, config))) {
    console.log(`Demo studio created. Sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  }

  const app = await buildApp({ config, database, queue, bus, client: dev ? "dev" : "built" });
  // After buildApp: each feature's module registered its jobs there.
  if (config.FOCAL_JOBS) await queue.work();
  const shutdown = createShutdown({
    app,
    queue,
    database,
    release,
    graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
    delaySeconds: config.SHUTDOWN_DELAY_SECONDS,
    log: app.log,
  });
  const onSignal = (signal: string) => void shutdown(signal).then((code) => process.exit(code));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `Focal is running on ${config.publicUrl} (${database.kind === "pglite" ? `embedded database in ${config.FOCAL_DATA_DIR}` : "PostgreSQL server"})`,
  );
}

// pg-boss's cron worker records its jobs' outcome without awaiting it: a database restart at that
// moment rejects where nobody listens. A lost connection is passing (the pools reconnect, the job
// runs again after its expiry); any other unhandled rejection is a bug and still ends the process.
process.on("unhandledRejection", (reason) => {
  if (isConnectionLoss(reason)) {
    console.warn(`database unreachable: ${(reason as Error).message}`);
    return;
  }
  console.error(reason);
  process.exit(1);
});

main().catch((error) => {
  if (error instanceof DataDirLockedError || error instanceof SecretKeyError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
