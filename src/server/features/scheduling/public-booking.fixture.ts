/**
 * What the public booking tests share: one app per test file with two studios, A (Golden Hour Studio,
 * open 09:00-17:00 every day, whose public token is `tokenA`) and B (Other Studio); the public calendar's
 * addresses, a fresh e-mail address per visitor, and the e-mails sent to an address.
 *
 * `ctx`, `a`, `b` and `tokenA` are live bindings: the hook assigns them here, and every importer reads
 * the current value.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { setEveryDayHours } from "../../test/scheduling-fixtures.js";

export let ctx: TestContext;
export let a: TestPhotographer;
export let b: TestPhotographer;
export let tokenA: string;

/** The hooks every public booking test file needs: its app and studios, and closing it at the end. */
export function setUpPublicBooking() {
  beforeAll(async () => {
    ctx = await createTestContext();
    a = await createTestPhotographer(ctx, { businessName: "Golden Hour Studio" });
    b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
    await setEveryDayHours(ctx, a);
    tokenA = ((await as(ctx, a.cookie).get("/api/photographer")).json() as { publicToken: string })
      .publicToken;
  });
  afterAll(() => ctx.close());
}

export const anon = () => as(ctx, null);
export const calendarUrl = (token: string) => `/api/public/booking/calendar/${token}`;
export const bookUrl = (token: string, date: string, slotId: string, tz?: string) =>
  `${calendarUrl(token)}/book/${date}/${slotId}${tz ? `?tz=${encodeURIComponent(tz)}` : ""}`;
export const email = () => `emma-${randomUUID().slice(0, 8)}@example.com`;
export const mailTo = (to: string) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.channel, "EMAIL")));
