/**
 * A throwaway pg_auto_failover formation for bench/failover.mjs: a monitor, a primary and a
 * secondary (synchronous: pg_auto_failover's default with one standby), each a `pg_autoctl ... --run`
 * process on a private port and data directory under one temporary folder, run as the `postgres`
 * user (PostgreSQL refuses root). Configuration and state files go to that folder too (XDG_*), so
 * nothing outside it is touched, and `destroy()` removes it all.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const RUN_AS = process.env.FAILOVER_RUN_AS ?? "postgres";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createFormation({ basePort }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "focal-failover-"));
  fs.chmodSync(root, 0o777);
  const env = {
    PATH: `${PG_BIN}:/usr/bin:/bin`,
    XDG_CONFIG_HOME: path.join(root, "config"),
    XDG_DATA_HOME: path.join(root, "data"),
    XDG_RUNTIME_DIR: path.join(root, "run"),
    // The sockets too stay in the folder, away from any PostgreSQL already running here.
    PG_REGRESS_SOCK_DIR: path.join(root, "sock"),
    PGHOST: path.join(root, "sock"),
    HOME: root,
  };
  for (const dir of ["config", "data", "run", "sock"]) {
    fs.mkdirSync(path.join(root, dir), { mode: 0o777 });
    fs.chmodSync(path.join(root, dir), 0o777);
  }
  const processes = new Map();
  const logs = new Map();
  const asUser = (args) => [
    "-u",
    RUN_AS,
    "--",
    "env",
    ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
    ...args,
  ];
  const monitorPort = basePort;
  const monitorUri = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;

  function launch(name, args) {
    const log = path.join(root, `${name}.log`);
    const out = fs.openSync(log, "a");
    // A process group of its own: teardown ends pg_autoctl and every process it started.
    const child = spawn("runuser", asUser(["pg_autoctl", ...args]), {
      stdio: ["ignore", out, out],
      detached: true,
    });
    processes.set(name, child);
    logs.set(name, log);
    return child;
  }

  const nodes = [
    { name: "node1", port: basePort + 1, pgdata: path.join(root, "node1") },
    { name: "node2", port: basePort + 2, pgdata: path.join(root, "node2") },
  ];
  const common = ["--hostname", "127.0.0.1", "--auth", "trust", "--no-ssl", "--run"];

  const formation = {
    root,
    nodes,
    monitorPort,
    log: (name) => (logs.has(name) ? fs.readFileSync(logs.get(name), "utf8") : ""),

    async start() {
      launch("monitor", [
        "create",
        "monitor",
        "--pgdata",
        path.join(root, "monitor"),
        "--pgport",
        String(monitorPort),
        ...common,
      ]);
      await waitUntil(60_000, "the monitor", () =>
        queryOk(`postgres://postgres@127.0.0.1:${monitorPort}/postgres`),
      );
      for (const node of nodes) {
        launch(node.name, [
          "create",
          "postgres",
          "--pgdata",
          node.pgdata,
          "--pgport",
          String(node.port),
          "--name",
          node.name,
          "--monitor",
          monitorUri,
          ...common,
        ]);
        // One at a time: the first becomes the primary, the second its standby.
        await waitUntil(120_000, `${node.name} to join`, async () => {
          const states = await formation.states();
          return states.some(
            (s) => s.name === node.name && ["primary", "single", "secondary"].includes(s.reported),
          );
        });
      }
      await formation.waitInSync();
    },

    /** The formation's connection URL as `pg_autoctl show uri` prints it for applications. */
    showUri() {
      const out = execFileSync(
        "runuser",
        asUser(["pg_autoctl", "show", "uri", "--formation", "default", "--monitor", monitorUri]),
        { encoding: "utf8" },
      );
      return out.trim();
    },

    /** The nodes as the monitor sees them: name, port, reported and goal state. */
    async states() {
      const client = new pg.Client({
        connectionString: `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`,
      });
      client.on("error", () => {});
      try {
        await client.connect();
        const { rows } = await client.query(
          "SELECT nodename AS name, nodeport AS port, reportedstate AS reported, goalstate AS goal FROM pgautofailover.node ORDER BY nodeid",
        );
        return rows;
      } catch {
        return [];
      } finally {
        await client.end().catch(() => {});
      }
    },

    /** Until one node is primary, the other secondary, and the primary waits for the standby's commit. */
    async waitInSync(timeoutMs = 120_000) {
      await waitUntil(timeoutMs, "a primary with a synchronous secondary", async () => {
        const states = await formation.states();
        const primary = states.find((s) => s.reported === "primary" && s.goal === "primary");
        const secondary = states.find((s) => s.reported === "secondary" && s.goal === "secondary");
        if (!primary || !secondary) return false;
        const client = new pg.Client({
          connectionString: `postgres://postgres@127.0.0.1:${primary.port}/postgres`,
        });
        client.on("error", () => {});
        try {
          await client.connect();
          const { rows } = await client.query(
            "SELECT current_setting('synchronous_standby_names') AS names, (SELECT count(*)::int FROM pg_stat_replication WHERE sync_state IN ('sync','quorum')) AS sync",
          );
          return rows[0].names !== "" && rows[0].sync > 0;
        } catch {
          return false;
        } finally {
          await client.end().catch(() => {});
        }
      });
    },

    async primary() {
      const states = await formation.states();
      // The monitor's last word on a dead node stays "primary" until demoted: its goal says otherwise.
      const writable = ["primary", "wait_primary"];
      const state = states.find((s) => writable.includes(s.reported) && writable.includes(s.goal));
      return state ? nodes.find((n) => n.port === state.port) : undefined;
    },

    /**
     * The primary's machine dies: its pg_autoctl keeper first (SIGKILL, so that it cannot restart
     * PostgreSQL on the spot, which would be a restart rather than a failover), then the postmaster
     * (SIGKILL, pid from postmaster.pid). Its backends notice the postmaster's death and exit.
     */
    async killPrimary() {
      const node = await formation.primary();
      if (!node) throw new Error("no primary to kill");
      const keeper = processes.get(node.name);
      killGroup(keeper, "SIGKILL");
      const postmasterPid = Number(
        fs.readFileSync(path.join(node.pgdata, "postmaster.pid"), "utf8").split("\n")[0],
      );
      try {
        process.kill(postmasterPid, "SIGKILL");
      } catch {}
      return { node, postmasterPid };
    },

    async destroy() {
      for (const child of processes.values()) killGroup(child, "SIGTERM");
      await sleep(1500);
      for (const child of processes.values()) killGroup(child, "SIGKILL");
      // Any postmaster left (started by a keeper outside its group) goes too.
      for (const dir of [...nodes.map((n) => n.pgdata), path.join(root, "monitor")]) {
        try {
          const pid = Number(fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
          process.kill(pid, "SIGKILL");
        } catch {}
      }
      await sleep(500);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return formation;
}

function killGroup(child, signal) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {}
}

async function queryOk(url) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function waitUntil(timeoutMs, what, check) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Whether pg_autoctl can run here (the bench says so plainly instead of failing half-way). */
export function pgAutoctlAvailable() {
  try {
    execFileSync("pg_autoctl", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
