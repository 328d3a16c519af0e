/**
 * How long `npm start` takes to answer /api/health: the first start (building if the sources changed,
 * then creating the embedded database and the demo studio) and a restart with the same data directory and
 * nothing changed, which must answer within 3 s (issue 28, goal 5). Each is timed from spawning `npm start`
 * to the first 200 from /api/health; the server is stopped with SIGTERM between runs.
 *
 *   node bench/start.mjs [--restarts 3]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const index = process.argv.indexOf("--restarts");
const restarts = index > 0 ? Number(process.argv[index + 1]) : 3;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function timedStart(dataDir) {
  const port = await freePort();
  const began = performance.now();
  // detached: its own process group, so that SIGTERM reaches npm and the node server it started.
  const child = spawn("npm", ["start"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      FOCAL_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - began > 180_000) throw new Error(`no answer in 180 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const seconds = (performance.now() - began) / 1000;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
  return { seconds, built: /build:app/.test(output) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "focal-start-"));
const first = await timedStart(dataDir);
console.log(
  `first start (${first.built ? "built" : "no build"}, new data directory): ${first.seconds.toFixed(2)} s`,
);
const times = [];
for (let i = 0; i < restarts; i++) {
  const run = await timedStart(dataDir);
  times.push(run.seconds);
  console.log(
    `restart ${i + 1} (${run.built ? "built" : "no build"}, same data directory): ${run.seconds.toFixed(2)} s`,
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });
const worst = Math.max(...times);
console.log(`slowest restart ${worst.toFixed(2)} s: ${worst <= 3 ? "within" : "over"} 3 s`);
process.exit(worst <= 3 ? 0 : 1);
