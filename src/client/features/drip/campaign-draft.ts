/**
 * The drip page's unsaved edits: whether a type's campaign is on, which e-mails are switched off and
 * which stage's leads get it. Kept per type, so switching tabs loses nothing, and sent on Save Settings
 * as the JSON toggles the API stores.
 */
import {
  type CampaignSettings,
  type DripProjectType,
  type EmailToggles,
  emailToggleKey,
  isEmailEnabled,
  parseEmailToggles,
  type SaveCampaignSettingsInput,
} from "../../../shared/drip";

export interface CampaignDraft {
  campaignEnabled: boolean;
  toggles: EmailToggles;
  targetStageId: string | null;
}

export function draftFromSettings(settings: CampaignSettings): CampaignDraft {
  return {
    campaignEnabled: settings.campaignEnabled,
    toggles: parseEmailToggles(settings.emailToggles),
    targetStageId: settings.targetStageId,
  };
}

/** Only switched-off e-mails are stored: a missing key means on. */
export function withEmailEnabled(
  draft: CampaignDraft,
  projectType: DripProjectType,
  index: number,
  enabled: boolean,
): CampaignDraft {
  const toggles = { ...draft.toggles };
  const key = emailToggleKey(projectType, index);
  if (enabled) delete toggles[key];
  else toggles[key] = false;
  return { ...draft, toggles };
}

export function enabledCount(draft: CampaignDraft, projectType: DripProjectType, total: number): number {
  let on = 0;
  for (let index = 0; index < total; index++) if (isEmailEnabled(draft.toggles, projectType, index)) on++;
  return on;
}

function offKeys(toggles: EmailToggles): string[] {
  return Object.keys(toggles)
    .filter((key) => toggles[key] === false)
    .sort();
}

export function isDraftChanged(draft: CampaignDraft, saved: CampaignDraft): boolean {
  return (
    draft.campaignEnabled !== saved.campaignEnabled ||
    draft.targetStageId !== saved.targetStageId ||
    offKeys(draft.toggles).join() !== offKeys(saved.toggles).join()
  );
}

export function saveInputOf(projectType: DripProjectType, draft: CampaignDraft): SaveCampaignSettingsInput {
  const toggles: EmailToggles = {};
  for (const key of offKeys(draft.toggles)) toggles[key] = false;
  return {
    projectType,
    campaignEnabled: draft.campaignEnabled,
    emailToggles: JSON.stringify(toggles),
    targetStageId: draft.targetStageId,
  };
}
