/**
 * The studio that chose a digest gets one e-mail listing its clients' new messages once the oldest has
 * waited the interval, and no e-mail per message; a message it read meanwhile is not told; a second run
 * tells nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { conversationsFixture } from "./conversations.fixture.js";

let ctx: TestContext;
const f = conversationsFixture(() => ctx);
// Enqueued by name: the app registered the job itself.
const digestRun = {
  name: "conversations.message-digest",
  payload: z.object({ at: z.string() }),
  handler: async () => {},
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const runDigestAt = async (at: Date) => {
  await ctx.queue.enqueue(digestRun, { at: at.toISOString() });
  await ctx.queue.drain();
};

describe("the message digest", () => {
  it("lists the waiting messages in one e-mail once the oldest has waited the interval", async () => {
    const a = await createTestPhotographer(ctx, { businessName: "Digest Studio" });
    expect((await f.api(a).put("/api/photographer", { messageDigestMinutes: 30 })).statusCode).toBe(200);
    const noor = await f.client(a);
    const sam = await f.client(a, { firstName: "Sam", lastName: "Ortiz" });
    const read = await f.client(a, { firstName: "Rae", lastName: "Kim" });
    for (const [client, text] of [
      [noor, "Can we add an hour?"],
      [sam, "Is the album linen?"],
      [read, "Thanks!"],
    ] as const) {
      const cookie = await f.portalCookie(a, client.id);
      const res = await as(ctx, cookie).post("/api/client-portal/messages", { content: text });
      expect(res.statusCode, res.body).toBe(201);
    }
    await f.api(a).post(`/api/clients/${read.id}/thread/read`);
    await ctx.queue.drain();
    const digests = async () =>
      (await f.outboxTo(a.email)).filter((m) => /client message/.test(m.subject ?? ""));
    // No e-mail per message for a digest studio.
    expect((await f.outboxTo(a.email)).filter((m) => m.subject?.startsWith("New message from"))).toEqual([]);

    await runDigestAt(new Date(Date.now() + 10 * 60_000));
    expect(await digests()).toEqual([]);

    await runDigestAt(new Date(Date.now() + 31 * 60_000));
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("2 new client messages");
    expect(digest!.textBody).toContain("Noor Haddad (portal):\nCan we add an hour?");
    expect(digest!.textBody).toContain("Sam Ortiz (portal):\nIs the album linen?");
    expect(digest!.textBody).not.toContain("Thanks!");

    await runDigestAt(new Date(Date.now() + 60 * 60_000));
    expect(await digests()).toHaveLength(1);
  });
});
