/**
 * The Settings page's six sections, in order. The chosen one lives in the address (?tab=integrations)
 * so that links from elsewhere (the earnings banner, the payment provider's return URL) land on it.
 */
import { useSearchParams } from "wouter";

export const SETTINGS_TABS = [
  { value: "profile", label: "Profile" },
  { value: "branding", label: "Branding" },
  { value: "email", label: "Email" },
  { value: "automation", label: "Automation" },
  { value: "security", label: "Security" },
  { value: "integrations", label: "Integrations" },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]["value"];

export const DEFAULT_SETTINGS_TAB: SettingsTab = "profile";

export function isSettingsTab(value: string | null): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab.value === value);
}

/** An unknown or missing ?tab= falls back to the first section rather than showing nothing. */
export function parseSettingsTab(value: string | null): SettingsTab {
  return isSettingsTab(value) ? value : DEFAULT_SETTINGS_TAB;
}

export function useSettingsTab(): [SettingsTab, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parseSettingsTab(params.get("tab"));
  const setTab = (next: string) => {
    if (!isSettingsTab(next)) return;
    // Replace, not push: flicking through sections shouldn't fill the back button's history.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  };
  return [tab, setTab];
}
