import { describe, expect, it, vi } from "vitest";
import { chooseWidgetConfig, loadWidgetConfig, widgetConfigUrl } from "./embed-config";
import { configAttribute } from "./embed-snippet";
import { parseWidgetConfig, WIDGET_DEFAULTS } from "./widget-config";

const saved = parseWidgetConfig({ title: "Saved on the server", primaryColor: "#be185d" });
const pasted = parseWidgetConfig({ title: "Pasted long ago", buttonText: "Old button" });
/** The attribute as an older embed code carries it (getAttribute() hands it back decoded). */
const pastedAttribute = JSON.stringify(pasted);

function answering(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }));
}

describe("where the embed reads its configuration", () => {
  it("asks the studio's own server, by the public token", () => {
    expect(widgetConfigUrl("https://focal.example", "tok/1 2")).toBe(
      "https://focal.example/api/public/widget/tok%2F1%202/config",
    );
  });

  it("draws what the studio saved, whatever an older pasted code carries", async () => {
    const fetch = answering(200, { config: saved, saved: true });
    const config = await loadWidgetConfig({
      fetch,
      url: "https://focal.example/api/public/widget/t/config",
      attribute: pastedAttribute,
    });
    expect(config).toEqual(saved);
    expect(fetch).toHaveBeenCalledWith("https://focal.example/api/public/widget/t/config", {
      credentials: "omit",
    });
  });

  it("keeps an older code's settings while the studio has never saved any", async () => {
    const neverSaved = { config: WIDGET_DEFAULTS, saved: false };
    expect(
      await loadWidgetConfig({ fetch: answering(200, neverSaved), url: "u", attribute: pastedAttribute }),
    ).toEqual(pasted);
    expect(await loadWidgetConfig({ fetch: answering(200, neverSaved), url: "u" })).toEqual(WIDGET_DEFAULTS);
  });

  it("falls back to the pasted settings, else the defaults, when the server can't answer", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await loadWidgetConfig({ fetch: failing, url: "u", attribute: pastedAttribute })).toEqual(pasted);
    expect(
      await loadWidgetConfig({ fetch: answering(404, { message: "Widget not found" }), url: "u" }),
    ).toEqual(WIDGET_DEFAULTS);
    expect(await loadWidgetConfig({ fetch: answering(200, "not json"), url: "u" })).toEqual(WIDGET_DEFAULTS);
  });

  it("doesn't keep the visitor waiting on a slow server", async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn(() => new Promise<never>(() => {}));
      const loading = loadWidgetConfig({
        fetch: never,
        url: "u",
        attribute: pastedAttribute,
        timeoutMs: 3000,
      });
      await vi.advanceTimersByTimeAsync(3000);
      expect(await loading).toEqual(pasted);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a malformed saved answer field by field, as it reads the attribute", () => {
    expect(chooseWidgetConfig({ saved: true, config: { title: "Hi", primaryColor: "red" } }, null)).toEqual({
      ...WIDGET_DEFAULTS,
      title: "Hi",
    });
    // The attribute's JSON, decoded from the escaped form the snippet writes.
    const decoded = configAttribute(pasted).replaceAll("&#39;", "'").replaceAll("&amp;", "&");
    expect(chooseWidgetConfig(null, decoded)).toEqual(pasted);
  });
});
