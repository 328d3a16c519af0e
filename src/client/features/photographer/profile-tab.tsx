import { CurrencyTaxCard } from "./currency-tax-card";
import { ProfileForm } from "./profile-form";
import { QuickLinksCard } from "./quick-links-card";
import { WithSettings } from "./settings-states";

export function ProfileTab() {
  return (
    <div className="grid max-w-3xl gap-6">
      <WithSettings label="Loading your profile" fields={4}>
        {(settings) => <ProfileForm settings={settings} />}
      </WithSettings>
      <WithSettings label="Loading your currency and tax" fields={3}>
        {(settings) => <CurrencyTaxCard settings={settings} />}
      </WithSettings>
      <QuickLinksCard />
    </div>
  );
}
