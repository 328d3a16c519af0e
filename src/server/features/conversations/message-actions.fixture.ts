/**
 * What the message-action tests share: a held reply (from a stranger's address, with a photo) delivered
 * through the app's own files, a studio upload, where a file's bytes lie on disk, and the notice jobs
 * queued for a message.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { files } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import type { TestPhotographer } from "../../test/factories.js";
import { createFileStore } from "../files/file-store.js";
import { multipartBody, SAMPLES } from "../files/files.fixture.js";
import { createFilesService } from "../files/files.service.js";
import { conversationsFixture, INBOUND_DOMAIN } from "./conversations.fixture.js";
import { createInboundService } from "./inbound.service.js";

export function messageActionsFixture(ctx: () => TestContext) {
  const f = conversationsFixture(ctx);

  /** A client the studio has e-mailed once (so the thread has a reply address and a SENT e-mail). */
  async function emailedClient(who: TestPhotographer) {
    const client = await f.client(who);
    const sent = await f.sent(who, client.id, { channel: "EMAIL", content: "Which venue?" });
    return { ...client, sentId: sent.id };
  }

  /** A reply from an address that is not the client's, with a photo: stored HELD, nobody told yet. */
  async function heldReply(who: TestPhotographer, clientId: string, email: string, text = "It's me!") {
    const [out] = await f.outboxTo(email);
    const store = createFilesService(ctx().database, createFileStore(ctx().config));
    const inbound = createInboundService({
      database: ctx().database,
      config: { INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN },
      saveFile: (tx, { contentType: _sniffed, ...file }) =>
        store.saveFile({ db: tx, ...file, uploadedBy: "EMAIL" }),
      onClientMessage: async () => {},
      log: { warn: () => {} },
    });
    const outcome = await inbound.receiveEmail({
      recipients: [out!.headers!["Reply-To"]!],
      from: "stranger@example.net",
      messageId: `<${Math.random().toString(36).slice(2)}@mail.example.net>`,
      subject: "Re: venue",
      text,
      originalText: text,
      attachments: [{ filename: "venue.jpg", contentType: "image/jpeg", bytes: SAMPLES.jpeg }],
    });
    expect(outcome.outcome).toBe("held");
    const messageId = (outcome as { messageId: string }).messageId;
    expect((await f.thread(who, clientId)).find((m) => m.id === messageId)?.status).toBe("HELD");
    return messageId;
  }

  /** A studio upload for this client: its id. */
  async function upload(who: TestPhotographer, clientId: string) {
    const { payload, headers } = multipartBody([
      { name: "file", data: SAMPLES.pdf, filename: "timeline.pdf" },
      { name: "clientId", data: clientId },
    ]);
    const res = await ctx().app.inject({
      method: "POST",
      url: "/api/files",
      payload,
      headers: { ...headers, cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  }

  /** A message's files as stored: their ids and keys. */
  const filesOf = (messageId: string) =>
    ctx()
      .database.db.select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(eq(files.messageId, messageId));

  /** Whether bytes are stored under the key (the test app keeps them on disk). */
  const onDisk = (storageKey: string) =>
    existsSync(path.join(ctx().config.FOCAL_DATA_DIR, "files", storageKey));

  /** The studio-notice jobs queued for a message. */
  async function noticeJobs(messageId: string) {
    const { rows } = await ctx().database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'messageId' = $2",
      ["conversations.client-message", messageId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  const unread = async (who: TestPhotographer) =>
    (await f.api(who).get("/api/conversations/unread")).json().unread as number;

  return { ...f, emailedClient, heldReply, upload, filesOf, onDisk, noticeJobs, unread };
}
