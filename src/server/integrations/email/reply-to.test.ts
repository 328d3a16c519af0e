/**
 * Replies reach the studio: a studio that never set a reply address still gets its clients' answers at
 * the address it signed up with, because every e-mail tells clients they can "just reply".
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photographers } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { startSmtpServer } from "../../test/smtp.js";
import { createEmailService } from "./email.service.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function replyToOfOneEmail(photographerId: string): Promise<string | null> {
  const smtp = await startSmtpServer();
  const email = createEmailService(ctx.database, {
    ...ctx.config,
    SMTP_URL: smtp.url,
    SMTP_FROM: "Focal <no-reply@focal.example>",
  });
  try {
    const result = await email.sendEmail({
      photographerId,
      to: "client@example.com",
      subject: "Hi",
      text: "Hello",
    });
    expect(result.status).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    return /^Reply-To: (.+)$/im.exec(smtp.received[0]!.raw)?.[1]?.trim() ?? null;
  } finally {
    await email.close();
    await smtp.close();
  }
}

describe("Reply-To of a studio's e-mail", () => {
  it("is the account's e-mail while the studio has set no reply address", async () => {
    const studio = await createTestPhotographer(ctx);
    expect(await replyToOfOneEmail(studio.photographerId)).toBe(studio.email);
  });

  it("is the reply address once the studio sets one", async () => {
    const studio = await createTestPhotographer(ctx);
    await ctx.database.db
      .update(photographers)
      .set({ emailFromAddr: "hello@studio.example" })
      .where(eq(photographers.id, studio.photographerId));
    expect(await replyToOfOneEmail(studio.photographerId)).toBe("hello@studio.example");
  });
});
