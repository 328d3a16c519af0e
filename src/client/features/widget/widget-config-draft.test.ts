import { describe, expect, it } from "vitest";
import { WIDGET_DEFAULTS, type WidgetConfigState } from "../../../shared/widget-config";
import { checkBeforeSave, hasUnsavedChanges, initialDraft } from "./widget-config-draft";

const neverSaved: WidgetConfigState = { config: WIDGET_DEFAULTS, saved: false, updatedAt: null };
const saved: WidgetConfigState = {
  config: { ...WIDGET_DEFAULTS, title: "Let's plan your day" },
  saved: true,
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const browserCopy = JSON.stringify({ ...WIDGET_DEFAULTS, title: "Kept in this browser" });

describe("the generator's draft", () => {
  it("starts from what the server saved, in any browser", () => {
    expect(initialDraft(saved, null)).toEqual({ draft: saved.config, fromBrowser: false });
    // A copy an earlier version left in this browser does not override a saved configuration.
    expect(initialDraft(saved, browserCopy)).toEqual({ draft: saved.config, fromBrowser: false });
  });

  it("carries settings kept only in this browser to the form, as unsaved, until the first save", () => {
    const start = initialDraft(neverSaved, browserCopy);
    expect(start).toMatchObject({ fromBrowser: true, draft: { title: "Kept in this browser" } });
    expect(hasUnsavedChanges(start.draft, neverSaved, start.fromBrowser)).toBe(true);
    expect(initialDraft(neverSaved, "{broken")).toEqual({ draft: WIDGET_DEFAULTS, fromBrowser: false });
    expect(initialDraft(neverSaved, null)).toEqual({ draft: WIDGET_DEFAULTS, fromBrowser: false });
  });

  it("has unsaved changes only when the form differs from the saved configuration", () => {
    expect(hasUnsavedChanges(saved.config, saved, false)).toBe(false);
    expect(hasUnsavedChanges({ ...saved.config, showPhone: false }, saved, false)).toBe(true);
  });

  it("checks a save with the server's rules and words", () => {
    expect(checkBeforeSave(saved.config)).toEqual({ ok: true, config: saved.config });
    expect(checkBeforeSave({ ...saved.config, primaryColor: "pink" })).toEqual({
      ok: false,
      message: "The primary colour must be a colour such as #3b82f6",
    });
    expect(checkBeforeSave({ ...saved.config, projectTypes: [] })).toEqual({
      ok: false,
      message: "Choose at least one project type",
    });
  });
});
