/** Any IANA zone for a studio: settings take it (and refuse junk), signup starts in the browser's zone. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMEZONE_MESSAGE } from "../../../shared/time-zone.js";
import { photographers, users } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { databaseDigest } from "../../test/db-digest.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the studio's time zone", () => {
  const zones = [
    "Europe/London",
    "Australia/Sydney",
    "Asia/Kolkata",
    "America/Phoenix",
    "Pacific/Honolulu",
    "America/Toronto",
    "UTC",
    "America/Los_Angeles",
  ];
  it.each(zones)("takes %s and keeps it, in settings and the session", async (zone) => {
    const p = await createTestPhotographer(ctx);
    const res = await as(ctx, p.cookie).put("/api/photographer", { timezone: zone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().timezone).toBe(zone);
    expect((await as(ctx, p.cookie).get("/api/auth/me")).json().timezone).toBe(zone);
  });

  it("writes the zone as Intl spells it", async () => {
    const p = await createTestPhotographer(ctx);
    const res = await as(ctx, p.cookie).put("/api/photographer", { timezone: "europe/lisbon" });
    expect(res.json().timezone).toBe("Europe/Lisbon");
  });

  it.each([
    "Europe/Londres",
    "Mars/Olympus",
    "+02:00",
    "America/New_York; DROP",
    7,
    null,
  ])("refuses %j with the list's message, changing nothing", async (zone) => {
    const p = await createTestPhotographer(ctx);
    const before = await databaseDigest(ctx.database);
    const res = await as(ctx, p.cookie).put("/api/photographer", { timezone: zone });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TIMEZONE_MESSAGE);
    expect(await databaseDigest(ctx.database)).toEqual(before);
  });
});

describe("signup's zone", () => {
  const register = (email: string, timezone?: unknown) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { businessName: "Zone Studio", email, password: "s3cret-pass-long", timezone },
    });
  const zoneOf = async (email: string) => {
    const [row] = await ctx.database.db
      .select({ timezone: photographers.timezone })
      .from(users)
      .innerJoin(photographers, eq(photographers.id, users.photographerId))
      .where(eq(users.email, email));
    return row?.timezone;
  };

  it("starts the studio in the zone the browser sent", async () => {
    expect((await register("sydney@example.com", "Australia/Sydney")).statusCode).toBe(201);
    expect(await zoneOf("sydney@example.com")).toBe("Australia/Sydney");
  });

  it("falls back to the default for none or one this server does not know, rather than refusing", async () => {
    expect((await register("none@example.com")).statusCode).toBe(201);
    expect(await zoneOf("none@example.com")).toBe("America/New_York");
    expect((await register("mars@example.com", "Mars/Olympus")).statusCode).toBe(201);
    expect(await zoneOf("mars@example.com")).toBe("America/New_York");
  });
});
