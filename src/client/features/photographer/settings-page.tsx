import type { LucideIcon } from "lucide-react";
import { Mail, Palette, Plug, ShieldCheck, User, Zap } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { SectionTabs } from "@/components/layout/section-tabs";
import { AutomationTab } from "./automation-tab";
import { BrandingTab } from "./branding-tab";
import { EmailTab } from "./email-tab";
import { IntegrationsTab } from "./integrations-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";
import { SETTINGS_TABS, type SettingsTab, useSettingsTab } from "./settings-tabs";
import { useCloseOnboardingPopupOnReturn } from "./use-onboarding-popup";

const ICONS: Record<SettingsTab, LucideIcon> = {
  profile: User,
  branding: Palette,
  email: Mail,
  automation: Zap,
  security: ShieldCheck,
  integrations: Plug,
};

const SECTIONS = SETTINGS_TABS.map((tab) => ({ ...tab, icon: ICONS[tab.value] }));

function SettingsTabContent({ tab }: { tab: SettingsTab }) {
  switch (tab) {
    case "profile":
      return <ProfileTab />;
    case "branding":
      return <BrandingTab />;
    case "email":
      return <EmailTab />;
    case "automation":
      return <AutomationTab />;
    case "security":
      return <SecurityTab />;
    case "integrations":
      return <IntegrationsTab />;
  }
}

/** Settings: six sections as tabs, or a select under 768 px where six tabs don't fit. */
export function SettingsPage() {
  const [tab, setTab] = useSettingsTab();
  useCloseOnboardingPopupOnReturn();

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your studio profile, branding, email, automation, security and integrations."
      />
      <SectionTabs
        sections={SECTIONS}
        value={tab}
        onChange={setTab}
        label="Settings sections"
        selectLabel="Settings section"
      >
        <SettingsTabContent tab={tab} />
      </SectionTabs>
    </>
  );
}
