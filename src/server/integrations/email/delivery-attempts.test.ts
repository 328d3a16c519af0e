/**
 * A job that sent an e-mail and died before its commit sends it again when it runs again. Both copies
 * carry one Message-ID (receivers merge them), and on PostgreSQL the second attempt knows it is one.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailDeliveryAttempts, emailLogs } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { startSmtpServer } from "../../test/smtp.js";
import { createEmailService } from "./email.service.js";

let ctx: TestContext;
let studio: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext();
  studio = await createTestPhotographer(ctx);
});
afterAll(() => ctx?.close());

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

describe("delivery attempts", () => {
  it("gives every attempt at one delivery the same Message-ID, counted even when the first rolled back", async () => {
    const smtp = await startSmtpServer();
    const email = createEmailService(ctx.database, {
      ...ctx.config,
      SMTP_URL: smtp.url,
      SMTP_FROM: "Focal <mail@focal.example>",
    });
    const deliveryKey = `automation-execution:${crypto.randomUUID()}`;
    const send = (db?: Parameters<typeof email.sendEmail>[0]["db"]) =>
      email.sendEmail({
        photographerId: studio.photographerId,
        to: "couple@example.com",
        subject: "Your gallery",
        text: "It is ready.",
        deliveryKey,
        ...(db ? { db } : {}),
      });
    try {
      // The first attempt: the server said 250, then the job died before its transaction committed.
      await expect(
        ctx.database.db.transaction(async (tx) => {
          await send(tx);
          throw new Error("crash before commit");
        }),
      ).rejects.toThrow("crash before commit");
      const retry = await send();
      const again = await send();

      expect(smtp.received).toHaveLength(3);
      const ids = smtp.received.map((mail) => messageIdOf(mail.raw));
      expect(ids[0]).toMatch(/^<[0-9a-f]{32}@focal\.example>$/);
      expect(new Set(ids).size).toBe(1);
      expect(retry.messageId).toBe(ids[0]);

      const [log] = await ctx.database.db.select().from(emailLogs).where(eq(emailLogs.id, retry.logId));
      expect(log!.messageId).toBe(ids[0]);
      if (testDbKind() === "postgres") {
        // Counted outside the rolled-back transaction: the retry knows it is the second attempt.
        expect(retry.attempt).toBe(2);
        expect(again.attempt).toBe(3);
        expect(log!.attempt).toBe(2);
        const [row] = await ctx.database.db
          .select()
          .from(emailDeliveryAttempts)
          .where(eq(emailDeliveryAttempts.deliveryKey, deliveryKey));
        expect(row!.attempts).toBe(3);
      } else {
        // One transaction at a time: the count went with the rollback; the Message-ID is what remains.
        expect(retry.attempt).toBe(1);
      }
    } finally {
      await email.close();
      await smtp.close();
    }
  });

  it("gives one-off e-mails a Message-ID of their own", async () => {
    const smtp = await startSmtpServer();
    const email = createEmailService(ctx.database, { ...ctx.config, SMTP_URL: smtp.url });
    try {
      for (let i = 0; i < 2; i += 1) {
        await email.sendEmail({
          photographerId: studio.photographerId,
          to: "a@example.com",
          subject: "Hi",
          text: "x",
        });
      }
      const ids = smtp.received.map((mail) => messageIdOf(mail.raw));
      expect(ids[0]).toBeTruthy();
      expect(ids[0]).not.toBe(ids[1]);
    } finally {
      await email.close();
      await smtp.close();
    }
  });
});
