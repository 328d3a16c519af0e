/** The Widget Generator's three tabs, in order. */
export const WIDGET_TABS = [
  { value: "setup", label: "Setup & Configure" },
  { value: "customize", label: "Customize & Preview" },
  { value: "embed", label: "Get Embed Code" },
] as const;

export type WidgetTab = (typeof WIDGET_TABS)[number]["value"];

export function isWidgetTab(value: string): value is WidgetTab {
  return WIDGET_TABS.some((tab) => tab.value === value);
}
