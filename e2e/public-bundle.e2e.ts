import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The e2e run builds the app first; this holds the public proposal page to its first-load budget.
describe("public proposal page bundle", () => {
  it("loads under 120 kB of gzipped JavaScript on a first visit", () => {
    let output = "";
    let status = 0;
    try {
      output = execFileSync(process.execPath, ["bench/public-bundle.mjs", "--budget", "120"], {
        encoding: "utf8",
      });
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      status = failed.status;
      output = failed.stdout;
    }
    expect(output, output).toMatch(/within budget/);
    expect(status).toBe(0);
  });
});
