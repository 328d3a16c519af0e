import { ChecklistTemplateCard } from "./checklist-template-card";
import { QuietHoursCard } from "./quiet-hours-card";
import { WithSettings } from "./settings-states";

/** Studio-wide automation settings: quiet hours, and the checklist every new project starts with. */
export function AutomationTab() {
  return (
    <div className="grid max-w-3xl gap-6">
      <WithSettings label="Loading quiet hours" fields={2}>
        {(settings) => <QuietHoursCard settings={settings} />}
      </WithSettings>
      <ChecklistTemplateCard />
    </div>
  );
}
