import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PhotographerSettings } from "../../../shared/photographer";
import { EmbedSettings } from "./booking-embed-card";

const settings = {
  publicToken: "tok_1234567890abcdef",
  frameAncestors: ["https://www.goldenhour.example", "https://*.goldenhour.example"],
} as PhotographerSettings;

const html = renderToStaticMarkup(
  <QueryClientProvider client={new QueryClient()}>
    <EmbedSettings settings={settings} />
  </QueryClientProvider>,
);

describe("the Embed your booking calendar card", () => {
  it("offers the script and the iframe snippets for the studio's calendar, each with a copy button", () => {
    expect(html).toContain(
      "&lt;script src=&quot;/embed/booking.js&quot; data-calendar=&quot;tok_1234567890abcdef&quot; async&gt;&lt;/script&gt;",
    );
    expect(html).toContain("&lt;iframe src=&quot;/booking/calendar/tok_1234567890abcdef?embed=1&quot;");
    expect(html.match(/Copy/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("lists the allowed sites in a labelled box", () => {
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Allowed sites<\/label>/);
    expect(html).toContain("https://www.goldenhour.example\nhttps://*.goldenhour.example");
  });
});
