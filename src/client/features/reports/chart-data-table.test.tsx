import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChartDataTable } from "./chart-data-table";

describe("ChartDataTable", () => {
  const html = renderToStaticMarkup(
    <ChartDataTable
      caption="Revenue by month"
      columns={["Month", "Revenue", "Payments"]}
      rows={[
        ["November 2025", "$4,675.38", "2"],
        ["December 2025", "$0.00", "0"],
      ]}
    />,
  );

  // A table is as wide as its cells whatever width it is given and is not clipped by overflow: hidden,
  // so it is hidden inside a box that is (a phone's page must not scroll sideways).
  it("hides the table inside a visually hidden box, not by styling the table itself", () => {
    expect(html.startsWith('<div class="sr-only"><table>')).toBe(true);
    expect(html).not.toMatch(/<table[^>]*class=/);
  });

  it("keeps the figures readable as a table, with its caption and headers", () => {
    expect(html).toContain("<caption>Revenue by month</caption>");
    expect(html).toContain('<th scope="col">Revenue</th>');
    expect(html).toContain('<th scope="row">November 2025</th><td>$4,675.38</td><td>2</td>');
  });
});
