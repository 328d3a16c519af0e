/**
 * What a browser downloads on a first visit to one page of the built app, read from Vite's chunk graph
 * (dist/client/.vite/manifest.json): the entry script with its modulepreloads and CSS, then each lazily
 * loaded chunk the route renders on its way to the page (for a public page, the page itself; for a
 * studio page, the studio gate, the shell and the page: see bench/studio-bundle.mjs), each with every
 * chunk it imports statically. What a page loads later with import() (a dialog, the toaster) is not
 * counted. Prints each file's gzipped size and fails (exit 1) when the JavaScript passes the budget.
 * Fonts are listed for information: a browser fetches a face only when text uses it, and only the
 * unicode-range subsets that text needs.
 *
 *   npm run build && node bench/public-bundle.mjs [--page public-proposal-page] [--budget 120]
 *   node bench/public-bundle.mjs --widget            (dist/widget/widget.js, the embed script)
 *   node bench/public-bundle.mjs --dist /tmp/other   (another client build, to compare)
 *   (kB = 1,000 bytes, gzipped; --page is a lazy page's source file name under src/client/features/*:
 *   public-proposal-page, public-calendar-page, public-booking-page, public-type-page)
 *
 * The functions are shared with bench/studio-bundle.mjs; the command line runs only when this file is
 * the one node was started with.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}

/** --dist compares another build, e.g. `npx vite build --outDir /tmp/other` (default dist/client). */
export const clientDist = path.resolve(root, option("--dist", "dist/client"));
export const widgetFile = path.join(root, "dist/widget/widget.js");

/** The public routes a client opens from a link or an e-mail (src/client/app.tsx). */
export const PUBLIC_PAGES = {
  "public-proposal-page": "/public/proposals/{token}",
  "public-calendar-page": "/booking/calendar/{publicToken}",
  "public-booking-page": "/public/booking/{token}",
  "public-type-page": "/booking/calendar/{publicToken}/{slug}",
};

/**
 * Pages reached through another lazy chunk, counted with it: the calendar and a session type's page
 * share one route (so the entry script does not grow), public-calendar-route, which reads the calendar
 * and loads the page the address asks for.
 */
export const LOADED_THROUGH = {
  "public-calendar-page": ["public-calendar-route"],
  "public-type-page": ["public-calendar-route"],
};

export class BundleError extends Error {}

/** Vite's manifest of the client build (vite.config.ts sets build.manifest). */
export function readManifest() {
  const file = path.join(clientDist, ".vite/manifest.json");
  if (!fs.existsSync(file)) {
    throw new BundleError(
      `No ${path.relative(root, file)}: run \`npm run build\` (vite.config.ts writes the manifest).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** A page's manifest key (its source path under src/client) from its file name, e.g. dashboard-page. */
export function pageSource(manifest, name) {
  if (!/^[a-z0-9-]+$/.test(name)) throw new BundleError(`--page takes a chunk name, not "${name}".`);
  const key = Object.keys(manifest).find((k) => /^features\/[^/]+\//.test(k) && stem(k) === name);
  if (!key) throw new BundleError(`No src/client/features/*/${name}.tsx in the build: is it a lazy page?`);
  return key;
}

const stem = (file) => path.posix.basename(file).replace(/\.[^.]+$/, "");

/**
 * Files downloaded when the browser loads `chain` in order: each manifest key's chunk, its static
 * imports (transitively) and their CSS. file -> why it is downloaded; the first reason wins.
 */
export function collectFirstLoad(manifest, chain) {
  const files = new Map();
  const add = (file, why) => {
    if (!files.has(file)) files.set(file, why);
  };
  for (const start of chain) {
    const chunk = manifest[start];
    if (!chunk) throw new BundleError(`${start} is not in the build's manifest: rebuild.`);
    const why = chunk.isEntry ? "entry script" : `lazy ${stem(start)}`;
    const queue = [start];
    const seen = new Set();
    while (queue.length > 0) {
      const key = queue.shift();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = manifest[key];
      add(entry.file, key === start ? why : `imported by ${stem(start)}`);
      for (const css of entry.css ?? []) add(css, `stylesheet of ${stem(start)}`);
      queue.push(...(entry.imports ?? []));
    }
  }
  return files;
}

/** Sizes of every file, and the Latin font subsets the counted CSS refers to (what an English page fetches). */
export function measure(files, dist = clientDist) {
  const read = (file) => fs.readFileSync(path.join(dist, file));
  const rows = [...files].map(([file, why]) => {
    const bytes = read(file);
    return { file, why, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  const fonts = new Map();
  for (const file of files.keys()) {
    if (!file.endsWith(".css")) continue;
    for (const match of read(file)
      .toString("utf8")
      .matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) {
      const font = match[1].startsWith("/") ? match[1].slice(1) : path.posix.join("assets", match[1]);
      if (/-latin-(?!ext)/.test(path.posix.basename(font)) && fs.existsSync(path.join(dist, font)))
        fonts.set(font, `@font-face in ${path.posix.basename(file)}`);
    }
  }
  const fontRows = [...fonts].map(([file, why]) => {
    const size = read(file).length;
    return { file, why, raw: size, gzip: size };
  });
  const sum = (list) => list.reduce((total, r) => total + r.gzip, 0);
  const js = rows.filter((r) => r.file.endsWith(".js")).sort((a, b) => b.gzip - a.gzip);
  const css = rows.filter((r) => r.file.endsWith(".css")).sort((a, b) => b.gzip - a.gzip);
  return { js, css, fonts: fontRows, jsGzip: sum(js), cssGzip: sum(css) };
}

export const kb = (bytes) => (bytes / 1000).toFixed(2);

/** The per-file table; `verbose: false` prints only the totals. */
export function printReport(title, result, { verbose = true } = {}) {
  const all = [...result.js, ...result.css, ...result.fonts];
  const width = Math.max(...all.map((r) => r.file.length), 16);
  const line = (r) =>
    `${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}  ${r.why}`;
  const total = (label, list) => {
    const raw = list.reduce((t, r) => t + r.raw, 0);
    const gzip = list.reduce((t, r) => t + r.gzip, 0);
    return `${label.padEnd(width)}  ${kb(raw).padStart(9)}  ${kb(gzip).padStart(9)}  ${list.length} files`;
  };
  console.log(`\n${title}\n`);
  console.log(`${"file".padEnd(width)}  ${"raw kB".padStart(9)}  ${"gzip kB".padStart(9)}  why`);
  if (verbose) for (const r of result.js) console.log(line(r));
  console.log(total("total JavaScript", result.js));
  if (verbose) for (const r of result.css) console.log(line(r));
  console.log(total("total CSS", result.css));
  if (verbose && result.fonts.length > 0) {
    console.log(`\nFonts (woff2, already compressed; fetched only when text uses the face, not counted):`);
    for (const r of result.fonts) console.log(line(r));
  }
}

/** One line per measured page, "<name> JavaScript: N kB gzipped, budget B kB: within budget." */
export function verdict(name, result, budgetKb) {
  const ok = result.jsGzip <= budgetKb * 1000;
  console.log(
    `${name} JavaScript: ${kb(result.jsGzip)} kB gzipped, budget ${budgetKb} kB: ${ok ? "within budget" : "OVER BUDGET"}.`,
  );
  return ok;
}

function measureWidget() {
  if (!fs.existsSync(widgetFile)) {
    throw new BundleError(`No ${path.relative(root, widgetFile)}: run \`npm run build\` first.`);
  }
  return measure(new Map([["widget.js", "the embed script, /widget.js"]]), path.dirname(widgetFile));
}

function main() {
  const budgetKb = Number(option("--budget", "120"));
  if (process.argv.includes("--widget")) {
    const result = measureWidget();
    printReport(
      "First load of /widget.js (dist/widget/widget.js, gzip via node:zlib, kB = 1,000 bytes)",
      result,
    );
    console.log("");
    return verdict("widget", result, budgetKb);
  }
  const page = option("--page", "public-proposal-page");
  const manifest = readManifest();
  const source = pageSource(manifest, page);
  const through = (LOADED_THROUGH[page] ?? []).map((name) => pageSource(manifest, name));
  const result = measure(collectFirstLoad(manifest, ["index.html", ...through, source]));
  printReport(
    `First load of ${PUBLIC_PAGES[page] ?? `the ${page} page`} (${source}; dist/client, gzip via node:zlib, kB = 1,000 bytes)`,
    result,
  );
  console.log("");
  const ok = verdict(page, result, budgetKb);
  console.log(`CSS: ${kb(result.cssGzip)} kB gzipped.`);
  return ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.exit(main() ? 0 : 1);
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
