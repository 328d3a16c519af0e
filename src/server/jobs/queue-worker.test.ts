import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Database } from "../db/connect.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { testDbKind } from "../test/databases.js";
import { defineJob, JobQueue } from "./queue.js";

let ctx: TestContext;
const handled: string[] = [];
const noteJob = defineJob({
  name: "test.worker-note",
  payload: z.object({ note: z.string() }),
  async handler({ note }) {
    handled.push(note);
  },
});
/** Cuts every other connection to the database while the worker holds the job, like a restart would. */
const cutJob = defineJob({
  name: "test.worker-cut",
  payload: z.object({ note: z.string() }),
  async handler({ note }) {
    handled.push(note);
    await terminateOtherConnections();
  },
});

/** The test database's address (PostgreSQL only), for the connection that cuts the others. */
let databaseUrl: string | undefined;

async function terminateOtherConnections(): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [
      rows.map((row) => row.pid),
    ]);
  } finally {
    await admin.end();
  }
}

/** Polls `condition`; a check that fails (its own connection was cut too) counts as not yet. */
async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(condition)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function jobState(id: string): Promise<string | undefined> {
  const { rows } = await ctx.database.executeSql("SELECT state FROM pgboss.job WHERE id = $1", [id]);
  return rows[0]?.state as string | undefined;
}

const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.queue.register(noteJob, cutJob);
  await ctx.queue.work();
});
afterAll(async () => {
  await ctx.close();
  warn.mockRestore();
});

describe("the queue's workers", () => {
  it("run enqueued jobs one after another without being drained, and record them completed", async () => {
    handled.length = 0;
    const ids = [];
    for (const note of ["a", "b", "c"]) ids.push(await ctx.queue.enqueue(noteJob, { note }));
    await until(() => handled.length === 3);
    expect(handled.sort()).toEqual(["a", "b", "c"]);
    for (const id of ids) await until(async () => (await jobState(id!)) === "completed");
  });
});

describe.runIf(testDbKind() === "postgres")("the queue's workers when the database drops them", () => {
  beforeAll(async () => {
    const { rows } = await ctx.database.executeSql("SELECT current_database() AS name");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name as string}`;
    databaseUrl = url.toString();
  });

  it("keep running jobs after every connection was cut under a running job, which completes once", async () => {
    handled.length = 0;
    const id = await ctx.queue.enqueue(cutJob, { note: "cut" });
    await until(async () => (await jobState(id!)) === "completed");
    // Not run a second time: its completion was recorded on a fresh connection, not lost.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(handled).toEqual(["cut"]);

    const next = await ctx.queue.enqueue(noteJob, { note: "after" });
    await until(async () => (await jobState(next!)) === "completed");
    expect(handled).toEqual(["cut", "after"]);
  });
});

describe("recording a job's outcome while the database is away", () => {
  const connectionLost = () => Object.assign(new Error("Connection terminated unexpectedly"), {});

  /** A stand-in for pg-boss: one job to hand out, and a database that refuses the first writes. */
  function queueWithFakeBoss(failingWrites: number) {
    const calls: string[] = [];
    let pending = [
      { id: "00000000-0000-4000-8000-000000000001", data: { note: "x" }, expireInSeconds: "60" },
    ];
    let refusals = failingWrites;
    const write = (what: string) => async () => {
      calls.push(what);
      if (refusals-- > 0) throw connectionLost();
    };
    const boss = {
      on() {},
      async createQueue() {},
      async updateQueue() {},
      async fetch() {
        const jobs = pending;
        pending = [];
        return jobs;
      },
      complete: write("complete"),
      fail: write("fail"),
    };
    const queue = new JobQueue(
      { kind: "pglite", executeSql: async () => ({ rows: [] }) } as unknown as Database,
      {
        supervise: false,
        pollingIntervalSeconds: 0.05,
      },
    );
    (queue as unknown as { boss: typeof boss }).boss = boss;
    return { queue, calls };
  }

  it("retries recording a finished job until the database answers, without running it again", async () => {
    handled.length = 0;
    const { queue, calls } = queueWithFakeBoss(2);
    await queue.register(noteJob);
    await queue.work();
    await until(() => calls.length === 3);
    await queue.stop();
    expect(calls).toEqual(["complete", "complete", "complete"]);
    expect(handled).toEqual(["x"]);
  });

  it("records a handler's failure the same way", async () => {
    const failing = defineJob({
      name: "test.worker-failing",
      payload: z.object({ note: z.string() }),
      async handler() {
        throw connectionLost();
      },
    });
    const { queue, calls } = queueWithFakeBoss(1);
    await queue.register(failing);
    await queue.work();
    await until(() => calls.length === 2);
    await queue.stop();
    expect(calls).toEqual(["fail", "fail"]);
  });
});
