/**
 * The studio's export: the job builds a zip of this studio's rows only (a JSON file per table, the CSVs,
 * the signed contracts' PDFs) with no credential in it, the e-mailed link works once, one export runs at
 * a time (20 parallel requests make one, on PostgreSQL), and the list shows how far it got.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  type DataExport,
  EXPORT_ALREADY_RUNNING,
  EXPORT_LINK_NOT_FOUND,
  EXPORT_LINK_USED,
} from "../../../shared/exports.js";
import { sha256 } from "../../auth/tokens.js";
import { rowsOf } from "../../db/connect.js";
import { dataExports } from "../../db/schema/index.js";
import { testDbKind } from "../../test/databases.js";
import { expireExportsJob } from "./data-export.job.js";
import { exportsFixture, readZip, type StudioWithClient } from "./exports.fixture.js";

const f = exportsFixture();
const { api } = f;

let a: StudioWithClient;
let b: StudioWithClient;
let entries: Map<string, Buffer>;
let link: string;

async function secretsOf(photographerId: string): Promise<string[]> {
  const { db } = f.ctx().database;
  const rows = rowsOf<{ v: string | null }>(
    await db.execute(sql`
      SELECT password_hash AS v FROM users WHERE photographer_id = ${photographerId}
      UNION ALL SELECT s.id_hash FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.photographer_id = ${photographerId}
      UNION ALL SELECT token_hash FROM client_portal_tokens WHERE photographer_id = ${photographerId}
      UNION ALL SELECT token FROM estimates WHERE photographer_id = ${photographerId}
      UNION ALL SELECT public_token FROM photographers WHERE id = ${photographerId}
      UNION ALL SELECT download_token_hash FROM data_exports WHERE photographer_id = ${photographerId}`),
  );
  return rows.map((r) => r.v).filter((v): v is string => Boolean(v));
}

const csvLines = (name: string) => entries.get(name)!.toString("utf8").trimEnd().split("\r\n");

describe("the studio's data export", () => {
  beforeAll(async () => {
    a = await f.studioWithClient("Golden Hour");
    b = await f.studioWithClient("Other Studio");
    const started = await api(a.who).post("/api/export");
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: "QUEUED", progress: 0 });
    // While it is queued a second request is refused, and nothing is added.
    const again = await api(a.who).post("/api/export");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXPORT_ALREADY_RUNNING);
    await f.ctx().queue.drain();
    link = await f.exportLink(a.who);
    // Opening the link (a person, or a mail scanner before them) only reads what it holds, any number of times.
    for (let i = 0; i < 3; i++) {
      const info = await f.ctx().app.inject({ method: "GET", url: link });
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json()).toMatchObject({ fileName: expect.stringMatching(/^focal-export-.*\.zip$/) });
      expect(info.json().sizeBytes).toBeGreaterThan(1000);
      expect(info.headers["cache-control"]).toBe("no-store");
    }
    // As the page's form sends it: an empty urlencoded body from the app's own origin.
    const res = await f.ctx().app.inject({
      method: "POST",
      url: `${link}/download`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: f.ctx().config.publicUrl,
        "sec-fetch-site": "same-origin",
      },
      payload: "",
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="focal-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    entries = await readZip(res.rawPayload);
  }, 120_000);

  it("holds a JSON file per table of the studio, with this studio's rows only", async () => {
    for (const table of [
      "clients",
      "projects",
      "estimates",
      "estimate_payments",
      "messages",
      "files",
      "users",
    ]) {
      expect(entries.has(`data/${table}.json`), table).toBe(true);
    }
    for (const [name, bytes] of entries) {
      if (!name.startsWith("data/")) continue;
      const rows = JSON.parse(bytes.toString("utf8")) as Record<string, unknown>[];
      for (const row of rows) {
        if ("photographer_id" in row) expect(row.photographer_id, name).toBe(a.who.photographerId);
      }
    }
    const clients = JSON.parse(entries.get("data/clients.json")!.toString()) as { id: string }[];
    expect(clients.map((c) => c.id).sort()).toEqual([a.clientId, a.contractClientId].sort());
    const studio = JSON.parse(entries.get("data/photographers.json")!.toString()) as { id: string }[];
    expect(studio.map((s) => s.id)).toEqual([a.who.photographerId]);
    const messages = JSON.parse(entries.get("data/messages.json")!.toString()) as { content: string }[];
    expect(messages.map((m) => m.content)).toContain("Ana's sister is the maid of honour");
    // Nothing of the other studio anywhere: not its id, not its clients.
    const everything = Buffer.concat([...entries.values()]).toString("latin1");
    expect(everything).not.toContain(b.who.photographerId);
    expect(everything).not.toContain(b.clientId);
    expect(everything).not.toContain(b.who.email);
  });

  it("leaves out every password, session, token and link secret", async () => {
    const secrets = await secretsOf(a.who.photographerId);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    expect(secrets).toContain(sha256(link.split("/").pop()!));
    const everything = Buffer.concat([...entries.values()]).toString("latin1");
    for (const secret of secrets) expect(everything.includes(secret), `a secret is in the zip`).toBe(false);
    const users = JSON.parse(entries.get("data/users.json")!.toString()) as Record<string, unknown>[];
    expect(users[0]).toHaveProperty("email", a.who.email);
    expect(users[0]).not.toHaveProperty("password_hash");
    for (const table of ["sessions", "two_factor_secrets", "two_factor_recovery_codes"]) {
      expect(entries.has(`data/${table}.json`), table).toBe(false);
    }
  });

  it("has the CSVs with their headers and a row per record", async () => {
    const { db } = f.ctx().database;
    const countOf = async (table: string) =>
      Number(
        rowsOf<{ n: string }>(
          await db.execute(
            sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE photographer_id = ${a.who.photographerId}`,
          ),
        )[0]!.n,
      );
    expect(csvLines("csv/clients.csv")[0]).toBe(
      "id,first_name,last_name,email,phone,event_date,project_type,lead_source,notes,created_at,archived_at",
    );
    expect(csvLines("csv/payments.csv")[0]).toMatch(/^id,estimate_id,client_id,amount_cents,method,status,/);
    expect(csvLines("csv/proposals.csv")[0]).toMatch(/^id,client_id,project_id,title,status,/);
    expect(csvLines("csv/projects.csv")[0]).toMatch(/^id,client_id,title,/);
    expect(csvLines("csv/bookings.csv")[0]).toMatch(/^id,client_id,project_id,title,/);
    const views: [string, string][] = [
      ["csv/clients.csv", "clients"],
      ["csv/projects.csv", "projects"],
      ["csv/proposals.csv", "estimates"],
      ["csv/payments.csv", "estimate_payments"],
      ["csv/bookings.csv", "bookings"],
    ];
    for (const [file, table] of views) expect(csvLines(file).length - 1, file).toBe(await countOf(table));
    expect(csvLines("csv/clients.csv")).toEqual(
      expect.arrayContaining([expect.stringContaining(`${a.clientId},Ana,Ruiz,`)]),
    );
    expect(csvLines("csv/payments.csv")[1]).toContain(",100000,CHECK,COMPLETED,");
  });

  it("has the signed contract as its PDF", async () => {
    const pdfs = [...entries.keys()].filter((name) => name.startsWith("contracts/"));
    expect(pdfs).toHaveLength(1);
    const pdf = entries.get(pdfs[0]!)!;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // Its fingerprint is recorded (and exported): the verify page will say the file is genuine.
    const issued = JSON.parse(entries.get("data/contract_pdfs.json")!.toString()) as { sha256: string }[];
    expect(issued.map((row) => row.sha256)).toContain(createHash("sha256").update(pdf).digest("hex"));
  });

  it("works once: a second download is refused, an unknown link is not found", async () => {
    // The file went once it was sent.
    const [used] = await f
      .ctx()
      .database.db.select()
      .from(dataExports)
      .where(eq(dataExports.downloadTokenHash, sha256(link.split("/").pop()!)));
    await vi.waitFor(() => expect(existsSync(used!.filePath!)).toBe(false));
    const second = await f.ctx().app.inject({ method: "POST", url: `${link}/download` });
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toBe(EXPORT_LINK_USED);
    const read = await f.ctx().app.inject({ method: "GET", url: link });
    expect(read.statusCode).toBe(410);
    expect(read.json().message).toBe(EXPORT_LINK_USED);
    for (const [method, url] of [
      ["GET", `/api/public/exports/${"x".repeat(43)}`],
      ["POST", `/api/public/exports/${"x".repeat(43)}/download`],
    ] as const) {
      const unknown = await f.ctx().app.inject({ method, url });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(EXPORT_LINK_NOT_FOUND);
    }
  });

  it("lists the studio's exports with their status, and nobody else's", async () => {
    const res = await api(a.who).get("/api/exports");
    expect(res.statusCode).toBe(200);
    const list = res.json() as DataExport[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: "DOWNLOADED", progress: 100, error: null });
    expect(list[0]!.sizeBytes).toBeGreaterThan(1000);
    expect(list[0]).not.toHaveProperty("downloadTokenHash");
    expect((await api(b.who).get("/api/exports")).json()).toEqual([]);
    // Once the first is done, another may be asked for.
    const next = await api(a.who).post("/api/export");
    expect(next.statusCode, next.body).toBe(202);
  });

  it("stops a link past its days, deleting the file", async () => {
    // The export asked for in the test above.
    await f.ctx().queue.drain();
    const fresh = await f.exportLink(a.who);
    expect(fresh).not.toBe(link);
    const { db } = f.ctx().database;
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.photographerId, a.who.photographerId), eq(dataExports.status, "READY")));
    expect(existsSync(row!.filePath!)).toBe(true);
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row!.id));
    expect((await f.ctx().app.inject({ method: "GET", url: fresh })).statusCode).toBe(410);
    const res = await f.ctx().app.inject({ method: "POST", url: `${fresh}/download` });
    expect(res.statusCode).toBe(410);
    await expireExportsJob(f.ctx().database).handler({}, { jobId: "test", retryCount: 0 });
    expect(existsSync(row!.filePath!)).toBe(false);
    const [after] = await db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(after!.status).toBe("EXPIRED");
  });

  it("marks an export that cannot be written as failed after its retries, and allows another", async () => {
    const dir = path.join(f.ctx().config.FOCAL_DATA_DIR, "exports");
    const aside = `${dir}-aside`;
    await rename(dir, aside);
    // A file where the folder should be: every try fails to write the zip.
    await writeFile(dir, "not a folder");
    try {
      const started = await api(a.who).post("/api/export");
      expect(started.statusCode, started.body).toBe(202);
      const runs = { ran: 0, failed: 0 };
      for (let i = 0; i < 5; i++) {
        const result = await f.ctx().queue.drain({ ignoreStartAfter: true });
        runs.failed += result.failed;
      }
      expect(runs.failed).toBe(3);
      const [latest] = (await api(a.who).get("/api/exports")).json() as DataExport[];
      expect(latest).toMatchObject({ id: started.json().id, status: "FAILED", error: "The export failed" });
    } finally {
      await rm(dir, { force: true });
      await rename(aside, dir);
    }
    const again = await api(a.who).post("/api/export");
    expect(again.statusCode, again.body).toBe(202);
  });

  it("is only for a signed-in studio", async () => {
    const res = await f.ctx().app.inject({ method: "POST", url: "/api/export" });
    expect(res.statusCode).toBe(401);
    expect((await f.ctx().app.inject({ method: "GET", url: "/api/exports" })).statusCode).toBe(401);
  });
});

describe.runIf(testDbKind() === "postgres")("twenty export requests at once", () => {
  it("make one export, the others are told one is already running", async () => {
    const c = await f.studioWithClient("Busy Studio");
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(c.who).post("/api/export")));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((code) => code === 202)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const rows = await f
      .ctx()
      .database.db.select()
      .from(dataExports)
      .where(and(eq(dataExports.photographerId, c.who.photographerId)));
    expect(rows).toHaveLength(1);
  }, 60_000);
});
