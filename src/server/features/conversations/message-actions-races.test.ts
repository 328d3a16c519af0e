/**
 * Races on PostgreSQL (the embedded database runs one transaction at a time and would hide them): twenty
 * accepts of one held message at once accept it once and tell the studio once; twenty deletes at once
 * delete it once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { INBOUND_DOMAIN } from "./conversations.fixture.js";
import { messageActionsFixture } from "./message-actions.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
const f = messageActionsFixture(() => ctx);
const twenty = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, call));

describe.runIf(testDbKind() === "postgres")("message action races", () => {
  beforeAll(async () => {
    ctx = await createTestContext({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
    a = await createTestPhotographer(ctx);
  });
  afterAll(() => ctx?.close());

  it("accepts a held message once for twenty accepts at once, and queues one notice", async () => {
    const client = await f.emailedClient(a);
    const held = await f.heldReply(a, client.id, client.email, "Twenty at once");
    const answers = await twenty(() => f.api(a).post(`/api/messages/${held}/accept`));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    expect(await f.noticeJobs(held)).toBe(1);
    await ctx.queue.drain();
    const notices = (await f.outboxTo(a.email)).filter((m) => m.textBody?.includes("Twenty at once"));
    expect(notices).toHaveLength(1);
  });

  it("deletes a message once for twenty deletes at once, its bytes gone", async () => {
    const client = await f.emailedClient(a);
    const held = await f.heldReply(a, client.id, client.email);
    const [photo] = await f.filesOf(held);
    const answers = await twenty(() => f.api(a).delete(`/api/messages/${held}`));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([204, ...Array(19).fill(404)]);
    expect(f.onDisk(photo!.storageKey)).toBe(false);
  });
});
