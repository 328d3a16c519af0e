/**
 * The studio's actions on one message: accepting a held reply (it becomes the client's, unread, and the
 * studio is told once), and deleting a note or a message that came in with its files, rows and stored
 * bytes (the bytes only after the commit; a failure there is logged, not an error). What the studio sent
 * stays; another studio's message is not found.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_NOT_FOUND, MESSAGE_NOT_HELD, MESSAGE_WENT_OUT } from "../../../shared/conversations.js";
import { messages, smsLogs } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createFileStore } from "../files/file-store.js";
import { createFilesService } from "../files/files.service.js";
import { INBOUND_DOMAIN } from "./conversations.fixture.js";
import { createInboundService } from "./inbound.service.js";
import { messageActionsFixture } from "./message-actions.fixture.js";
import { createMessageActionsService } from "./message-actions.service.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const f = messageActionsFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
  a = await createTestPhotographer(ctx, { businessName: "Lind & Light" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx?.close());

const messageRow = async (id: string) =>
  (await ctx.database.db.select().from(messages).where(eq(messages.id, id)))[0];
const accept = (who: TestPhotographer, id: string) => f.api(who).post(`/api/messages/${id}/accept`);
const remove = (who: TestPhotographer, id: string) => f.api(who).delete(`/api/messages/${id}`);

describe("accepting a held message", () => {
  it("makes it the client's: received, unread, and the studio told once", async () => {
    const client = await f.emailedClient(a);
    const held = await f.heldReply(a, client.id, client.email, "From my work address");
    // The studio has seen the thread: nothing of it is unread, the held reply included.
    await f.api(a).post(`/api/clients/${client.id}/thread/read`);
    const before = await f.unread(a);
    expect(await f.noticeJobs(held)).toBe(0);

    const res = await accept(a, held);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: held, status: "RECEIVED" });
    expect(await messageRow(held)).toMatchObject({ status: "RECEIVED", readAt: null });
    expect(await f.unread(a)).toBe(before + 1);
    expect(await f.noticeJobs(held)).toBe(1);
    const shown = (await f.thread(a, client.id)).find((m) => m.id === held)!;
    expect(shown.status).toBe("RECEIVED");
    // Accepted, it still says who wrote it: not the client's address.
    expect(shown.fromAddress).toBe("stranger@example.net");

    await ctx.queue.drain();
    const notices = (await f.outboxTo(a.email)).filter((m) => m.textBody?.includes("From my work address"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).not.toContain("waits in the thread for you to accept it");

    // Accepted, its photo is the client's too.
    const [photo] = await f.filesOf(held);
    const portal = as(ctx, await f.portalCookie(a, client.id));
    expect((await portal.get(`/api/files/${photo!.id}`)).statusCode).toBe(200);
  });

  it("answers 409 to a message that is not held, and queues nothing", async () => {
    const client = await f.emailedClient(a);
    const held = await f.heldReply(a, client.id, client.email);
    expect((await accept(a, held)).statusCode).toBe(200);
    const again = await accept(a, held);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGE_NOT_HELD });
    const sent = await accept(a, client.sentId);
    expect(sent.statusCode).toBe(409);
    expect(await f.noticeJobs(held)).toBe(1);
    expect(await f.noticeJobs(client.sentId)).toBe(0);
  });

  it("answers 404 to another studio's message, an unknown id and a malformed one", async () => {
    const client = await f.emailedClient(a);
    const held = await f.heldReply(a, client.id, client.email);
    for (const [who, id] of [
      [b, held],
      [a, "6f1c2c36-8a52-4bd4-9a5b-3f4c1e0b7a11"],
      [a, "not-a-uuid"],
    ] as const) {
      const res = await accept(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGE_NOT_FOUND });
    }
    expect((await messageRow(held))?.status).toBe("HELD");
    expect(await f.noticeJobs(held)).toBe(0);
  });
});

describe("deleting a message", () => {
  it("discards a held reply with its photo: rows and stored bytes", async () => {
    const client = await f.emailedClient(a);
    const held = await f.heldReply(a, client.id, client.email);
    const [photo] = await f.filesOf(held);
    expect(f.onDisk(photo!.storageKey)).toBe(true);

    const res = await remove(a, held);
    expect(res.statusCode, res.body).toBe(204);
    expect(await messageRow(held)).toBeUndefined();
    expect(await f.filesOf(held)).toEqual([]);
    expect(f.onDisk(photo!.storageKey)).toBe(false);
    expect((await f.api(a).get(`/api/files/${photo!.id}`)).statusCode).toBe(404);
    expect((await f.thread(a, client.id)).some((m) => m.id === held)).toBe(false);
  });

  it("deletes a note with a file shared in the portal: the portal no longer lists or serves it", async () => {
    const client = await f.emailedClient(a);
    const fileId = await f.upload(a, client.id);
    const note = await f.sent(a, client.id, { channel: "NOTE", content: "Plan B", attachmentIds: [fileId] });
    expect((await f.api(a).put(`/api/files/${fileId}/shared`, { shared: true })).statusCode).toBe(200);
    const portal = as(ctx, await f.portalCookie(a, client.id));
    const portalFiles = async () => (await portal.get("/api/client-portal/files")).body;
    expect(await portalFiles()).toContain(fileId);
    const [stored] = await f.filesOf(note.id);

    expect((await remove(a, note.id)).statusCode).toBe(204);
    expect(await messageRow(note.id)).toBeUndefined();
    expect(f.onDisk(stored!.storageKey)).toBe(false);
    expect(await portalFiles()).not.toContain(fileId);
    expect((await portal.get(`/api/files/${fileId}`)).statusCode).toBe(404);
  });

  it("deletes a client's portal message", async () => {
    const client = await f.emailedClient(a);
    const portal = as(ctx, await f.portalCookie(a, client.id));
    const posted = await portal.post("/api/client-portal/messages", { content: "Spam, really" });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = (posted.json() as { id: string }).id;
    expect((await remove(a, id)).statusCode).toBe(204);
    expect(await messageRow(id)).toBeUndefined();
  });

  it("deletes a text that came in with its log: the client's history does not show it again", async () => {
    const client = await f.emailedClient(a);
    const inbound = createInboundService({
      database: ctx.database,
      config: { INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN },
      saveFile: async () => {
        throw new Error("no files by text");
      },
      onClientMessage: async () => {},
      log: { warn: () => {} },
    });
    const { messageId } = await inbound.receiveSms({
      photographerId: a.photographerId,
      clientId: client.id,
      from: client.phone,
      to: "+13125550100",
      body: "Buy cheap watches",
      providerId: null,
    });
    const logId = (await messageRow(messageId))!.smsLogId!;
    expect((await remove(a, messageId)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(smsLogs).where(eq(smsLogs.id, logId))).toEqual([]);
    const history = await f.api(a).get(`/api/clients/${client.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.body).not.toContain("Buy cheap watches");
  });

  it("keeps what the studio sent: 409 with the reason, nothing removed", async () => {
    const client = await f.emailedClient(a);
    const portalMessage = await f.sent(a, client.id, { channel: "PORTAL", content: "Gallery is up" });
    for (const id of [client.sentId, portalMessage.id]) {
      const res = await remove(a, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGE_WENT_OUT });
      expect(await messageRow(id)).toBeDefined();
    }
  });

  it("answers 404 to another studio's message and keeps it, files and all", async () => {
    const client = await f.emailedClient(a);
    const held = await f.heldReply(a, client.id, client.email);
    const [photo] = await f.filesOf(held);
    for (const id of [held, "6f1c2c36-8a52-4bd4-9a5b-3f4c1e0b7a11", "x"]) {
      const res = await remove(b, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGE_NOT_FOUND });
    }
    expect(await messageRow(held)).toBeDefined();
    expect(f.onDisk(photo!.storageKey)).toBe(true);
  });

  it("removes the bytes only after the commit, and logs (not fails) when they cannot be removed", async () => {
    const client = await f.emailedClient(a);
    const files = createFilesService(ctx.database, createFileStore(ctx.config));
    const warnings: string[] = [];
    let rowWhenBytesWent: unknown = "never";
    const service = createMessageActionsService({
      database: ctx.database,
      files: {
        async deleteMessageFiles(tx, photographerId, messageId) {
          const removeBytes = await files.deleteMessageFiles(tx, photographerId, messageId);
          return async () => {
            rowWhenBytesWent = await messageRow(messageId);
            await removeBytes();
            throw new Error("the store is away");
          };
        },
      },
      onClientMessage: async () => {},
      log: { warn: (_details, message) => warnings.push(message) },
    });
    const held = await f.heldReply(a, client.id, client.email);
    const [photo] = await f.filesOf(held);
    await service.remove(a.photographerId, held);
    expect(rowWhenBytesWent).toBeUndefined();
    expect(f.onDisk(photo!.storageKey)).toBe(false);
    expect(warnings).toEqual(["stored files of a deleted message not removed"]);
    expect(await messageRow(held)).toBeUndefined();
  });
});
