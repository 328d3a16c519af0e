import { describe, expect, it } from "vitest";
import { PROJECT_TYPES, projectTypeLabel } from "../../shared/projects";
import {
  parseWidgetConfig,
  parseWidgetConfigJson,
  WIDGET_DEFAULTS,
  WIDGET_PROJECT_TYPES,
  widgetTypeLabel,
} from "./widget-config";
import { buttonColors, contrast, readableOn, themeVariables } from "./widget-theme";

describe("the widget's configuration", () => {
  it("has the documented defaults", () => {
    expect(WIDGET_DEFAULTS).toMatchObject({
      title: "Get In Touch",
      buttonText: "Send Inquiry",
      primaryColor: "#3b82f6",
      backgroundColor: "#ffffff",
      projectTypes: ["WEDDING", "ENGAGEMENT", "PORTRAIT"],
      showPhone: true,
      showMessage: true,
      showEventDate: true,
    });
  });

  it("knows the project types and names them as the studio does", () => {
    expect(WIDGET_PROJECT_TYPES).toEqual(PROJECT_TYPES);
    for (const type of PROJECT_TYPES) expect(widgetTypeLabel(type)).toBe(projectTypeLabel(type));
  });

  it("falls back to the defaults for whatever is missing or malformed", () => {
    expect(parseWidgetConfig(undefined)).toEqual(WIDGET_DEFAULTS);
    expect(parseWidgetConfigJson("{not json")).toEqual(WIDGET_DEFAULTS);
    expect(parseWidgetConfigJson(null)).toEqual(WIDGET_DEFAULTS);
    expect(
      parseWidgetConfig({
        title: 42,
        primaryColor: "red",
        backgroundColor: "#12345",
        buttonText: "   ",
        successMessage: "",
        showPhone: "yes",
        projectTypes: ["BIRTHDAY"],
      }),
    ).toEqual(WIDGET_DEFAULTS);
  });

  it("keeps what is well formed: a blank title, known types in the documented order, trimmed and bounded text", () => {
    const config = parseWidgetConfig({
      title: "",
      description: `  ${"d".repeat(400)}  `,
      primaryColor: "#BE185D",
      buttonText: " Ask about your date ",
      showPhone: false,
      projectTypes: ["PORTRAIT", "BIRTHDAY", "WEDDING", "WEDDING"],
    });
    expect(config).toMatchObject({
      title: "",
      primaryColor: "#BE185D",
      buttonText: "Ask about your date",
      showPhone: false,
      projectTypes: ["WEDDING", "PORTRAIT"],
    });
    expect(config.description).toHaveLength(300);
  });
});

describe("the widget's colours", () => {
  it("keep the button's label and the text readable", () => {
    expect(readableOn("#fde047")).toBe("#0f172a");
    expect(readableOn("#ffffff")).toBe("#0f172a");
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21);
    // The default blue keeps a white label on a fill darkened just enough for AA; others stay as chosen.
    const blue = buttonColors("#3b82f6");
    expect(blue.label).toBe("#ffffff");
    expect(contrast(blue.fill, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(blue.fill, "#3b82f6")).toBeLessThan(1.4);
    expect(buttonColors("#1e3a8a")).toEqual({ fill: "#1e3a8a", label: "#ffffff" });
    expect(buttonColors("#fde047")).toEqual({ fill: "#fde047", label: "#0f172a" });
    for (const color of ["#000000", "#ffffff", "#ff0000", "#10b981", "#808080", "#be185d"]) {
      const { fill, label } = buttonColors(color);
      expect(contrast(fill, label), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(themeVariables({ primaryColor: "#3b82f6", backgroundColor: "#111827" })).toContain(
      "--fw-fg:#f8fafc",
    );
  });
});
