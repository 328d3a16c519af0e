/**
 * Amounts are written by Intl.NumberFormat for their currency (formatMoney), never with a dollar sign
 * typed into the code: this reads every source file of the three sides (tests and fixtures aside) for a
 * "$" that stands for money: an amount after it ("$0.50", "$10,000,000"), or a sign on its own in a
 * string or in markup ("$", >$<).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const SIDES = ["client", "server", "shared"];
// The password hash format ("scrypt$N$r$p$salt$hash") uses "$" as its separator, not as money.
const NOT_MONEY = new Set(["server/auth/password.ts"]);

const MONEY_PATTERNS = [
  /\$\d{1,3}(,\d{3})+/, // $10,000,000
  /\$\d+\.\d\d\b/, // $0.50
  /(["'`])\$\1/, // "$"
  />\s*\$\s*</, // >$<
  /\(\$\)/, // "Price ($)"
  /^\s*\$\s*$/, // a JSX text line holding only the sign
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(name) || /\.(test|fixture)\.tsx?$/.test(name)) return [];
    return [path];
  });
}

describe("no dollar sign in the code", () => {
  it("leaves every amount to formatMoney", () => {
    const found: string[] = [];
    for (const side of SIDES) {
      for (const file of sourceFiles(join(ROOT, side))) {
        const name = relative(ROOT, file);
        if (NOT_MONEY.has(name) || name.startsWith("server/test/")) continue;
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, index) => {
            // Comments may show what a formatted amount looks like.
            if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
            if (MONEY_PATTERNS.some((pattern) => pattern.test(line)))
              found.push(`${name}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
