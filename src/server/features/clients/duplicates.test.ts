/**
 * One client per e-mail address in a studio, on every path that creates clients: the unique index on
 * (photographer_id, lower(email)) decides, so concurrent imports and inquiries cannot duplicate.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportClientsResult } from "../../../shared/clients.js";
import { clients, projects } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const tag = () => Math.random().toString(36).slice(2, 8);

async function clientsWithEmail(photographerId: string, email: string) {
  return ctx.database.db
    .select()
    .from(clients)
    .where(
      and(eq(clients.photographerId, photographerId), sql`lower(${clients.email}) = ${email.toLowerCase()}`),
    );
}

async function countClients(photographerId: string) {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.photographerId, photographerId));
  return row!.n;
}

describe("creating a client whose e-mail the studio already has", () => {
  it("answers 409 with a message naming the existing client, in any case, and creates nothing", async () => {
    const email = `maya-${tag()}@example.com`;
    const first = await api(a).post("/api/clients", { firstName: "Maya", lastName: "Lopez", email });
    expect(first.statusCode, first.body).toBe(201);
    const before = await countClients(a.photographerId);

    const again = await api(a).post("/api/clients", {
      firstName: "Maya",
      lastName: "L",
      email: email.toUpperCase(),
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      message: `A client with the email ${email} already exists`,
      clientId: first.json().id,
    });
    expect(await countClients(a.photographerId)).toBe(before);

    // Another studio may have its own client with that address.
    expect((await api(b).post("/api/clients", { firstName: "Maya", lastName: "B", email })).statusCode).toBe(
      201,
    );
    // Clients without an e-mail are never duplicates of each other.
    for (let i = 0; i < 2; i++) {
      expect((await api(a).post("/api/clients", { firstName: "No", lastName: "Mail" })).statusCode).toBe(201);
    }
  });

  it("answers 409 when an edit gives a client another client's address, and changes nothing", async () => {
    const taken = `taken-${tag()}@example.com`;
    await api(a).post("/api/clients", { firstName: "Tia", lastName: "Taken", email: taken });
    const other = (
      await api(a).post("/api/clients", {
        firstName: "Otto",
        lastName: "Other",
        email: `otto-${tag()}@example.com`,
      })
    ).json() as { id: string; email: string };

    const res = await api(a).put(`/api/clients/${other.id}`, {
      firstName: "Otto",
      lastName: "Other",
      email: taken,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(`A client with the email ${taken} already exists`);
    const [row] = await ctx.database.db.select().from(clients).where(eq(clients.id, other.id));
    expect(row!.email).toBe(other.email);
  });

  it("says so when the client with that address is archived", async () => {
    const email = `arch-${tag()}@example.com`;
    const created = (
      await api(a).post("/api/clients", { firstName: "Ari", lastName: "Chived", email })
    ).json();
    expect((await api(a).post(`/api/clients/${created.id}/archive`)).statusCode).toBe(200);
    const res = await api(a).post("/api/clients", { firstName: "Ari", lastName: "Again", email });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("(archived)");
  });
});

// PGlite runs one transaction at a time and would hide the race: these need a PostgreSQL server.
describe.runIf(testDbKind() === "postgres")("concurrent creation on PostgreSQL", () => {
  it("makes exactly 100 clients from 20 parallel imports of the same 100 rows", async () => {
    const studio = await createTestPhotographer(ctx, { businessName: "Import Race" });
    const run = tag();
    const rows = Array.from({ length: 100 }, (_, i) => ({
      rowNumber: i + 1,
      values: { firstName: `Row${i}`, lastName: "Import", email: `row${i}-${run}@example.com` },
    }));

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as(ctx, studio.cookie).post("/api/clients/import", { rows })),
    );

    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const results = answers.map((res) => res.json() as ImportClientsResult);
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(100);
    for (const r of results) {
      // Every row is either created by this answer or named as a duplicate in it.
      expect(r.created + r.rejected.length).toBe(100);
      for (const rejection of r.rejected) expect(rejection.reason).toMatch(/already exists/);
    }
    expect(await countClients(studio.photographerId)).toBe(100);
  });

  it("makes one client and one project from 20 parallel widget leads with one e-mail in varying case", async () => {
    const studio = await createTestPhotographer(ctx, { businessName: "Lead Race" });
    const publicToken = (
      (await as(ctx, studio.cookie).get("/api/photographer")).json() as { publicToken: string }
    ).publicToken;
    const email = `race-${tag()}@example.com`;
    const cased = (i: number) =>
      [...email].map((ch, j) => ((i >> (j % 5)) & 1 ? ch.toUpperCase() : ch)).join("");

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: "POST",
          url: `/api/public/widget/${publicToken}/leads`,
          payload: {
            firstName: "Rae",
            lastName: "Race",
            email: cased(i),
            eventDate: "2027-06-12",
            projectType: "WEDDING",
            message: `Inquiry ${i}`,
          },
          // Each from its own address: the per-visitor limit is not what is tested here.
          headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
        }),
      ),
    );

    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const found = await clientsWithEmail(studio.photographerId, email);
    expect(found).toHaveLength(1);
    const inquiries = await ctx.database.db
      .select()
      .from(projects)
      .where(and(eq(projects.photographerId, studio.photographerId), eq(projects.clientId, found[0]!.id)));
    // A repeat inquiry joins the client's open project of its type (it used to open one each).
    expect(inquiries).toHaveLength(1);
  });

  it("answers 409 to all but one of 20 parallel manual creates with one e-mail", async () => {
    const studio = await createTestPhotographer(ctx, { businessName: "Form Race" });
    const email = `form-${tag()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(ctx, studio.cookie).post("/api/clients", { firstName: "Dee", lastName: `Double${i}`, email }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(await clientsWithEmail(studio.photographerId, email)).toHaveLength(1);
  });
});
