/**
 * The import boundaries Biome cannot express (it sees import strings, not where they land), held by
 * `npm run lint`:
 * - a route file validates and calls one service: it imports no `drizzle-orm` and no `db/schema`;
 * - every SQL statement of the server lives in a `*.queries.ts` file: outside them (and outside `db/`, the seed and
 *   the tests) nothing imports a value from `drizzle-orm` or `db/schema`; `import type` is allowed, since a service
 *   may name a row type;
 * - a client feature reaches another feature only through that feature's `index.ts`, its public face;
 * - no two client features depend on each other, directly or round a longer loop;
 * - `components/`, `hooks/` and `lib/` sit below the features and import none of them.
 * docs/ARCHITECTURE.md says where shared code goes instead.
 */
import fs from "node:fs";
import path from "node:path";

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  message: string;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^"'`;]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every module specifier a file imports or re-exports, static or dynamic. */
export function importsOf(text: string): string[] {
  const specifiers: string[] = [];
  for (const match of text.matchAll(IMPORT)) specifiers.push(match[1] ?? match[2]!);
  return specifiers;
}

const VALUE_IMPORT =
  /(?:^|[\s;])import\s+(type\s+)?(?:([^"'`;]*?)\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/**
 * The specifiers a file imports values from: `import type { A }` and `import { type A, type B }` name types
 * only and are left out.
 */
export function valueImportsOf(text: string): string[] {
  const specifiers: string[] = [];
  for (const match of text.matchAll(VALUE_IMPORT)) {
    if (match[4]) {
      specifiers.push(match[4]);
      continue;
    }
    if (match[1]) continue;
    const clause = match[2]?.trim() ?? "";
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (named) {
      const names = named[1]!
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith("type "))) continue;
    }
    specifiers.push(match[3]!);
  }
  return specifiers;
}

const CLIENT = "src/client/";

/** Where a client import lands, from the repository root without extension, or null for a package. */
function resolveClient(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.posix.join(CLIENT, specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

/** The feature folder a client path belongs to, or null. */
function featureOf(file: string): string | null {
  const match = /^src\/client\/features\/([^/]+)\//.exec(file);
  return match ? match[1]! : null;
}

function checkRoute(file: SourceFile, violations: Violation[]) {
  for (const specifier of importsOf(file.text)) {
    if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
      violations.push({
        file: file.path,
        message: `route files import no "${specifier}": put the SQL in the feature's *.queries.ts and call a service`,
      });
    } else if (/(^|\/)db\/schema(\/|$)/.test(specifier)) {
      violations.push({
        file: file.path,
        message: `route files import no "${specifier}": tables belong to *.queries.ts, reached through a service`,
      });
    }
  }
}

const DATABASE_SPECIFIER = /^drizzle-orm(\/|$)|(^|\/)db\/schema(\/|$)/;

/** Server files that may hold SQL: queries files, the database layer, the seed, tests and their fixtures. */
function mayHoldSql(file: string): boolean {
  return (
    /\.queries\.ts$/.test(file) ||
    /\.(test|fixture)\.ts$/.test(file) ||
    /^src\/server\/(db|seed|test)\//.test(file)
  );
}

function checkServerSql(file: SourceFile, violations: Violation[]) {
  if (mayHoldSql(file.path) || /\.routes\.ts$/.test(file.path)) return;
  for (const specifier of valueImportsOf(file.text)) {
    if (DATABASE_SPECIFIER.test(specifier)) {
      violations.push({
        file: file.path,
        message: `only *.queries.ts files run SQL: move the statement that needs "${specifier}" into the feature's queries file (import type is fine)`,
      });
    }
  }
}

function checkClient(file: SourceFile, violations: Violation[], edges: Map<string, Map<string, string>>) {
  const own = featureOf(file.path);
  const layer = /^src\/client\/(components|hooks|lib)\//.exec(file.path)?.[1];
  for (const specifier of importsOf(file.text)) {
    const target = resolveClient(file.path, specifier);
    if (!target) continue;
    const other = featureOf(`${target}/`);
    if (!other || other === own) continue;
    if (layer) {
      violations.push({
        file: file.path,
        message: `${layer}/ sits below the features and imports none: "${specifier}" reaches features/${other}`,
      });
      continue;
    }
    if (!own) continue;
    const rest = target.slice(`${CLIENT}features/${other}`.length);
    if (rest !== "" && rest !== "/index" && rest !== "/index.ts") {
      violations.push({
        file: file.path,
        message: `features/${own} reaches features/${other} only through features/${other}/index.ts (its public face), not "${specifier}": export it there and import "@/features/${other}"`,
      });
    }
    const from = edges.get(own) ?? new Map<string, string>();
    if (!from.has(other)) from.set(other, file.path);
    edges.set(own, from);
  }
}

/** Feature loops (a imports b ... imports a), each reported once, at the file that closes it. */
function checkCycles(edges: Map<string, Map<string, string>>, violations: Violation[]) {
  const reported = new Set<string>();
  for (const start of [...edges.keys()].sort()) {
    // Breadth-first from start gives the shortest loop back to it.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const at = queue.shift()!;
      for (const next of [...(edges.get(at)?.keys() ?? [])].sort()) {
        if (next === start) {
          const loop = [start];
          for (let step = at; step !== start; step = previous.get(step)!) loop.splice(1, 0, step);
          const key = [...loop].sort().join(",");
          if (!reported.has(key)) {
            reported.add(key);
            violations.push({
              file: edges.get(at)!.get(start)!,
              message: `client features import each other: ${[...loop, start].join(" -> ")}; move what they share down to components/, hooks/, lib/ or src/shared`,
            });
          }
          queue.length = 0;
          break;
        }
        if (!previous.has(next) && next !== start) {
          previous.set(next, at);
          queue.push(next);
        }
      }
    }
  }
}

export function checkBoundaries(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    if (/^src\/server\/.*\.routes\.ts$/.test(file.path)) checkRoute(file, violations);
    if (file.path.startsWith("src/server/")) checkServerSql(file, violations);
    if (file.path.startsWith(CLIENT)) checkClient(file, violations, edges);
  }
  checkCycles(edges, violations);
  return violations;
}

function sources(root: string, dir: string): SourceFile[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(root, relative);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative, text: fs.readFileSync(path.join(root, relative), "utf8") }];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const violations = checkBoundaries(sources(root, "src"));
  for (const v of violations) console.error(`${v.file}: ${v.message}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import boundary violation(s); docs/ARCHITECTURE.md says where code goes.`,
    );
    process.exit(1);
  }
  console.log("import boundaries: no violations");
}
