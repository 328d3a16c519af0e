/**
 * Answers stored with the tables they read are dropped only by changes to those tables; answers without
 * them (the studio screens) by any change of the studio. Bookkeeping first, then the triggers: a change
 * written straight to the database names its table, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseListener } from "../db/listener.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../test/factories.js";
import { StudioReadCache } from "./read-cache.js";

const listening = { isListening: true, on() {}, onReset() {} } as unknown as DatabaseListener;
const json = "application/json";
const SLOTS = new Set(["bookings", "availability_templates"]);

describe("answers that name their tables", () => {
  it("survive changes to other tables, and go with a change to theirs or an unnamed one", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000 });
    cache.store("s", "public", cache.begin(), "[1]", json, { tables: SLOTS });
    cache.store("s", "/api/clients", cache.begin(), "[2]", json);

    cache.invalidate("s", "projects");
    expect(cache.get("s", "public")?.body).toBe("[1]");
    expect(cache.get("s", "/api/clients")).toBeNull();

    cache.invalidate("s", "bookings");
    expect(cache.get("s", "public")).toBeNull();

    cache.store("s", "public", cache.begin(), "[3]", json, { tables: SLOTS });
    cache.invalidate("s");
    expect(cache.get("s", "public")).toBeNull();
  });

  it("are stored after a read that raced only other tables, and refused after one that raced theirs", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000 });
    const begun = cache.begin();
    cache.invalidate("s", "clients");
    cache.store("s", "public", begun, "[1]", json, { tables: SLOTS });
    cache.store("s", "/api/clients", begun, "[2]", json);
    expect(cache.get("s", "public")?.body).toBe("[1]");
    expect(cache.get("s", "/api/clients")).toBeNull();

    const again = cache.begin();
    cache.invalidate("s", "availability_templates");
    cache.store("s", "public", again, "[3]", json, { tables: SLOTS });
    expect(cache.get("s", "public")).toBeNull();
    expect(cache.stats.raced).toBe(2);
  });

  it("are left by a photographer's own write, which drops the studio screens", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000 });
    cache.store("s", "public", cache.begin(), "[1]", json, { tables: SLOTS });
    cache.store("s", "/api/projects", cache.begin(), "[2]", json);
    cache.invalidateScreens("s");
    expect(cache.get("s", "public")?.body).toBe("[1]");
    expect(cache.get("s", "/api/projects")).toBeNull();
  });

  it("expire at their own instant before the time to live", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000 });
    cache.store("s", "public", cache.begin(), "[1]", json, { staleAt: Date.now() - 1 });
    expect(cache.get("s", "public")).toBeNull();
  });
});

describe("the triggers name the table", () => {
  let ctx: TestContext;
  let studio: TestPhotographer;
  beforeAll(async () => {
    ctx = await createTestContext();
    studio = await createTestPhotographer(ctx, { businessName: "Tables Studio" });
  });
  afterAll(() => ctx?.close());

  it("for a studio table and for the studio's own row, but not for renewed Google tokens", async () => {
    const cache = ctx.app.readCache;
    const id = studio.photographerId;
    const store = () =>
      cache.store(id, "public", cache.begin(), "[1]", json, { tables: new Set(["photographers"]) });
    const kept = () => cache.get(id, "public") !== null;

    store();
    await ctx.database.executeSql(`UPDATE clients SET notes = 'x' WHERE photographer_id = $1`, [id]);
    await ctx.database.executeSql(
      `INSERT INTO clients (photographer_id, first_name, last_name) VALUES ($1, 'Ada', 'Lovelace')`,
      [id],
    );
    expect(kept(), "a client's change leaves it").toBe(true);

    await ctx.database.executeSql(
      `UPDATE photographers SET calendar_access_token = 'renewed', updated_at = now() WHERE id = $1`,
      [id],
    );
    expect(kept(), "renewed tokens leave it").toBe(true);

    await ctx.database.executeSql(`UPDATE photographers SET business_name = 'Renamed' WHERE id = $1`, [id]);
    expect(kept(), "the studio's row drops it").toBe(false);
  });
});
