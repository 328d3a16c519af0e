/**
 * The photographer app's first load: a signed-in photographer opening a studio address in a fresh
 * browser downloads the entry, the studio gate (session check and route table), the shell (sidebar,
 * top bar) and the page's chunk, each with its static imports. Measured for every route in
 * src/client/studio-routes.ts, because any of them can be the first (a bookmark, a link in an e-mail);
 * fails (exit 1) when one passes the budget. Shares its counting with bench/public-bundle.mjs.
 *
 *   npm run build && node bench/studio-bundle.mjs [--budget 300] [--page dashboard-page]
 *   (without --page: a line per route and the file table of the heaviest; kB = 1,000 bytes, gzipped)
 */
import fs from "node:fs";
import path from "node:path";
import {
  BundleError,
  collectFirstLoad,
  kb,
  measure,
  option,
  pageSource,
  printReport,
  readManifest,
  root,
  verdict,
} from "./public-bundle.mjs";

const STUDIO_CHAIN = ["index.html", "components/layout/studio-gate.tsx", "components/layout/app-shell.tsx"];

/** Each studio route's path and page file name, read from the route table's import() calls. */
function studioPages() {
  const source = fs.readFileSync(path.join(root, "src/client/studio-routes.ts"), "utf8");
  const pages = [];
  for (const match of source.matchAll(
    /path:\s*"([^"]+)"[\s\S]*?import\("\.\/features\/[^/]+\/([\w-]+)"\)/g,
  )) {
    pages.push({ route: match[1], page: match[2] });
  }
  if (pages.length === 0) throw new BundleError("Found no lazy pages in src/client/studio-routes.ts.");
  return pages;
}

function main() {
  const budgetKb = Number(option("--budget", "300"));
  const only = option("--page", null);
  const manifest = readManifest();
  const pages = studioPages().filter((p) => only === null || p.page === only);
  if (pages.length === 0) throw new BundleError(`${only} is not a page in src/client/studio-routes.ts.`);

  const results = pages.map((p) => {
    const source = pageSource(manifest, p.page);
    return { ...p, source, result: measure(collectFirstLoad(manifest, [...STUDIO_CHAIN, source])) };
  });
  const heaviest = results.reduce((a, b) => (b.result.jsGzip > a.result.jsGzip ? b : a));
  printReport(
    `First load of the studio at ${heaviest.route} (${heaviest.source} after ${STUDIO_CHAIN.slice(1).join(", ")}; dist/client, gzip via node:zlib, kB = 1,000 bytes)`,
    heaviest.result,
  );

  console.log(`\nEvery studio route's first load (JavaScript, gzipped):\n`);
  const width = Math.max(...results.map((r) => r.route.length));
  for (const r of results) {
    console.log(`${r.route.padEnd(width)}  ${kb(r.result.jsGzip).padStart(8)} kB  ${r.page}`);
  }
  console.log("");
  let ok = true;
  for (const r of results) {
    if (r === heaviest || r.result.jsGzip > budgetKb * 1000)
      ok = verdict(`studio ${r.page}`, r.result, budgetKb) && ok;
  }
  if (ok) console.log(`studio: every route within budget (${results.length} routes).`);
  return ok;
}

try {
  process.exit(main() ? 0 : 1);
} catch (error) {
  if (!(error instanceof BundleError)) throw error;
  console.error(error.message);
  process.exit(2);
}
