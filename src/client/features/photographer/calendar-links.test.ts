import { describe, expect, it } from "vitest";
import { webcalUrl } from "./calendar-links";

describe("webcalUrl", () => {
  it("swaps https for webcal", () => {
    expect(webcalUrl("https://studio.example.com/api/public/calendar-feed/abc/focal.ics")).toBe(
      "webcal://studio.example.com/api/public/calendar-feed/abc/focal.ics",
    );
  });

  it("swaps plain http too, keeping the port", () => {
    expect(webcalUrl("http://localhost:5000/api/public/calendar-feed/abc/focal.ics")).toBe(
      "webcal://localhost:5000/api/public/calendar-feed/abc/focal.ics",
    );
  });

  it("only touches the scheme", () => {
    expect(webcalUrl("HTTPS://x.test/feed?next=https://y.test")).toBe(
      "webcal://x.test/feed?next=https://y.test",
    );
  });
});
