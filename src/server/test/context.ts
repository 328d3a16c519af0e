/**
 * One application per test file, on its own copy of the migrated test database, reached through
 * app.inject. The job queue is started without workers: tests drain it by hand.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import type { Database } from "../db/connect.js";
import type { App } from "../http/types.js";
import type { PaymentProvider } from "../integrations/payments/payment-provider.js";
import { EventBus } from "../jobs/events.js";
import { JobQueue } from "../jobs/queue.js";
import { openTestDatabase } from "./databases.js";

export interface TestContext {
  app: App;
  database: Database;
  queue: JobQueue;
  bus: EventBus;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    FOCAL_SEED_DEMO: "false",
    PUBLIC_URL: "http://focal.test",
    // Tests play visitors from several addresses through X-Forwarded-For.
    TRUST_PROXY: "true",
    // A fixed key, so that no test writes a key file into a data directory.
    FOCAL_SECRET_KEY: "bf06d71d498c2be859e032a292e39e99e50f90114fb3c74240292502f00ae5a8",
    // Uploaded files go to a folder of the test's own, never the working copy's ./data.
    FOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), "focal-test-data-")),
    ...overrides,
  });
}

export async function createTestContext(
  overrides: Record<string, string> = {},
  // `payments`: a provider of the test's own (a wrapped test provider that records its calls, say).
  options: { clientDist?: string; payments?: PaymentProvider } = {},
): Promise<TestContext> {
  const { database, url } = await openTestDatabase();
  return createTestContextOn(database, { ...options, overrides, connectionString: url });
}

/** The app on a database the caller opened (a restored backup, say); it closes that database too. */
export async function createTestContextOn(
  database: Database,
  options: {
    overrides?: Record<string, string>;
    connectionString?: string;
    clientDist?: string;
    payments?: PaymentProvider;
  } = {},
): Promise<TestContext> {
  const config = testConfig(options.overrides);
  const queue = new JobQueue(database, { connectionString: options.connectionString, supervise: false });
  await queue.start();
  const bus = new EventBus();
  // The React app is served only when a test gives it a folder of built files.
  const client = options.clientDist ? "built" : "none";
  const app = await buildApp({
    config,
    database,
    queue,
    bus,
    client,
    clientDist: options.clientDist,
    ...(options.payments ? { payments: options.payments } : {}),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    queue,
    bus,
    config,
    async close() {
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}
