import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderTemplate } from "../../../shared/email.js";
import { emailLogs, outboxMessages, photographers } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { decodeQuotedPrintable, startSmtpServer } from "../../test/smtp.js";
import { createEmailService } from "./email.service.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("template variables", () => {
  it("renders known variables, escapes them in HTML, and leaves unknown ones visible", () => {
    const values = { firstName: "Zoë", fullName: "Zoë <b>Ray</b>", businessName: "Lumen & Co" };
    expect(renderTemplate("Hi {{firstName}}, from {{ businessName }} {{unknown}} {{phone}}.", values)).toBe(
      "Hi Zoë, from Lumen & Co {{unknown}} .",
    );
    expect(renderTemplate("<p>{{fullName}}</p>", values, { html: true })).toBe(
      "<p>Zoë &lt;b&gt;Ray&lt;/b&gt;</p>",
    );
  });
});

describe("sendEmail", () => {
  it("delivers over real SMTP with variables rendered, the studio as sender name, and logs it", async () => {
    const smtp = await startSmtpServer();
    const studio = await createTestPhotographer(ctx, { businessName: "Harbor Light" });
    await ctx.database.db
      .update(photographers)
      .set({ emailFromName: "Harbor Light Photography", emailFromAddr: "hello@harborlight.example" })
      .where(eq(photographers.id, studio.photographerId));
    const config = { ...ctx.config, SMTP_URL: smtp.url, SMTP_FROM: "Focal <mail@focal.example>" };
    const email = createEmailService(ctx.database, config);
    try {
      expect(email.delivery).toBe("smtp");
      const result = await email.sendEmail({
        photographerId: studio.photographerId,
        to: "couple@example.com",
        subject: "Hello {{firstName}} from {{businessName}}",
        text: "Dear {{fullName}},\n\nYour date {{weddingDate}} is held. <script>",
        values: { firstName: "Ana", fullName: "Ana & Ben", weddingDate: "June 12, 2027" },
      });
      expect(result).toMatchObject({ status: "sent", delivery: "smtp" });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(["couple@example.com"]);
      expect(mail.from).toBe("mail@focal.example");
      const raw = decodeQuotedPrintable(mail.raw);
      expect(raw).toContain("Subject: Hello Ana from Harbor Light");
      expect(raw).toMatch(/From: "?Harbor Light Photography"? <mail@focal\.example>/);
      expect(raw).toContain("Reply-To: hello@harborlight.example");
      expect(raw).toContain("Your date June 12, 2027 is held. <script>");
      expect(raw).toContain("Dear Ana &amp; Ben,");
      expect(raw).toContain("&lt;script&gt;");
      const [log] = await ctx.database.db.select().from(emailLogs).where(eq(emailLogs.id, result.logId));
      expect(log).toMatchObject({
        status: "sent",
        toEmail: "couple@example.com",
        subject: "Hello Ana from Harbor Light",
      });
      expect(log!.providerId).toBeTruthy();
    } finally {
      await email.close();
      await smtp.close();
    }
  });

  it("logs a failed delivery instead of throwing", async () => {
    const smtp = await startSmtpServer({ rejectWith: "Mailbox unavailable" });
    const studio = await createTestPhotographer(ctx);
    const email = createEmailService(ctx.database, { ...ctx.config, SMTP_URL: smtp.url });
    try {
      const result = await email.sendEmail({
        photographerId: studio.photographerId,
        to: "x@example.com",
        subject: "S",
        text: "T",
      });
      expect(result.status).toBe("failed");
      expect(result.error).toMatch(/Mailbox unavailable/);
      const [log] = await ctx.database.db.select().from(emailLogs).where(eq(emailLogs.id, result.logId));
      expect(log).toMatchObject({ status: "failed", sentAt: null });
    } finally {
      await email.close();
      await smtp.close();
    }
  });

  it("sends a template's HTML without anything that could run in the client's mail or the outbox", async () => {
    const studio = await createTestPhotographer(ctx);
    const email = createEmailService(ctx.database, ctx.config);
    await email.sendEmail({
      photographerId: studio.photographerId,
      to: "s@example.com",
      subject: "Hi",
      text: "Body",
      html: '<p style="color:#333" onmouseover="steal()">Hi {{firstName}}</p><script>alert(1)</script><a href="javascript:alert(1)">Pay</a><img src="https://cdn.example/a.png" onerror="alert(2)">',
      values: { firstName: '<img src=x onerror="alert(3)">' },
    });
    const [row] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.photographerId, studio.photographerId));
    const html = row!.htmlBody ?? "";
    expect(html).toContain('<p style="color:#333">Hi &lt;img src=x onerror="alert(3)"&gt;</p>');
    expect(html).toContain('<img src="https://cdn.example/a.png" />');
    expect(html).not.toMatch(/<script|<[^>]*\son\w+=|href="javascript:/i);
  });

  it("keeps messages in the development outbox without SMTP_URL", async () => {
    const studio = await createTestPhotographer(ctx);
    const email = createEmailService(ctx.database, ctx.config);
    expect(email.delivery).toBe("outbox");
    const result = await email.sendEmail({
      photographerId: studio.photographerId,
      to: "o@example.com",
      subject: "Hi {{businessName}}",
      text: "Body",
    });
    expect(result.status).toBe("sent");
    const rows = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.photographerId, studio.photographerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: "EMAIL",
      toAddress: "o@example.com",
      subject: "Hi Test Studio",
      textBody: "Body",
    });
    const listed = await ctx.app.inject({
      method: "GET",
      url: "/api/outbox",
      headers: { cookie: studio.cookie },
    });
    expect(listed.json()).toMatchObject({ delivery: "outbox", messages: [{ subject: "Hi Test Studio" }] });
    const other = await createTestPhotographer(ctx);
    const hidden = await ctx.app.inject({
      method: "GET",
      url: `/api/outbox/${rows[0]!.id}`,
      headers: { cookie: other.cookie },
    });
    expect(hidden.statusCode).toBe(404);
  });
});
