import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TimezoneSelect } from "./timezone-select";

describe("TimezoneSelect", () => {
  it("is a labelled combobox that names the chosen zone and controls a listbox", () => {
    const html = renderToStaticMarkup(
      <TimezoneSelect id="tz" value="Europe/London" onChange={() => {}} describedBy="tz-hint" />,
    );
    expect(html).toContain('id="tz"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-describedby="tz-hint"');
    expect(html).toMatch(/value="Europe\/London \(UTC\+0[01]:00\)"/);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${controls}" role="listbox"`);
  });

  it("names the none entry when the value is null", () => {
    const html = renderToStaticMarkup(
      <TimezoneSelect id="tz" value={null} noneLabel="Same as studio" onChange={() => {}} />,
    );
    expect(html).toContain('value="Same as studio"');
  });
});
