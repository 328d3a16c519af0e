/**
 * Migration 0011 on a database that already holds duplicated clients (made by the old read-then-insert
 * imports and leads): the database is migrated to 0010 from the migration files, duplicates go in with
 * rows pointing at them, then 0011 runs and must merge them into the oldest client.
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

const MERGE_STEP = journal.entries.find((e) => e.tag === "0011_client_records")!.idx;

describe("migration 0011 (one client per e-mail)", () => {
  let db: RawDb;
  beforeAll(async () => {
    db = await openEmptyDatabase();
    for (const entry of journal.entries.filter((e) => e.idx < MERGE_STEP)) await runMigration(db, entry.idx);
  });
  afterAll(() => db?.close());

  const one = async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params))[0]!;

  it("merges duplicates into the oldest client and moves every row that pointed at them", async () => {
    const studio = (
      await one<{ id: string }>(
        "INSERT INTO photographers (business_name, public_token) VALUES ('Dup Studio', 'tok-dup') RETURNING id",
      )
    ).id;
    const other = (
      await one<{ id: string }>(
        "INSERT INTO photographers (business_name, public_token) VALUES ('Other', 'tok-other') RETURNING id",
      )
    ).id;
    const client = async (email: string | null, ageDays: number, extra: Record<string, unknown> = {}) => {
      const cols = [
        "photographer_id",
        "first_name",
        "last_name",
        "email",
        "created_at",
        ...Object.keys(extra),
      ];
      const values = [
        studio,
        "Ana",
        "Dup",
        email,
        new Date(Date.now() - ageDays * 86_400_000),
        ...Object.values(extra),
      ];
      return (
        await one<{ id: string }>(
          `INSERT INTO clients (${cols.join(", ")}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING id`,
          values,
        )
      ).id;
    };
    // Ana three times (the oldest typed with capitals), Ben twice, two clients with no e-mail.
    const ana = await client("Ana@Example.com", 30);
    const ana2 = await client("ana@example.com", 20, { phone: "555-0101", email_opt_in: false });
    const ana3 = await client("ANA@example.com", 10);
    const ben = await client("ben@example.com", 9);
    const ben2 = await client("ben@example.com", 5);
    await client(null, 3);
    await client(null, 2);
    // Another studio's Ana is a different person.
    await one(
      "INSERT INTO clients (photographer_id, first_name, last_name, email) VALUES ($1, 'Ana', 'Else', 'ana@example.com') RETURNING id",
      [other],
    );

    const project = async (clientId: string) =>
      (
        await one<{ id: string }>(
          "INSERT INTO projects (photographer_id, client_id, project_type, title) VALUES ($1, $2, 'WEDDING', 'W') RETURNING id",
          [studio, clientId],
        )
      ).id;
    const anaProject = await project(ana);
    const ana2Project = await project(ana2);
    const ana3Project = await project(ana3);
    const ben2Project = await project(ben2);
    const estimate = (
      await one<{ id: string }>(
        "INSERT INTO estimates (photographer_id, client_id, project_id, title, token, total_cents) VALUES ($1, $2, $3, 'P', 'tok-est', 10000) RETURNING id",
        [studio, ana3, ana3Project],
      )
    ).id;
    await db.query(
      `INSERT INTO estimate_payments (photographer_id, estimate_id, client_id, amount_cents, method, status)
       VALUES ($1, $2, $3, 5000, 'card', 'COMPLETED')`,
      [studio, estimate, ana3],
    );
    await db.query(
      "INSERT INTO messages (photographer_id, client_id, content, sent_by_photographer) VALUES ($1, $2, 'hi', false)",
      [studio, ana2],
    );
    // Portal users: one per client (a unique key). Ana and Ana 3 both have one; Ben 2 alone has one.
    const user = (clientId: string, email: string) =>
      db.query("INSERT INTO users (email, role, photographer_id, client_id) VALUES ($1, 'CLIENT', $2, $3)", [
        email,
        studio,
        clientId,
      ]);
    await user(ana, "ana@example.com");
    await user(ana3, "ana3@example.com");
    await user(ben2, "ben@example.com");

    await runMigration(db, MERGE_STEP);

    const rows = await db.query<{
      id: string;
      email: string | null;
      phone: string | null;
      email_opt_in: boolean;
    }>("SELECT id, email, phone, email_opt_in FROM clients WHERE photographer_id = $1 ORDER BY created_at", [
      studio,
    ]);
    expect(rows.map((r) => r.id)).toEqual([ana, ben, expect.any(String), expect.any(String)]);
    // The kept client keeps its own e-mail as stored, gains a twin's phone, and a twin's opt-out.
    expect(rows[0]).toMatchObject({ email: "Ana@Example.com", phone: "555-0101", email_opt_in: false });
    expect(
      (await one<{ n: number }>("SELECT count(*)::int AS n FROM clients WHERE photographer_id = $1", [other]))
        .n,
    ).toBe(1);

    const clientOf = async (table: string, id: string) =>
      (await one<{ client_id: string }>(`SELECT client_id FROM ${table} WHERE id = $1`, [id])).client_id;
    for (const id of [anaProject, ana2Project, ana3Project]) expect(await clientOf("projects", id)).toBe(ana);
    expect(await clientOf("projects", ben2Project)).toBe(ben);
    expect(await clientOf("estimates", estimate)).toBe(ana);
    const payments = await db.query<{ client_id: string; status: string }>(
      "SELECT client_id, status FROM estimate_payments WHERE photographer_id = $1",
      [studio],
    );
    expect(payments).toEqual([{ client_id: ana, status: "COMPLETED" }]);
    expect(
      (
        await db.query<{ client_id: string }>("SELECT client_id FROM messages WHERE photographer_id = $1", [
          studio,
        ])
      ).map((m) => m.client_id),
    ).toEqual([ana]);
    // Ana kept her own portal user (Ana 3's copy went with Ana 3); Ben 2's moved to Ben.
    const portal = await db.query<{ client_id: string; email: string }>(
      "SELECT client_id, email FROM users WHERE role = 'CLIENT' ORDER BY email",
    );
    expect(portal).toEqual([
      { client_id: ana, email: "ana@example.com" },
      { client_id: ben, email: "ben@example.com" },
    ]);

    // From now on the database itself refuses a second Ana, in any case.
    await expect(
      db.query(
        "INSERT INTO clients (photographer_id, first_name, last_name, email) VALUES ($1, 'A', 'B', 'ANA@EXAMPLE.COM')",
        [studio],
      ),
    ).rejects.toThrow(/clients_photographer_email_unique/);
  });
});
