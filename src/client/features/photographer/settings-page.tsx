import type { LucideIcon } from "lucide-react";
import { Mail, Palette, Plug, ShieldCheck, User, Zap } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useIsMobile } from "@/hooks/use-mobile";
import { AutomationTab } from "./automation-tab";
import { BrandingTab } from "./branding-tab";
import { EmailTab } from "./email-tab";
import { IntegrationsTab } from "./integrations-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";
import { SETTINGS_TABS, type SettingsTab, useSettingsTab } from "./settings-tabs";
import { useCloseOnboardingPopupOnReturn } from "./use-onboarding-popup";

const TAB_ICONS: Record<SettingsTab, LucideIcon> = {
  profile: User,
  branding: Palette,
  email: Mail,
  automation: Zap,
  security: ShieldCheck,
  integrations: Plug,
};

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

/** SPEC §2 Settings: six sections as tabs, or a select under 768 px where six tabs don't fit. */
export function SettingsPage() {
  const [tab, setTab] = useSettingsTab();
  const isMobile = useIsMobile();
  useCloseOnboardingPopupOnReturn();

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your studio profile, branding, email, automation, security and integrations."
      />
      {isMobile ? (
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="settings-section">Settings section</Label>
            <Select value={tab} onValueChange={setTab}>
              <SelectTrigger id="settings-section" className="w-full bg-background">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SETTINGS_TABS.map(({ value, label }) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <SettingsTabContent tab={tab} />
        </div>
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="gap-6">
          <div className="-m-1 overflow-x-auto p-1">
            <TabsList aria-label="Settings sections" className="h-10">
              {SETTINGS_TABS.map(({ value, label }) => {
                const Icon = TAB_ICONS[value];
                return (
                  <TabsTrigger key={value} value={value} className="flex-none px-3">
                    <Icon aria-hidden="true" />
                    {label}
                  </TabsTrigger>
                );
              })}
            </TabsList>
          </div>
          <TabsContent value={tab} tabIndex={-1} className="focus-visible:ring-0">
            <SettingsTabContent tab={tab} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
