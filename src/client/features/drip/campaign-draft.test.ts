import { describe, expect, it } from "vitest";
import type { CampaignSettings } from "../../../shared/drip";
import {
  draftFromSettings,
  enabledCount,
  isDraftChanged,
  saveInputOf,
  withEmailEnabled,
} from "./campaign-draft";

const settings: CampaignSettings = {
  projectType: "WEDDING",
  campaignEnabled: false,
  emailToggles: '{"WEDDING-4":false,"WEDDING-2":true}',
  targetStageId: null,
  leadStage: { id: "s1", name: "Inquiry" },
  activeSubscriptions: 0,
  updatedAt: null,
};

describe("campaign draft", () => {
  it("reads the toggles: only false switches an e-mail off", () => {
    const draft = draftFromSettings(settings);
    expect(enabledCount(draft, "WEDDING", 24)).toBe(23);
  });

  it("switches e-mails off and on again, and knows when nothing changed", () => {
    const saved = draftFromSettings(settings);
    const off = withEmailEnabled(saved, "WEDDING", 7, false);
    expect(enabledCount(off, "WEDDING", 24)).toBe(22);
    expect(isDraftChanged(off, saved)).toBe(true);
    const back = withEmailEnabled(off, "WEDDING", 7, true);
    expect(isDraftChanged(back, saved)).toBe(false);
    expect(isDraftChanged({ ...saved, campaignEnabled: true }, saved)).toBe(true);
    expect(isDraftChanged({ ...saved, targetStageId: "s2" }, saved)).toBe(true);
  });

  it("saves the switched-off e-mails as a JSON string keyed type-index", () => {
    const draft = withEmailEnabled(
      { ...draftFromSettings(settings), campaignEnabled: true },
      "WEDDING",
      0,
      false,
    );
    expect(saveInputOf("WEDDING", draft)).toEqual({
      projectType: "WEDDING",
      campaignEnabled: true,
      emailToggles: '{"WEDDING-0":false,"WEDDING-4":false}',
      targetStageId: null,
    });
  });
});
