import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CalendarStatus } from "../../../shared/scheduling";
import { CalendarCard } from "./calendar-card";
import { CALENDAR_STATUS_QUERY_KEY } from "./use-calendar";

function render(status: CalendarStatus): string {
  const queries = new QueryClient();
  queries.setQueryData(CALENDAR_STATUS_QUERY_KEY, status);
  return renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <CalendarCard />
    </QueryClientProvider>,
  );
}

describe("CalendarCard on a server without Google set up", () => {
  const html = render({ configured: false, authenticated: false, email: null });

  it("tells the photographer plainly that the studio's administrator must enable it", () => {
    expect(html).toContain("Not available");
    expect(html).toContain("Your studio&#x27;s administrator (whoever runs Focal");
    expect(html).toContain("must enable it first");
  });

  it("gives the photographer none of the server operator's instructions (they are in the README)", () => {
    for (const operatorWord of [
      "GOOGLE_CLIENT_ID",
      "GOOGLE_CLIENT_SECRET",
      "redirect",
      "Google Cloud",
      "restart",
    ]) {
      expect(html).not.toContain(operatorWord);
    }
  });
});
