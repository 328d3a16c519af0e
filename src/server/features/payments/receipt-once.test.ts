/**
 * A payment's receipt goes out once however often Stripe delivers its completion, and however often the
 * notification job runs.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Proposal } from "../../../shared/proposals.js";
import { estimatePayments, outboxMessages } from "../../db/schema/index.js";
import { createEmailService } from "../../integrations/email/email.service.js";
import type { TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createStripeTestContext, type StripeStandIn, sendStripeWebhook } from "../../test/stripe-context.js";
import { studioNotifications } from "../photographer/studio-notifications.job.js";

describe.runIf(testDbKind() === "postgres")("payment receipt under parallel webhooks", () => {
  let stripe: StripeStandIn;
  let ctx: TestContext;
  let studio: TestPhotographer;

  beforeAll(async () => {
    ({ ctx, stripe } = await createStripeTestContext());
    studio = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
    await as(ctx, studio.cookie).post("/api/stripe-connect/create-account");
    stripe.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: true };
    await as(ctx, studio.cookie).get("/api/stripe-connect/account-status");
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  it("sends one receipt for 20 parallel deliveries of one payment's completion", async () => {
    const api = as(ctx, studio.cookie);
    const client = await api.post("/api/clients", {
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
    });
    const proposal = (
      await api.post("/api/proposals", {
        title: "Ruiz Wedding",
        clientId: client.json().id,
        items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
        depositPercent: 25,
      })
    ).json() as Proposal;
    await as(ctx, null).post(`/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: "ana@example.com",
    });
    const pay = await as(ctx, null).post(`/api/public/proposals/${proposal.token}/pay`, { mode: "DEPOSIT" });
    expect(pay.statusCode, pay.body).toBe(200);
    const sessionId = pay.json().url.split("/").pop();
    const completed = {
      type: "checkout.session.completed",
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          payment_status: "paid",
          payment_intent: "pi_r1",
        },
      },
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendStripeWebhook(ctx, completed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await ctx.queue.drain();
    await ctx.queue.drain();

    // The job run again (a retry after a crash, or a second event): still one receipt.
    const [payment] = await ctx.database.db
      .select()
      .from(estimatePayments)
      .where(and(eq(estimatePayments.estimateId, proposal.id), eq(estimatePayments.status, "COMPLETED")));
    const email = createEmailService(ctx.database, ctx.config);
    const notices = studioNotifications({
      database: ctx.database,
      config: ctx.config,
      queue: ctx.queue,
      email,
    });
    const again = {
      kind: "PAYMENT_RECEIVED" as const,
      photographerId: studio.photographerId,
      paymentId: payment!.id,
    };
    await Promise.all(Array.from({ length: 20 }, () => notices.notify(again)));
    await ctx.queue.drain();

    const receipts = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.photographerId, studio.photographerId),
          eq(outboxMessages.toAddress, "ana@example.com"),
        ),
      );
    expect(receipts.map((m) => m.subject)).toEqual(["Receipt: $811.88 paid to Golden Hour"]);
    const toStudio = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.photographerId, studio.photographerId),
          eq(outboxMessages.toAddress, studio.email),
        ),
      );
    expect(toStudio.map((m) => m.subject).sort()).toEqual([
      "Payment received: $811.88 from Ana Ruiz",
      "Proposal signed: Ruiz Wedding",
    ]);
  });
});
