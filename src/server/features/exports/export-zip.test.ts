/** The zip writer: entries produced while it writes, progress per entry, and nothing left by a failure. */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeZip } from "./export-zip.js";
import { readZip } from "./exports.fixture.js";

const dir = mkdtempSync(path.join(tmpdir(), "focal-zip-"));

describe("writeZip", () => {
  it("writes each entry as it is produced and reports each one done", async () => {
    const target = path.join(dir, "ok.zip");
    const heard: string[] = [];
    const size = await writeZip(
      target,
      [
        {
          name: "a.txt",
          chunks: async function* () {
            yield "one ";
            yield Buffer.from("two");
          },
        },
        {
          name: "dir/b.json",
          chunks: async function* () {
            yield "[]";
          },
        },
      ],
      async (done, total) => {
        heard.push(`${done}/${total}`);
      },
    );
    expect(heard).toEqual(["1/2", "2/2"]);
    const bytes = readFileSync(target);
    expect(size).toBe(bytes.length);
    const entries = await readZip(bytes);
    expect([...entries.keys()]).toEqual(["a.txt", "dir/b.json"]);
    expect(entries.get("a.txt")!.toString()).toBe("one two");
  });

  it("rejects when an entry fails, leaving neither the zip nor its temporary file", async () => {
    const target = path.join(dir, "broken.zip");
    await expect(
      writeZip(target, [
        {
          name: "a.txt",
          chunks: async function* () {
            yield "fine";
          },
        },
        {
          name: "b.txt",
          chunks: async function* () {
            yield "half";
            throw new Error("the database went away");
          },
        },
      ]),
    ).rejects.toThrow("the database went away");
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.part`)).toBe(false);
  });
});
