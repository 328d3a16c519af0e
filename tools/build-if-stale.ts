/**
 * `npm start` builds only when the build is older than the sources: a restart with nothing changed goes
 * straight to the server instead of spending some 40 s in Vite and tsc (a 40-second outage on every
 * restart). "Older" is decided by content, not file times: a hash of every file the build reads (the
 * sources, the build configs, the lock file) is kept in dist/.build-hash by a successful build, and a
 * start whose hash differs, or finds no complete build, builds again. A fresh clone therefore builds
 * once, and a `git pull` that changes anything builds again.
 *
 *   tsx tools/build-if-stale.ts           build if stale (npm start)
 *   tsx tools/build-if-stale.ts --force   build whatever the stamp says (npm run build)
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What the build reads besides src/: its configs, the precompress plugin and the exact dependencies. */
const CONFIG_FILES = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "tsconfig.base.json",
  "tsconfig.server.json",
  "vite.config.ts",
  "vite.widget.config.ts",
  "tools/precompress.ts",
];
/** Files a complete build has: the server's entry and the client's page. */
const BUILT_FILES = ["server/main.js", "client/index.html"];
export const STAMP = ".build-hash";

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every input of the build, relative to `root`, in a fixed order. */
export function buildInputs(root: string): string[] {
  const sources = filesUnder(path.join(root, "src")).map((file) => path.relative(root, file));
  const configs = CONFIG_FILES.filter((file) => fs.existsSync(path.join(root, file)));
  return [...sources, ...configs].map((file) => file.split(path.sep).join("/")).sort();
}

/** One hash of the inputs' names and contents: any edit, new file or deleted file changes it. */
export function sourceHash(root: string): string {
  const hash = createHash("sha256");
  for (const file of buildInputs(root)) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** Whether `dist` holds a complete build of exactly these sources. */
export function isBuildCurrent(root: string, dist = path.join(root, "dist")): boolean {
  if (!BUILT_FILES.every((file) => fs.existsSync(path.join(dist, file)))) return false;
  const stamp = path.join(dist, STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8").trim() === sourceHash(root);
}

export function writeStamp(root: string, hash = sourceHash(root), dist = path.join(root, "dist")): void {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, STAMP), `${hash}\n`);
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  if (!process.argv.includes("--force") && isBuildCurrent(root)) {
    console.log("The build is current: starting without rebuilding.");
    return;
  }
  // Hashed before building: a file saved while the build runs makes the next start build again. The old
  // stamp goes first, so that a build that fails halfway is never taken for a current one.
  const hash = sourceHash(root);
  fs.rmSync(path.join(root, "dist", STAMP), { force: true });
  const build = spawnSync("npm", ["run", "build:app"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(root, hash);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
