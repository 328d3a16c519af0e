/**
 * A reply that comes back with a photo, through the app's own files: the attachment is stored (its type
 * from its bytes), shown on the thread's message, and downloadable by the studio and by the client; an
 * executable in the same e-mail is not kept. In the client's history the reply is one event, and so is
 * an e-mail the studio typed in the thread.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryItem } from "../../../shared/clients.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createFileStore } from "../files/file-store.js";
import { SAMPLES } from "../files/files.fixture.js";
import { createFilesService } from "../files/files.service.js";
import { conversationsFixture, INBOUND_DOMAIN } from "./conversations.fixture.js";
import { createInboundService } from "./inbound.service.js";

let ctx: TestContext;
let a: TestPhotographer;
const f = conversationsFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
  a = await createTestPhotographer(ctx);
});
afterAll(() => ctx?.close());

function inboundWithRealFiles() {
  // The app's own store (the test app's data directory): what the download route reads.
  const files = createFilesService(ctx.database, createFileStore(ctx.config));
  return createInboundService({
    database: ctx.database,
    config: { INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN },
    saveFile: (tx, file) =>
      files.saveFile({
        db: tx,
        photographerId: file.photographerId,
        clientId: file.clientId,
        messageId: file.messageId,
        uploadedBy: "EMAIL",
        filename: file.filename,
        bytes: file.bytes,
      }),
    onClientMessage: async () => {},
    log: { warn: () => {} },
  });
}

describe("a reply with files", () => {
  it("keeps the photo, refuses the executable, and both sides download the photo", async () => {
    const client = await f.client(a);
    await f.sent(a, client.id, { channel: "EMAIL", content: "Send me the venue?" });
    const [out] = await f.outboxTo(client.email);
    const outcome = await inboundWithRealFiles().receiveEmail({
      recipients: [out!.headers!["Reply-To"]!],
      from: client.email,
      messageId: "<venue@mail.example.com>",
      subject: "Re: venue",
      text: "Here it is!",
      originalText: "Here it is!\n\n> Send me the venue?",
      attachments: [
        { filename: "venue.jpg", contentType: "image/jpeg", bytes: SAMPLES.jpeg },
        { filename: "invoice.jpg", contentType: "image/jpeg", bytes: Buffer.from("MZ\x90\x00 not a photo") },
      ],
    });
    expect(outcome.outcome).toBe("stored");
    const reply = (await f.thread(a, client.id)).find((m) => m.direction === "IN")!;
    expect(reply).toMatchObject({ channel: "EMAIL", content: "Here it is!", status: "RECEIVED" });
    expect(reply.attachments.map((x) => [x.filename, x.contentType])).toEqual([["venue.jpg", "image/jpeg"]]);

    const id = reply.attachments[0]!.id;
    const byStudio = await f.api(a).get(`/api/files/${id}`);
    expect(byStudio.statusCode).toBe(200);
    expect(Buffer.from(byStudio.rawPayload).equals(Buffer.from(SAMPLES.jpeg))).toBe(true);
    const byClient = await as(ctx, await f.portalCookie(a, client.id)).get(`/api/files/${id}`);
    expect(byClient.statusCode).toBe(200);
  });

  it("counts a reply and a typed e-mail as one event each in the client's history", async () => {
    const client = await f.client(a);
    await f.sent(a, client.id, { channel: "EMAIL", content: "Timeline attached" });
    const [out] = await f.outboxTo(client.email);
    await inboundWithRealFiles().receiveEmail({
      recipients: [out!.headers!["Reply-To"]!],
      from: client.email,
      messageId: "<thanks@mail.example.com>",
      subject: "Re: timeline",
      text: "Thanks!",
      originalText: "Thanks!",
      attachments: [],
    });
    const history = (await f.api(a).get(`/api/clients/${client.id}/history`)).json() as HistoryItem[];
    expect(history.map((h) => [h.type, h.title])).toEqual([
      ["message", "The client sent a message by e-mail"],
      ["message", "You sent a message by e-mail"],
    ]);
  });
});
