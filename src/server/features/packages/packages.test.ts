import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Package } from "../../../shared/packages.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "A" });
  b = await createTestPhotographer(ctx, { businessName: "B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);

const gold = {
  name: "Gold Collection",
  description: "Eight hours, two photographers",
  basePriceCents: 450_000,
  items: [
    { name: "Second shooter", qty: 1, unitCents: 0 },
    { name: "Album", description: "12x12", qty: 2, unitCents: 60_000 },
  ],
};

async function createPackage(who: TestPhotographer, input: Record<string, unknown> = gold) {
  const res = await api(who).post("/api/packages", input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Package;
}

describe("packages", () => {
  it("creates a package with its items and lists it", async () => {
    const pkg = await createPackage(a);
    expect(pkg).toMatchObject({ name: "Gold Collection", basePriceCents: 450_000, timesUsed: 0 });
    expect(pkg.items.map((i) => [i.name, i.lineTotalCents])).toEqual([
      ["Second shooter", 0],
      ["Album", 120_000],
    ]);
    const list = (await api(a).get("/api/packages")).json() as Package[];
    expect(list[0]!.id).toBe(pkg.id);
    expect((await api(b).get("/api/packages")).json()).toEqual([]);
  });

  it("accepts the minimal body and refuses bad ones with 400", async () => {
    const minimal = await createPackage(a, { name: "Mini", description: "", basePriceCents: 50_000 });
    expect(minimal).toMatchObject({ description: null, items: [] });
    for (const [input, message] of [
      [{ basePriceCents: 1 }, "Name is required"],
      [{ name: "X" }, "Base price is required"],
      [{ name: "X", basePriceCents: -1 }, "Base price must be positive"],
      [{ name: "X", basePriceCents: 1.5 }, "Base price must be in whole cents"],
    ] as const) {
      const res = await api(a).post("/api/packages", input);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("edits, copies and deletes, and counts the proposals that imported it", async () => {
    const pkg = await createPackage(a);
    const edited = await api(a).put(`/api/packages/${pkg.id}`, {
      ...gold,
      name: "Gold",
      items: [{ name: "Album", qty: 1, unitCents: 70_000 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Gold", items: [{ name: "Album", lineTotalCents: 70_000 }] });

    const copy = await api(a).post(`/api/packages/${pkg.id}/copy`, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: "Gold (Copy)", basePriceCents: 450_000 });
    expect(copy.json().id).not.toBe(pkg.id);

    const client = (
      await api(a).post("/api/clients", { firstName: "Ana", lastName: "Ruiz", email: "ana.pkg@example.com" })
    ).json() as { id: string };
    for (let i = 0; i < 2; i++) {
      const res = await api(a).post("/api/proposals", {
        title: `P${i}`,
        clientId: client.id,
        packageId: pkg.id,
        items: [{ name: "Gold", qty: 1, unitCents: 450_000 }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const listed = ((await api(a).get("/api/packages")).json() as Package[]).find((p) => p.id === pkg.id);
    expect(listed?.timesUsed).toBe(2);

    expect((await api(a).delete(`/api/packages/${pkg.id}`)).statusCode).toBe(200);
    expect((await api(a).get(`/api/packages/${pkg.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another photographer's package", async () => {
    const pkg = await createPackage(a);
    for (const res of [
      await api(b).get(`/api/packages/${pkg.id}`),
      await api(b).put(`/api/packages/${pkg.id}`, gold),
      await api(b).post(`/api/packages/${pkg.id}/copy`, {}),
      await api(b).delete(`/api/packages/${pkg.id}`),
      await api(a).get(`/api/packages/${randomUUID()}`),
      await api(a).get("/api/packages/not-a-uuid"),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await api(a).get(`/api/packages/${pkg.id}`)).json().name).toBe("Gold Collection");
  });
});
