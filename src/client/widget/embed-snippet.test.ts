import { describe, expect, it } from "vitest";
import { embedSnippet, previewDocument } from "./embed-snippet";
import { parseWidgetConfig, WIDGET_DEFAULTS } from "./widget-config";

/** What getAttribute() would read back from a single-quoted attribute. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&amp;", "&");
}

describe("the embed code", () => {
  it("loads the script from the studio app's origin with the studio's public token, and no settings", () => {
    const code = embedSnippet({ origin: "https://focal.example", token: "tok_123" });
    const [placeholder, script] = code.split("\n");
    expect(placeholder).toBe("<div data-focal-widget></div>");
    // The settings are read from the server when the form loads, so a copied code never goes stale.
    expect(script).toBe('<script src="https://focal.example/widget.js" data-token="tok_123" async></script>');
  });

  it("carries any text safely inside the preview's attribute", () => {
    const config = parseWidgetConfig({
      title: "Let's talk & plan",
      description: "</script><script>alert('x')</script>",
    });
    const code = previewDocument({ origin: "https://focal.example", token: "t", config });
    expect(code.match(/<\/script>/g)).toHaveLength(1);
    const attribute = /data-config='([^']*)'/.exec(code)?.[1];
    expect(attribute).toBeDefined();
    expect(JSON.parse(decodeAttribute(attribute!))).toEqual(config);
  });

  it("previews with the same script, marked as a preview", () => {
    const html = previewDocument({ origin: "http://localhost:5000", token: "t", config: WIDGET_DEFAULTS });
    expect(html).toContain('<script src="http://localhost:5000/widget.js" data-token="t"');
    expect(html).toContain('data-preview="true"');
  });
});
