/**
 * The embed script (src/client/widget) that studios paste into their websites, served as /widget.js.
 * `npm run build` writes it to dist/widget/widget.js. Without that file (`npm run dev`, API tests) it
 * is built here, in memory, with Vite's build API and the same vite.widget.config.ts, and built again
 * when a source file changes. Vite is a development dependency: where it is missing too, the script
 * is unavailable (503) rather than broken.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HttpError } from "../../http/errors.js";

const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));
export const BUILT_WIDGET_SCRIPT = path.join(repositoryRoot, "dist/widget/widget.js");
const WIDGET_CONFIG_FILE = path.join(repositoryRoot, "vite.widget.config.ts");
const WIDGET_SOURCES = path.join(repositoryRoot, "src/client/widget");

export const WIDGET_SCRIPT_UNAVAILABLE =
  "The widget script isn't built. Run `npm run build` and start the server again.";

export interface WidgetScript {
  code: string;
  /** Where it came from: the build's file, or an in-memory build of the sources. */
  origin: "built" | "sources";
}

async function modifiedAt(file: string): Promise<number | null> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** The newest change among the script's sources, so that an edit during development rebuilds it. */
async function sourcesChangedAt(): Promise<number> {
  const names = await fs.readdir(WIDGET_SOURCES);
  const times = await Promise.all(names.map((name) => modifiedAt(path.join(WIDGET_SOURCES, name))));
  return Math.max(0, ...times.map((time) => time ?? 0));
}

async function buildFromSources(): Promise<string> {
  const { build } = await import("vite");
  const result = await build({
    configFile: WIDGET_CONFIG_FILE,
    root: repositoryRoot,
    logLevel: "silent",
    build: { write: false, emptyOutDir: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    const chunk = output.output.find((file) => file.type === "chunk");
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error("vite.widget.config.ts produced no script");
}

export function createWidgetScriptLoader(builtPath = BUILT_WIDGET_SCRIPT) {
  let fromFile: { mtimeMs: number; code: string } | null = null;
  let fromSources: { changedAt: number; code: Promise<string> } | null = null;

  async function fromBuild(mtimeMs: number): Promise<string> {
    if (fromFile?.mtimeMs !== mtimeMs) fromFile = { mtimeMs, code: await fs.readFile(builtPath, "utf8") };
    return fromFile.code;
  }

  async function fromSourcesBuild(): Promise<string> {
    const changedAt = await sourcesChangedAt();
    if (fromSources?.changedAt !== changedAt) {
      const code = buildFromSources();
      fromSources = { changedAt, code };
      // A failed build is tried again on the next request instead of being remembered.
      code.catch(() => {
        if (fromSources?.code === code) fromSources = null;
      });
    }
    return fromSources.code;
  }

  /** The script, or a 503 (the reason goes to `logFailure`, not to the visitor). */
  return async function load(logFailure: (error: unknown) => void): Promise<WidgetScript> {
    const mtimeMs = await modifiedAt(builtPath);
    if (mtimeMs !== null) return { code: await fromBuild(mtimeMs), origin: "built" };
    try {
      return { code: await fromSourcesBuild(), origin: "sources" };
    } catch (error) {
      logFailure(error);
      throw new HttpError(503, WIDGET_SCRIPT_UNAVAILABLE);
    }
  };
}
