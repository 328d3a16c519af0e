/**
 * The client thread through the API: a studio message e-mailed with the signature and the threading
 * headers (its Reply-To the thread's reply address), texts only with opt-in, notes never leaving the
 * studio, the portal's side (no notes, a client message unread until the studio opens the thread, the
 * studio told by e-mail), automated e-mails in the thread, bad input and another studio's client refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_SMS_OPT_IN, type ThreadMessage, type ThreadView } from "../../../shared/conversations.js";
import { messages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { multipartBody, SAMPLES } from "../files/files.fixture.js";
import { conversationsFixture, INBOUND_DOMAIN, SIGNATURE } from "./conversations.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const f = conversationsFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
  a = await createTestPhotographer(ctx, { businessName: "Lind & Light" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
  await f.withSignature(a);
});
afterAll(() => ctx?.close());

describe("writing to the client", () => {
  it("e-mails a message with the signature, a reply address of the thread and a Message-ID", async () => {
    const client = await f.client(a);
    const message = await f.sent(a, client.id, { channel: "EMAIL", content: "Your timeline is ready!" });
    expect(message).toMatchObject({ direction: "OUT", channel: "EMAIL", status: "SENT", attachments: [] });

    const [mail] = await f.outboxTo(client.email);
    expect(mail!.subject).toBe("A message from Lind & Light");
    expect(mail!.textBody).toContain("Your timeline is ready!");
    expect(mail!.textBody).toContain(`-- \n${SIGNATURE}`);
    expect(mail!.headers?.["Reply-To"]).toMatch(new RegExp(`^reply\\+[A-Za-z0-9_-]{32}@${INBOUND_DOMAIN}$`));
    expect(mail!.headers?.["Message-ID"]).toMatch(/^<[0-9a-f]{32}@/);

    const outbox = (await f.api(a).get("/api/outbox")).json() as {
      messages: { toAddress: string; replyTo: string | null; messageId: string | null }[];
    };
    const listed = outbox.messages.find((m) => m.toAddress === client.email)!;
    expect(listed.replyTo).toBe(mail!.headers?.["Reply-To"]);
    expect(listed.messageId).toBe(mail!.headers?.["Message-ID"]);

    // The same client keeps the same reply address; another client has another.
    await f.sent(a, client.id, { channel: "EMAIL", content: "And the shot list." });
    const other = await f.client(a);
    await f.sent(a, other.id, { channel: "EMAIL", content: "Hello" });
    const replyTos = [...(await f.outboxTo(client.email)), ...(await f.outboxTo(other.email))].map(
      (m) => m.headers?.["Reply-To"],
    );
    expect(new Set(replyTos.slice(0, 2)).size).toBe(1);
    expect(replyTos[2]).not.toBe(replyTos[0]);
  });

  it("threads an answer on the client's last e-mail (In-Reply-To, References)", async () => {
    const client = await f.client(a);
    const first = await f.sent(a, client.id, { channel: "EMAIL", content: "First" });
    const [out] = await f.outboxTo(client.email);
    const ourId = out!.headers!["Message-ID"]!;
    // The client's reply, as the inbound side stores it.
    await ctx.database.db.insert(messages).values({
      photographerId: a.photographerId,
      clientId: client.id,
      channel: "EMAIL",
      sentByPhotographer: false,
      status: "RECEIVED",
      content: "Thanks!",
      emailMessageId: "<reply-1@mail.example.com>",
      fromAddress: client.email,
    });
    await f.sent(a, client.id, { channel: "EMAIL", content: "Second", subject: "Re: First" });
    const answer = (await f.outboxTo(client.email)).find((m) => m.subject === "Re: First")!;
    expect(answer.headers?.["In-Reply-To"]).toBe("<reply-1@mail.example.com>");
    expect(answer.headers?.References).toBe(`${ourId} <reply-1@mail.example.com>`);
    expect(first.id).toBeTruthy();
  });

  it("texts only a client who agreed to texts, and keeps notes in the studio", async () => {
    const client = await f.client(a);
    const refused = await f.post(a, client.id, { channel: "SMS", content: "Hi!" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NO_SMS_OPT_IN);

    const optedIn = await f.client(a, { smsOptIn: true });
    const text = await f.sent(a, optedIn.id, { channel: "SMS", content: "See you Saturday!" });
    expect(text).toMatchObject({ channel: "SMS", status: "SENT", direction: "OUT" });

    const note = await f.sent(a, optedIn.id, { channel: "NOTE", content: "Prefers mornings" });
    expect(note).toMatchObject({ channel: "NOTE", status: "SAVED" });
    const cookie = await f.portalCookie(a, optedIn.id);
    const portal = (await as(ctx, cookie).get("/api/client-portal/messages")).json() as ThreadView;
    expect(portal.messages.map((m) => m.content)).toContain("See you Saturday!");
    expect(portal.messages.map((m) => m.content)).not.toContain("Prefers mornings");
  });

  it("shows automated e-mails in the thread, once, and each typed e-mail once", async () => {
    const client = await f.client(a);
    await f.api(a).post(`/api/clients/${client.id}/send-login-link`);
    await f.sent(a, client.id, { channel: "EMAIL", content: "Typed" });
    const thread = await f.thread(a, client.id);
    expect(thread.map((m) => [m.channel, m.automated ?? false])).toEqual([
      ["EMAIL", true],
      ["EMAIL", false],
    ]);
  });
});

describe("files in the thread", () => {
  it("sends a studio upload with the e-mail, and the client downloads it from the portal", async () => {
    const client = await f.client(a);
    const { payload, headers } = multipartBody([
      { name: "file", data: SAMPLES.pdf, filename: "timeline.pdf" },
      { name: "clientId", data: client.id },
    ]);
    const upload = await ctx.app.inject({
      method: "POST",
      url: "/api/files",
      payload,
      headers: { ...headers, cookie: a.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json() as { id: string; filename: string };
    const message = await f.sent(a, client.id, {
      channel: "EMAIL",
      content: "The timeline is attached.",
      attachmentIds: [file.id],
    });
    expect(message.attachments).toEqual([
      { id: file.id, filename: "timeline.pdf", contentType: "application/pdf", size: SAMPLES.pdf.length },
    ]);
    const [mail] = await f.outboxTo(client.email);
    expect(mail!.attachments?.map((x) => x.filename)).toEqual(["timeline.pdf"]);
    expect(Buffer.from(mail!.attachments![0]!.content, "base64").equals(Buffer.from(SAMPLES.pdf))).toBe(true);

    const cookie = await f.portalCookie(a, client.id);
    const download = await as(ctx, cookie).get(`/api/files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.from(download.rawPayload).equals(Buffer.from(SAMPLES.pdf))).toBe(true);
    // A file is sent once: attaching it to a second message is refused, and nothing is stored.
    const again = await f.post(a, client.id, {
      channel: "EMAIL",
      content: "Again",
      attachmentIds: [file.id],
    });
    expect(again.statusCode).toBe(400);
  });
});

describe("the client's side, in the portal", () => {
  it("takes the client's message, counts it unread until the studio opens the thread, and tells the studio", async () => {
    const client = await f.client(a);
    const cookie = await f.portalCookie(a, client.id);
    const before = (await f.api(a).get("/api/conversations/unread")).json().unread as number;
    const res = await as(ctx, cookie).post("/api/client-portal/messages", { content: "Can we add an hour?" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      direction: "IN",
      channel: "PORTAL",
      status: "RECEIVED",
      readAt: null,
    });
    expect((await f.api(a).get("/api/conversations/unread")).json().unread).toBe(before + 1);

    await ctx.queue.drain();
    const notice = (await f.outboxTo(a.email)).find((m) => m.subject === "New message from Noor Haddad");
    expect(notice?.textBody).toContain("Can we add an hour?");
    expect(notice?.textBody).toContain(`/clients/${client.id}`);

    const read = await f.api(a).post(`/api/clients/${client.id}/thread/read`);
    expect(read.json()).toEqual({ marked: 1 });
    expect((await f.api(a).get("/api/conversations/unread")).json().unread).toBe(before);
    const mine = (await f.thread(a, client.id)).find((m) => m.content === "Can we add an hour?")!;
    expect(mine.readAt).not.toBeNull();
  });

  it("marks the studio's portal messages read when the client opens them", async () => {
    const client = await f.client(a);
    await f.sent(a, client.id, { channel: "PORTAL", content: "Gallery is up" });
    expect((await f.thread(a, client.id))[0]!.readAt).toBeNull();
    const cookie = await f.portalCookie(a, client.id);
    await as(ctx, cookie).get("/api/client-portal/messages");
    expect((await f.thread(a, client.id))[0]!.readAt).not.toBeNull();
  });
});

describe("refusals", () => {
  it("answers 400 with a message to bad input and writes nothing", async () => {
    const client = await f.client(a);
    const bad: [Record<string, unknown>, string][] = [
      [{ channel: "FAX", content: "Hi" }, "Choose e-mail, SMS, portal or note"],
      [{ channel: "EMAIL", content: "   " }, "Write a message"],
      // The app's guard refuses control characters in any text before the route sees it.
      [{ channel: "EMAIL", content: "a\u0000b" }, "content contains a control character"],
      [{ channel: "EMAIL", content: "x".repeat(10_001) }, "The message is at most 10,000 characters"],
    ];
    for (const [body, message] of bad) {
      const res = await f.post(a, client.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noEmail = await f.client(a, { email: "" });
    const res = await f.post(a, noEmail.id, { channel: "EMAIL", content: "Hi" });
    expect(res.json().message).toBe("This client has no e-mail address");
    const stored = await ctx.database.db.select().from(messages).where(eq(messages.clientId, client.id));
    expect(stored).toEqual([]);
  });

  it("answers 404 for another studio's client on every route", async () => {
    const client = await f.client(a);
    const asB = f.api(b);
    expect((await asB.get(`/api/clients/${client.id}/thread`)).statusCode).toBe(404);
    expect(
      (await asB.post(`/api/clients/${client.id}/thread`, { channel: "NOTE", content: "x" })).statusCode,
    ).toBe(404);
    expect((await asB.post(`/api/clients/${client.id}/thread/read`)).statusCode).toBe(404);
    const stored = await ctx.database.db.select().from(messages).where(eq(messages.clientId, client.id));
    expect(stored).toEqual([]);
    const answer: ThreadMessage[] = await f.thread(a, client.id);
    expect(answer).toEqual([]);
  });
});
