/**
 * POST /api/clients/import/check: the import preview asks which of a file's addresses the studio already
 * has, so that it counts and marks the rows the import would refuse before offering to import them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_CHECK_MAX, type ImportClientsResult } from "../../../shared/clients.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Check A" });
  b = await createTestPhotographer(ctx, { businessName: "Check B" });
});
afterAll(() => ctx.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const check = (who: TestPhotographer, body: unknown) =>
  as(ctx, who.cookie).post("/api/clients/import/check", body);

describe("POST /api/clients/import/check", () => {
  it("answers the studio's own addresses among those asked, in lower case, archived clients included", async () => {
    const run = tag();
    const kept = `kept-${run}@example.com`;
    const archived = `gone-${run}@example.com`;
    const theirs = `theirs-${run}@example.com`;
    await as(ctx, a.cookie).post("/api/clients", { firstName: "Kept", lastName: "Client", email: kept });
    const gone = (
      await as(ctx, a.cookie).post("/api/clients", { firstName: "Gone", lastName: "Client", email: archived })
    ).json();
    await as(ctx, a.cookie).post(`/api/clients/${gone.id}/archive`);
    await as(ctx, b.cookie).post("/api/clients", { firstName: "Their", lastName: "Client", email: theirs });

    const res = await check(a, {
      emails: [kept.toUpperCase(), ` ${archived} `, theirs, `new-${run}@example.com`, kept],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ existing: [archived, kept].sort() });
    // Another studio's client is not this studio's business, and the other way round.
    expect((await check(b, { emails: [kept, theirs] })).json()).toEqual({ existing: [theirs] });
    expect((await check(a, { emails: [] })).json()).toEqual({ existing: [] });
  });

  it("agrees with the import: the addresses it names are the rows the import refuses", async () => {
    const run = tag();
    const taken = `taken-${run}@example.com`;
    await as(ctx, a.cookie).post("/api/clients", { firstName: "Taken", lastName: "One", email: taken });
    const emails = [taken.toUpperCase(), `fresh-${run}@example.com`];
    const { existing } = (await check(a, { emails })).json() as { existing: string[] };
    const imported = (
      await as(ctx, a.cookie).post("/api/clients/import", {
        rows: emails.map((email, i) => ({
          rowNumber: i + 1,
          values: { firstName: "Row", lastName: `${i}`, email },
        })),
      })
    ).json() as ImportClientsResult;
    expect(imported.created).toBe(1);
    expect(imported.rejected).toEqual([
      { rowNumber: 1, reason: `A client with the email ${taken} already exists` },
    ]);
    expect(existing).toEqual([taken]);
  });

  it("refuses bad input with a message, and more than the cap", async () => {
    const tooMany = Array.from({ length: IMPORT_CHECK_MAX + 1 }, (_, i) => `x${i}@example.com`);
    for (const [body, message] of [
      [{ emails: tooMany }, `At most ${IMPORT_CHECK_MAX} emails per request`],
      [{ emails: "a@example.com" }, "emails must be a list of addresses"],
      [{ emails: [42] }, "Each email must be text"],
      [{ emails: [`${"x".repeat(250)}@example.com`] }, "Email too long"],
      [{}, "emails must be a list of addresses"],
    ] as const) {
      const res = await check(a, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await check(a, { emails: tooMany.slice(1) })).statusCode).toBe(200);
  });

  it("needs a signed-in studio", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/clients/import/check",
      payload: { emails: ["a@example.com"] },
    });
    expect(res.statusCode).toBe(401);
  });
});
