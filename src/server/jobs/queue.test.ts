import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { clients, messages } from "../db/schema/index.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { createTestPhotographer } from "../test/factories.js";
import { defineJob } from "./queue.js";

let ctx: TestContext;
const handled: string[] = [];
const noteJob = defineJob({
  name: "test.note",
  payload: z.object({ note: z.string() }),
  async handler({ note }) {
    handled.push(note);
  },
});
const failingJob = defineJob({
  name: "test.failing",
  payload: z.object({}),
  retryLimit: 0,
  async handler() {
    throw new Error("always fails");
  },
});

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.register(noteJob, failingJob);
});
afterAll(() => ctx.close());

describe("the job queue", () => {
  it("runs an enqueued job once when drained", async () => {
    handled.length = 0;
    await ctx.queue.enqueue(noteJob, { note: "hello" });
    expect(await ctx.queue.drain()).toEqual({ ran: 1, failed: 0 });
    expect(await ctx.queue.drain()).toEqual({ ran: 0, failed: 0 });
    expect(handled).toEqual(["hello"]);
  });

  it("stores a job with the domain write when the transaction commits, and drops both when it rolls back", async () => {
    handled.length = 0;
    const { photographerId } = await createTestPhotographer(ctx);
    const [client] = await ctx.database.db
      .insert(clients)
      .values({ photographerId, firstName: "Tx", lastName: "Client" })
      .returning();

    await ctx.database.db.transaction(async (tx) => {
      await tx
        .insert(messages)
        .values({ photographerId, clientId: client!.id, content: "kept", sentByPhotographer: true });
      await ctx.queue.enqueue(noteJob, { note: "committed" }, { tx });
    });
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx
          .insert(messages)
          .values({ photographerId, clientId: client!.id, content: "lost", sentByPhotographer: true });
        await ctx.queue.enqueue(noteJob, { note: "rolled back" }, { tx });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");

    await ctx.queue.drain();
    expect(handled).toEqual(["committed"]);
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.clientId, client!.id));
    expect(row?.n).toBe(1);
  });

  it("holds a delayed job until it is due", async () => {
    handled.length = 0;
    await ctx.queue.enqueue(noteJob, { note: "later" }, { startAfter: new Date(Date.now() + 3_600_000) });
    expect((await ctx.queue.drain()).ran).toBe(0);
    expect((await ctx.queue.drain({ ignoreStartAfter: true })).ran).toBe(1);
    expect(handled).toEqual(["later"]);
  });

  it("rejects a payload that breaks the job's schema before storing it", async () => {
    await expect(ctx.queue.enqueue(noteJob, { note: 42 } as never)).rejects.toThrow();
  });

  it("marks a job whose handler throws as failed", async () => {
    await ctx.queue.enqueue(failingJob, {});
    expect(await ctx.queue.drain()).toEqual({ ran: 0, failed: 1 });
  });
});
