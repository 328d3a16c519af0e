/**
 * Migration 0020 on a database that already holds proposals: each gets the schedule it had implicitly
 * (the deposit and the balance, or one payment in full), so that its instalments can be paid by id.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrl, testDbKind } from "../test/databases.js";
import { pgliteOptions } from "./connect.js";
import { migrationsFolder } from "./migrate.js";

interface RawDb {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

async function openEmptyDatabase(): Promise<RawDb> {
  if (testDbKind() === "pglite") {
    const client = new PGlite(pgliteOptions());
    await client.waitReady;
    return {
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      exec: async (text) => void (await client.exec(text)),
      close: () => client.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `focal_m_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const client = new pg.Client({ connectionString: databaseUrl(base, name) });
  await client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params as unknown[])).rows as T[],
    exec: async (text) => void (await client.query(text)),
    close: async () => {
      await client.end();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: { idx: number; tag: string }[];
};

/** Runs one migration file as the migrator does: statement by statement, in one transaction. */
async function runMigration(db: RawDb, idx: number): Promise<void> {
  const entry = journal.entries.find((e) => e.idx === idx)!;
  const text = fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), "utf8");
  await db.exec("BEGIN");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
  await db.exec("COMMIT");
}

const SCHEDULE_STEP = journal.entries.find((e) => e.tag === "0020_payment_schedule")!.idx;

describe("migration 0020 (payment schedules)", () => {
  let db: RawDb;
  beforeAll(async () => {
    db = await openEmptyDatabase();
    for (const entry of journal.entries.filter((e) => e.idx < SCHEDULE_STEP))
      await runMigration(db, entry.idx);
  });
  afterAll(() => db?.close());

  const one = async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params))[0]!;

  it("gives every existing proposal its default schedule", async () => {
    const studio = (
      await one<{ id: string }>(
        "INSERT INTO photographers (business_name, public_token) VALUES ('Old Studio', 'tok-old') RETURNING id",
      )
    ).id;
    const client = (
      await one<{ id: string }>(
        "INSERT INTO clients (photographer_id, first_name, last_name) VALUES ($1, 'Ana', 'Ruiz') RETURNING id",
        [studio],
      )
    ).id;
    const proposal = async (token: string, total: number, percent: number | null, deposit: number) =>
      (
        await one<{ id: string }>(
          `INSERT INTO estimates (photographer_id, client_id, title, token, total_cents, deposit_percent, deposit_cents)
           VALUES ($1, $2, 'Wedding', $3, $4, $5, $6) RETURNING id`,
          [studio, client, token, total, percent, deposit],
        )
      ).id;
    const withDeposit = await proposal("tok-a", 10_825, 25, 2_706);
    const noDeposit = await proposal("tok-b", 10_825, null, 0);
    const allUpFront = await proposal("tok-c", 5_000, 100, 5_000);
    await runMigration(db, SCHEDULE_STEP);

    const rows = await db.query<{
      estimate_id: string;
      position: number;
      label: string;
      percent_basis_points: number;
      amount_cents: number;
      due_date: string | null;
      photographer_id: string;
    }>(
      `SELECT estimate_id, position, label, percent_basis_points, amount_cents, due_date, photographer_id
         FROM estimate_installments ORDER BY estimate_id, position`,
    );
    const of = (id: string) =>
      rows
        .filter((r) => r.estimate_id === id)
        .map((r) => [r.position, r.label, r.percent_basis_points, r.amount_cents, r.due_date]);
    expect(of(withDeposit)).toEqual([
      [0, "Deposit", 2_500, 2_706, null],
      [1, "Balance", 7_500, 8_119, null],
    ]);
    expect(of(noDeposit)).toEqual([[0, "Payment in full", 10_000, 10_825, null]]);
    expect(of(allUpFront)).toEqual([[0, "Payment in full", 10_000, 5_000, null]]);
    expect(rows.every((r) => r.photographer_id === studio)).toBe(true);
    const flags = await db.query<{ schedule_custom: boolean }>("SELECT schedule_custom FROM estimates");
    expect(flags.every((f) => f.schedule_custom === false)).toBe(true);
  });
});
