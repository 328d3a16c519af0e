/**
 * What a client's phone downloads on a first visit to a public page (by default the proposal page,
 * /public/proposals/{token}): the entry script and its modulepreloads from dist/client/index.html, every
 * JS file they import statically (followed transitively through the minified output), plus the lazily
 * loaded page chunk and its own static imports, with the CSS of both. What a page loads later with
 * import() (a dialog, the toaster) is not counted. Prints each file's gzipped size and fails (exit 1)
 * when the JavaScript passes the budget. Fonts are listed for information: a browser fetches a face only
 * when text uses it, and only the unicode-range subsets that text needs.
 *
 *   npm run build && node bench/public-bundle.mjs [--page public-proposal-page] [--budget 120]
 *   (kB = 1,000 bytes, gzipped; --page is a lazy page chunk's name, i.e. its source file under
 *   src/client/features/<feature>/ without the extension: public-calendar-page, public-booking-page)
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist/client");
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
};
const budgetKb = Number(option("--budget", "120"));
const PAGE = option("--page", "public-proposal-page");
if (!/^[a-z0-9-]+$/.test(PAGE)) {
  console.error(`--page takes a chunk name such as public-calendar-page, not "${PAGE}".`);
  process.exit(2);
}

/** The page's source, found by its file name in one of the client's feature folders. */
function findPageSource(name) {
  const features = path.join(root, "src/client/features");
  for (const feature of fs.readdirSync(features).sort()) {
    for (const ext of [".tsx", ".ts"]) {
      if (fs.existsSync(path.join(features, feature, name + ext))) return `features/${feature}/${name}${ext}`;
    }
  }
  return null;
}
const PAGE_SOURCE = findPageSource(PAGE);
if (!PAGE_SOURCE) {
  console.error(`No src/client/features/*/${PAGE}.tsx: --page takes the file name of a lazy page.`);
  process.exit(2);
}
/** The public route the page answers, for the report's title (src/client/app.tsx). */
const ROUTES = {
  "public-proposal-page": "/public/proposals/{token}",
  "public-calendar-page": "/booking/calendar/{publicToken}",
  "public-booking-page": "/public/booking/{token}",
};
const ROUTE = ROUTES[PAGE] ?? `the ${PAGE} page`;

const indexHtml = path.join(dist, "index.html");
if (!fs.existsSync(indexHtml)) {
  console.error(`No ${path.relative(root, indexHtml)}: run \`npm run build\` (or \`npx vite build\`) first.`);
  process.exit(2);
}
const html = fs.readFileSync(indexHtml, "utf8");

/** "/assets/x.js" or "assets/x.js" or "./x.js" (relative to `from`) to a path inside dist/client. */
function resolveAsset(ref, from = "") {
  const clean = ref.split(/[?#]/)[0];
  if (clean.startsWith("/")) return clean.slice(1);
  if (clean.startsWith("./") || clean.startsWith("../"))
    return path.posix.join(path.posix.dirname(from), clean);
  return clean;
}

const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];
const tags = (name) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];

/** file -> why it is downloaded (the first reason found wins). */
const files = new Map();
const add = (file, why) => {
  if (!files.has(file)) files.set(file, why);
};

for (const tag of tags("script")) {
  const src = attr(tag, "src");
  if (src && /type\s*=\s*["']module["']/.test(tag)) add(resolveAsset(src), "entry script");
}
const entry = [...files.keys()][0];
if (!entry) {
  console.error("index.html has no module entry script.");
  process.exit(2);
}
for (const tag of tags("link")) {
  const rel = attr(tag, "rel");
  const href = attr(tag, "href");
  if (!href) continue;
  if (rel === "modulepreload") add(resolveAsset(href), "modulepreload");
  if (rel === "stylesheet") add(resolveAsset(href), "stylesheet");
}

const read = (file) => fs.readFileSync(path.join(dist, file));

/** Static imports and re-exports in minified ESM; `import(` (dynamic) is deliberately not matched. */
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;

function followStaticImports(start) {
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file.endsWith(".js")) continue;
    const code = read(file).toString("utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const dep = resolveAsset(match[1], file);
      if (!files.has(dep)) {
        add(dep, `imported by ${path.posix.basename(file)}`);
        queue.push(dep);
      }
    }
  }
}

for (const file of [...files.keys()]) followStaticImports(file);

/**
 * The lazy page chunk and what Vite preloads with it (its JS deps and CSS). In order of preference:
 * the build manifest, the entry's __vite__mapDeps table, or the file name.
 */
function findPageChunk() {
  const manifestPath = path.join(dist, ".vite/manifest.json");
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
    const key = Object.keys(manifest).find((k) => k.endsWith(PAGE_SOURCE));
    if (key) {
      const collect = (k, seen = new Set()) => {
        if (seen.has(k)) return seen;
        seen.add(k);
        for (const dep of manifest[k].imports ?? []) collect(dep, seen);
        return seen;
      };
      const deps = [];
      for (const k of collect(key)) deps.push(manifest[k].file, ...(manifest[k].css ?? []));
      return { how: "manifest", deps };
    }
  }
  const entryCode = read(entry).toString("utf8");
  const table = /m\.f=(\[[^\]]*\])/.exec(entryCode)?.[1];
  const call = new RegExp(
    `import\\(["'\`]\\./(${PAGE}-[\\w-]+\\.js)["'\`]\\)[\\s\\S]{0,200}?__vite__mapDeps\\(\\[([\\d,]*)\\]`,
  ).exec(entryCode);
  if (table && call) {
    const list = JSON.parse(table);
    const indexes = call[2] ? call[2].split(",").map(Number) : [];
    return {
      how: "__vite__mapDeps",
      deps: [resolveAsset(`./${call[1]}`, entry), ...indexes.map((i) => list[i])],
    };
  }
  const assets = fs.readdirSync(path.join(dist, "assets"));
  const deps = assets
    .filter((f) => f.startsWith(`${PAGE}-`) && /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`);
  return deps.length > 0 ? { how: "file name", deps } : null;
}

const page = findPageChunk();
if (!page) {
  console.error(`Could not find the ${PAGE} chunk in ${path.relative(root, dist)}.`);
  process.exit(2);
}
const pageFile = page.deps.find((f) => path.posix.basename(f).startsWith(`${PAGE}-`) && f.endsWith(".js"));
for (const file of page.deps)
  add(file, file === pageFile ? `lazy page (${page.how})` : `preloaded with ${PAGE}`);
for (const file of page.deps) if (file.endsWith(".js")) followStaticImports(file);

/** Fonts the counted CSS refers to: the Latin subsets are what an English page fetches. */
const fonts = new Map();
for (const file of files.keys()) {
  if (!file.endsWith(".css")) continue;
  const css = read(file).toString("utf8");
  for (const match of css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) {
    const font = resolveAsset(match[1], file);
    if (/-latin-(?!ext)/.test(path.posix.basename(font)))
      fonts.set(font, `@font-face in ${path.posix.basename(file)}`);
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(2);
const rows = [...files].map(([file, why]) => {
  const bytes = read(file);
  return { file, why, raw: bytes.length, gzip: gzipSync(bytes).length };
});
const fontRows = [...fonts].map(([file, why]) => {
  const bytes = read(file);
  return { file, why, raw: bytes.length, gzip: bytes.length };
});

const width = Math.max(...[...rows, ...fontRows].map((r) => r.file.length), 4);
const line = (r) => `${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}  ${r.why}`;
console.log(`\nFirst load of ${ROUTE} (${PAGE_SOURCE}; dist/client, gzip via node:zlib, kB = 1,000 bytes)\n`);
console.log(`${"file".padEnd(width)}  ${"raw kB".padStart(9)}  ${"gzip kB".padStart(9)}  why`);
const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
const js = rows.filter((r) => r.file.endsWith(".js")).sort((a, b) => b.gzip - a.gzip);
const css = rows.filter((r) => r.file.endsWith(".css")).sort((a, b) => b.gzip - a.gzip);
for (const r of js) console.log(line(r));
console.log(
  `${"total JavaScript".padEnd(width)}  ${kb(sum(js, "raw")).padStart(9)}  ${kb(sum(js, "gzip")).padStart(9)}  ${js.length} files`,
);
for (const r of css) console.log(line(r));
console.log(
  `${"total CSS".padEnd(width)}  ${kb(sum(css, "raw")).padStart(9)}  ${kb(sum(css, "gzip")).padStart(9)}  ${css.length} files`,
);
if (fontRows.length > 0) {
  console.log(`\nFonts (woff2, already compressed; fetched only when text uses the face, not counted):`);
  for (const r of fontRows) console.log(line(r));
}

const totalJs = sum(js, "gzip");
const ok = totalJs <= budgetKb * 1000;
console.log(
  `\n${PAGE} JavaScript: ${kb(totalJs)} kB gzipped, budget ${budgetKb} kB: ${ok ? "within budget" : "OVER BUDGET"}.`,
);
console.log(`CSS: ${kb(sum(css, "gzip"))} kB gzipped.`);
process.exit(ok ? 0 : 1);
