import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The e2e run builds the app first; this holds each public page a client opens from a link (proposal,
// booking calendar, booking confirmation) to its first-load budget on a phone.
const PAGES = ["public-proposal-page", "public-calendar-page", "public-booking-page"] as const;

describe("public page bundles", () => {
  it.each(PAGES)("%s loads under 120 kB of gzipped JavaScript on a first visit", (page) => {
    let output = "";
    let status = 0;
    try {
      output = execFileSync(
        process.execPath,
        ["bench/public-bundle.mjs", "--page", page, "--budget", "120"],
        {
          encoding: "utf8",
        },
      );
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      status = failed.status;
      output = failed.stdout;
    }
    expect(output, output).toMatch(/within budget/);
    expect(output).toContain(page);
    expect(status).toBe(0);
  });
});
