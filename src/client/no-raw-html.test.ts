/**
 * Notes, messages, answers and every other text a user typed reach the screen through React, which
 * escapes it. This keeps it so: no component may hand React raw HTML, and e-mail HTML is shown only in
 * sandboxed frames without scripts (the preview, the outbox), under the app's Content-Security-Policy.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.dirname(new URL(import.meta.url).pathname);
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the client renders no raw HTML", () => {
  const files = sources(root).map((file) => ({
    file: path.relative(root, file),
    text: fs.readFileSync(file, "utf8"),
  }));

  it("never uses dangerouslySetInnerHTML, and innerHTML only for the widget's own constant icon", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => f.text.includes("dangerouslySetInnerHTML")).map((f) => f.file)).toEqual([]);
    const innerHtml = files.filter((f) => /\.(inner|outer)HTML\s*=/.test(f.text)).map((f) => f.file);
    expect(innerHtml).toEqual(["widget/widget-form.ts"]);
    expect(files.find((f) => f.file === "widget/widget-form.ts")!.text).toMatch(/innerHTML = TICK_SVG;/);
  });

  it("shows e-mail HTML only in frames sandboxed without scripts", () => {
    const frames = files.filter((f) => /srcDoc=/.test(f.text));
    expect(frames.length).toBeGreaterThan(0);
    for (const { file, text } of frames) {
      const sandboxes = [...text.matchAll(/sandbox(?:=\{?"([^"]*)"|=\{([A-Z_]+)\})/g)].map((m) => {
        if (m[1] !== undefined) return m[1];
        return new RegExp(`const ${m[2]} = "([^"]*)"`).exec(text)?.[1] ?? "unknown";
      });
      expect(sandboxes.length, file).toBeGreaterThan(0);
      // The widget preview runs our own widget.js in an opaque origin; e-mail frames run nothing.
      for (const sandbox of sandboxes) {
        if (file.endsWith("widget-preview.tsx")) expect(sandbox).not.toContain("allow-same-origin");
        else expect(sandbox, file).not.toContain("allow-scripts");
      }
    }
  });
});
