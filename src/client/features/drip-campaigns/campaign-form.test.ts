import { describe, expect, it } from "vitest";
import type { CustomCampaign } from "../../../shared/drip-campaigns";
import { campaignInputOf, formValuesOf, frequencyLabel, NEW_CAMPAIGN, versionRole } from "./campaign-form";

const STAGE = "0b7f6a3e-7c1d-4a8e-9f2b-1c3d5e7f9a0b";

const campaign = {
  id: "c1",
  name: "Spring leads",
  projectType: "PORTRAIT",
  status: "ACTIVE",
  targetStageIds: [STAGE],
  maxDurationMonths: 6,
  emailFrequencyWeeks: null,
  emailFrequencyDays: 10,
  styling: { primaryBrandColor: "#112233", secondaryBrandColor: null, fontFamily: "Georgia, serif" },
  generatedByAi: false,
  aiPrompt: null,
  version: 2,
  parentCampaignId: "c0",
  isCurrentVersion: true,
  rootCampaignId: "c0",
  publishedAt: "2025-01-01T00:00:00.000Z",
  draftVersionId: null,
  activeLeads: 0,
  emails: [],
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
} satisfies CustomCampaign;

describe("campaign form", () => {
  it("reads a campaign into the form and back into the same input", () => {
    const values = formValuesOf(campaign);
    expect(values).toMatchObject({
      frequency: "10",
      frequencyUnit: "days",
      maxDurationMonths: "6",
      secondaryBrandColor: "",
    });
    const result = campaignInputOf(values);
    expect(result).toEqual({
      ok: true,
      input: {
        name: "Spring leads",
        projectType: "PORTRAIT",
        targetStageIds: [STAGE],
        maxDurationMonths: 6,
        emailFrequencyDays: 10,
        styling: { primaryBrandColor: "#112233", secondaryBrandColor: null, fontFamily: "Georgia, serif" },
      },
    });
  });

  it("names each wrong field in the studio's words", () => {
    const result = campaignInputOf({
      ...NEW_CAMPAIGN,
      frequency: "0",
      maxDurationMonths: "two",
      primaryBrandColor: "red",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Name is required",
      targetStageIds: "Choose at least one stage",
      frequency: "The frequency must be at least 1",
      maxDurationMonths: "The duration must be a whole number of months",
      primaryBrandColor: "Colours are written #rrggbb",
    });
  });

  it("says how often in words", () => {
    expect(frequencyLabel({ emailFrequencyDays: 1, emailFrequencyWeeks: null })).toBe("every day");
    expect(frequencyLabel({ emailFrequencyDays: null, emailFrequencyWeeks: 1 })).toBe("every week");
    expect(frequencyLabel({ emailFrequencyDays: null, emailFrequencyWeeks: 3 })).toBe("every 3 weeks");
  });

  it("tells a version's place in its family", () => {
    expect(versionRole({ ...campaign, status: "DRAFT", isCurrentVersion: true })).toBe("first-draft");
    expect(versionRole({ ...campaign, status: "DRAFT", isCurrentVersion: false })).toBe("next-draft");
    expect(versionRole(campaign)).toBe("live");
    expect(versionRole({ ...campaign, status: "PAUSED" })).toBe("paused");
    expect(versionRole({ ...campaign, isCurrentVersion: false })).toBe("older");
    expect(versionRole({ ...campaign, status: "ARCHIVED" })).toBe("archived");
  });
});
