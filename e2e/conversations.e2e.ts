/**
 * A conversation across channels: the studio writes to a couple from the client page (by e-mail, its
 * signature appended); the couple reads it in the portal on a phone and answers with a photo; the studio
 * sees the unread badge, opens the thread, sees the photo and answers by e-mail; the couple's e-mail reply,
 * sent by nodemailer into the server's SMTP receiver, lands in the thread with the quote cut. Screenshots
 * A reply from the couple's wedding planner (not the client's address) waits, held, until the studio
 * accepts it. Screenshots of the thread at 1280 px and of the portal's Messages at 390 px; no axe violation
 * on the way.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible } from "./support/axe.js";
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  registerByApi,
  screenshot,
  screenshotDir,
  settle,
  signIn,
  uniqueEmail,
} from "./support/browser.js";
import { call, noSidewaysScroll } from "./support/journey.js";
import { INBOUND_DOMAIN } from "./support/server.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Mail {
  toAddress: string;
  subject: string | null;
  textBody: string | null;
  replyTo: string | null;
  messageId: string | null;
}
interface ThreadMessage {
  direction: "IN" | "OUT";
  channel: string;
  content: string;
  status: string;
  attachments: { filename: string }[];
}

/** A small real PNG (a photo as far as the server's sniffing goes). */
function pngFile(): string {
  const file = path.join(screenshotDir, "venue-photo.png");
  fs.mkdirSync(screenshotDir, { recursive: true });
  // 1×1 pixel PNG.
  const bytes = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  fs.writeFileSync(file, bytes);
  return file;
}

describe("a conversation", () => {
  it("goes from the studio to the portal and back, and a reply by e-mail lands in the thread", async () => {
    const email = uniqueEmail("conv");
    await registerByApi(email, "pw-conversations", "Lind & Light Photography");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, email, "pw-conversations");
    const api = page.request;
    await call(api, "put", "/api/photographer", { emailSignature: "Maya Lind\nLind & Light Photography" });
    const coupleEmail = uniqueEmail("noor");
    const client = await call<{ id: string }>(api, "post", "/api/clients", {
      firstName: "Noor",
      lastName: "Haddad",
      email: coupleEmail,
    });

    // The studio writes from the client page: an e-mail with the signature and the thread's reply address.
    await page.goto(`/clients/${client.id}`);
    const composer = page.getByRole("textbox", { name: "Message", exact: true });
    await composer.fill("Hi Noor, your timeline is ready! Anything to change?");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.getByText("Message sent", { exact: true }).waitFor();
    const outbox = async () => (await call<{ messages: Mail[] }>(api, "get", "/api/outbox")).messages;
    const first = (await outbox()).find((m) => m.toAddress === coupleEmail)!;
    expect(first.textBody).toContain("-- \nMaya Lind");
    expect(first.replyTo).toMatch(new RegExp(`^reply\\+[A-Za-z0-9_-]{32}@${INBOUND_DOMAIN}$`));

    // The couple, in the portal on a phone: they read it and answer with a photo.
    const link = await call<{ loginUrl: string }>(api, "post", `/api/clients/${client.id}/send-login-link`);
    const phone = await newContext(browser, PHONE);
    const couple = await phone.newPage();
    await couple.emulateMedia({ reducedMotion: "reduce" });
    const login = new URL(link.loginUrl);
    await couple.goto(login.pathname + login.search);
    const messages = couple.getByRole("region", { name: "Messages" });
    await messages.getByText("your timeline is ready").first().waitFor();
    await messages.getByRole("textbox", { name: "Message", exact: true }).fill("Love it! Here is the venue.");
    await messages.locator('input[type="file"]').setInputFiles(pngFile());
    await messages.getByText("venue-photo.png").first().waitFor();
    await messages.getByRole("button", { name: "Send", exact: true }).click();
    await messages.getByText("Love it! Here is the venue.").first().waitFor();
    await messages.scrollIntoViewIfNeeded();
    await settle(couple);
    await noSidewaysScroll(couple);
    await screenshot(couple, "conversations-portal-messages-phone");
    await expectAccessible(couple, "portal messages");

    // The studio sees the unread badge, opens the thread, sees the photo, and answers by e-mail.
    await page.goto("/clients");
    const clientsLink = page.getByRole("link", { name: "Clients", exact: true });
    // The count is the link's description (its name stays "Clients").
    const badge = async () => {
      const id = await clientsLink.getAttribute("aria-describedby");
      return id ? (await page.locator(`[id="${id}"]`).innerText()).trim() : "";
    };
    await expect.poll(badge).toMatch(/^1\b/);
    await settle(page);
    await screenshot(page, "conversations-unread-badge-desktop");
    await page.getByText("Noor Haddad").first().click();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    const thread = page.getByRole("list", { name: "Conversation with Noor Haddad" });
    await thread.getByText("Love it! Here is the venue.").waitFor();
    await thread.getByRole("link", { name: /venue-photo\.png/ }).waitFor();
    await expect
      .poll(async () => (await call<{ unread: number }>(api, "get", "/api/conversations/unread")).unread)
      .toBe(0);
    await composer.fill("Wonderful, see you on the 21st!");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await thread.getByText("Wonderful, see you on the 21st!").waitFor();

    // The couple answers that e-mail from their mail app: into the SMTP receiver, quote and all.
    const answer = (await outbox()).find((m) => m.textBody?.includes("see you on the 21st"))!;
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: inject("inboundSmtpPort"),
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: `Noor Haddad <${coupleEmail}>`,
      to: answer.replyTo!,
      subject: "Re: A message from Lind & Light Photography",
      inReplyTo: answer.messageId!,
      references: [answer.messageId!],
      text: "Perfect, thank you!\n\nOn Thu, Nov 26, 2026 at 10:00 AM Lind & Light <no-reply@focal.localhost> wrote:\n> Wonderful, see you on the 21st!\n",
    });
    // Their planner answers the same e-mail from another address: held until the studio accepts it.
    await transport.sendMail({
      from: "Dana Cole <dana@planners.example>",
      to: answer.replyTo!,
      subject: "Re: A message from Lind & Light Photography",
      text: "Dana here, the couple's planner: the ceremony moved to 3pm.",
    });
    transport.close();
    await expect
      .poll(
        async () =>
          (await call<{ messages: ThreadMessage[] }>(api, "get", `/api/clients/${client.id}/thread`)).messages
            .filter((m) => m.direction === "IN")
            .map((m) => [m.channel, m.content]),
        { timeout: 20_000 },
      )
      .toEqual([
        ["PORTAL", "Love it! Here is the venue."],
        ["EMAIL", "Perfect, thank you!"],
        ["EMAIL", "Dana here, the couple's planner: the ceremony moved to 3pm."],
      ]);
    await page.reload();
    await thread.getByText("Perfect, thank you!").waitFor();
    await thread.getByText("Held: from dana@planners.example").waitFor();
    await expectAccessible(page, "client thread with a held message");
    await thread.getByRole("button", { name: /^Accept / }).click();
    await expect
      .poll(async () =>
        (await call<{ messages: ThreadMessage[] }>(api, "get", `/api/clients/${client.id}/thread`)).messages
          .filter((m) => m.content.startsWith("Dana here"))
          .map((m) => m.status),
      )
      .toEqual(["RECEIVED"]);
    await thread.getByText("Held: from dana@planners.example").waitFor({ state: "detached" });
    await thread.getByText("Perfect, thank you!").scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "conversations-thread-desktop");
    await expectAccessible(page, "client thread");

    // The studio shares a timeline in the client's Files; the couple finds it in the portal.
    const timeline = path.join(screenshotDir, "timeline.pdf");
    fs.writeFileSync(timeline, "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
    const filesCard = page.getByRole("region", { name: "Files" });
    await filesCard.locator('input[type="file"]').setInputFiles(timeline);
    await filesCard.getByRole("link", { name: /timeline\.pdf/ }).waitFor();
    await couple.reload();
    const portalFiles = couple.getByRole("region", { name: "Files" });
    await portalFiles.getByText("timeline.pdf").first().waitFor();
    await portalFiles.scrollIntoViewIfNeeded();
    await settle(couple);
    await screenshot(couple, "conversations-portal-files-phone");
    await expectAccessible(couple, "portal files");

    await phone.close();
    await desktop.close();
  }, 240_000);
});
