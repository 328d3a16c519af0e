import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputs, isBuildCurrent, STAMP, sourceHash, writeStamp } from "./build-if-stale";

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "focal-build-"));
  write("src/server/main.ts", "start()");
  write("src/client/app.tsx", "<App />");
  write("package.json", "{}");
  write("package-lock.json", "{}");
  write("README.md", "not an input");
  // A complete build.
  write("dist/server/main.js", "start()");
  write("dist/client/index.html", "<html>");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("whether npm start must build", () => {
  it("reads the sources and the build's configs, nothing else", () => {
    expect(buildInputs(root)).toEqual([
      "package-lock.json",
      "package.json",
      "src/client/app.tsx",
      "src/server/main.ts",
    ]);
  });

  it("is current only once stamped with the sources' hash", () => {
    expect(isBuildCurrent(root)).toBe(false);
    writeStamp(root);
    expect(isBuildCurrent(root)).toBe(true);
    // Files that are not inputs change nothing.
    write("README.md", "edited");
    expect(isBuildCurrent(root)).toBe(true);
  });

  it("is stale after an edit, a new file, a deleted file or a new lock file", () => {
    writeStamp(root);
    const stale = (change: () => void) => {
      change();
      expect(isBuildCurrent(root)).toBe(false);
      writeStamp(root);
      expect(isBuildCurrent(root)).toBe(true);
    };
    stale(() => write("src/server/main.ts", "start(1)"));
    stale(() => write("src/shared/new.ts", "export {}"));
    stale(() => fs.rmSync(path.join(root, "src/client/app.tsx")));
    stale(() => write("package-lock.json", '{"lockfileVersion":3}'));
  });

  it("is stale when the build is incomplete, whatever the stamp says", () => {
    writeStamp(root);
    fs.rmSync(path.join(root, "dist/client/index.html"));
    expect(isBuildCurrent(root)).toBe(false);
  });

  it("tells a renamed file from an unchanged one", () => {
    const before = sourceHash(root);
    fs.renameSync(path.join(root, "src/server/main.ts"), path.join(root, "src/server/start.ts"));
    expect(sourceHash(root)).not.toBe(before);
    expect(fs.existsSync(path.join(root, "dist", STAMP))).toBe(false);
  });
});
