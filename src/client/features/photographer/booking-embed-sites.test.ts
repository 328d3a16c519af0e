import { describe, expect, it } from "vitest";
import { FRAME_ANCESTOR_MESSAGE, FRAME_ANCESTORS_COUNT_MESSAGE } from "../../../shared/booking-embed";
import { parseSites, sitesText } from "./booking-embed-sites";

describe("the allowed-sites box", () => {
  it("reads one origin a line (or comma-separated), normalised and deduplicated", () => {
    expect(
      parseSites("https://www.example.com\n\n HTTPS://WWW.EXAMPLE.COM/ ,http://localhost:5173\n"),
    ).toEqual({
      origins: ["https://www.example.com", "http://localhost:5173"],
    });
    expect(parseSites("")).toEqual({ origins: [] });
    expect(sitesText(["https://a.example.com", "https://b.example.com"])).toBe(
      "https://a.example.com\nhttps://b.example.com",
    );
  });

  it("names the line that cannot be saved", () => {
    expect(parseSites("https://ok.example.com\nhttps://www.example.com/book")).toEqual({
      error: `${FRAME_ANCESTOR_MESSAGE} (https://www.example.com/book)`,
    });
    const many = Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`).join("\n");
    expect(parseSites(many)).toEqual({ error: FRAME_ANCESTORS_COUNT_MESSAGE });
  });
});
