/**
 * Workers running the morning autopay at the same moment (PostgreSQL: PGlite runs one transaction at a
 * time): each due instalment is charged once at the provider and recorded once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestProvider } from "../../integrations/payments/test.provider.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { autopayFixture, MORNING } from "./autopay.fixture.js";
import { createAutopayRun } from "./autopay-charge.js";
import { createCheckoutService } from "./checkout.service.js";

describe.runIf(testDbKind() === "postgres")("two workers charging autopay at once", () => {
  let ctx: TestContext;
  let a: TestPhotographer;
  const f = autopayFixture(() => ctx);

  beforeAll(async () => {
    ctx = await createTestContext();
    a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("charges each due instalment once for 20 parallel runs", async () => {
    const proposals = [];
    for (let i = 0; i < 3; i++) {
      const p = await f.scheduledProposal(a);
      await f.payRetainer(p.token, p.entries[0]!.id, true);
      proposals.push(p);
    }
    // The app's own test provider, counted: what reached "the card" is what matters.
    const inner = createTestProvider(ctx.config.publicUrl);
    const keys: string[] = [];
    const provider = {
      ...inner,
      chargeOffSession: (input: Parameters<typeof inner.chargeOffSession>[0]) => {
        keys.push(input.idempotencyKey);
        return inner.chargeOffSession(input);
      },
    };
    const checkout = createCheckoutService(ctx.database, ctx.config, provider, ctx.queue, ctx.bus);
    const workers = Array.from({ length: 20 }, () =>
      createAutopayRun({
        database: ctx.database,
        config: ctx.config,
        provider,
        checkout,
        notifyDeclined: async () => {
          throw new Error("no card declines here");
        },
      }),
    );
    const results = await Promise.all(workers.map((w) => w.runAutopay(new Date(MORNING))));
    expect(results.reduce((n, r) => n + r.charged, 0)).toBe(3);
    expect(keys.sort()).toEqual(proposals.map((p) => `autopay-${p.entries[1]!.id}-1`).sort());
    for (const p of proposals) {
      const rows = await f.autopayPayments(p.id);
      expect(rows.map((r) => [r.status, r.installmentId, r.amountCents])).toEqual([
        ["COMPLETED", p.entries[1]!.id, 3_000],
      ]);
      expect((await f.attempts(p.id)).map((r) => r.status)).toEqual(["SUCCEEDED"]);
    }
  });
});
