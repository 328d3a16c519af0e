import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, pgliteOptions, wrapPglite } from "../db/connect.js";
import { migratePgliteClient, migratePostgres } from "../db/migrate.js";
import { JobQueue } from "../jobs/queue.js";
import { databaseUrl, snapshotFileFor, templateName } from "./databases.js";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
    snapshotFile: string;
  }
}

export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this process: the project name tells the database.
  if (project.name !== "api-postgres") {
    const client = new PGlite(pgliteOptions());
    await migratePgliteClient(client);
    // pg-boss creates its own schema on first start: do it once here, not in every test file.
    const queue = new JobQueue(wrapPglite(client), { supervise: false });
    await queue.start();
    await queue.stop();
    const dump = await client.dumpDataDir("gzip");
    const snapshotFile = snapshotFileFor(`${process.pid}_${Date.now().toString(36)}`);
    fs.mkdirSync(path.dirname(snapshotFile), { recursive: true });
    fs.writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
    project.provide("snapshotFile", snapshotFile);
    await client.close();
    return () => fs.rmSync(snapshotFile, { force: true });
  }

  const base = process.env.TEST_DATABASE_URL!;
  const name = templateName(`${process.pid}_${Date.now().toString(36)}`);
  project.provide("templateDatabase", name);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(base, name);
  await migratePostgres(url);
  const database = openPostgres(url, 2);
  const queue = new JobQueue(database, { connectionString: url, supervise: false });
  await queue.start();
  await queue.stop();
  await database.close();

  return async () => {
    const dropper = new pg.Client({ connectionString: base });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
  };
}
