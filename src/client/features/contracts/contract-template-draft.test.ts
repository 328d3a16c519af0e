import { describe, expect, it } from "vitest";
import { renderContractHtml } from "../../../shared/contract-fields";
import {
  contractTemplateDraft,
  inputFieldName,
  insertContractField,
  sampleContractContext,
  sampleInputs,
  todayIn,
  validateContractTemplateDraft,
} from "./contract-template-draft";

describe("insertContractField", () => {
  it("puts the field at the caret, replacing the selection, and the caret after it", () => {
    expect(insertContractField("Dear ,", "client.fullName", 5, 5)).toEqual({
      text: "Dear {{client.fullName}},",
      cursor: 24,
    });
    expect(insertContractField("Hi NAME!", "input:Second contact", 3, 7)).toEqual({
      text: "Hi {{input:Second contact}}!",
      cursor: 27,
    });
    expect(insertContractField("End", "today", null, null).text).toBe("End{{today}}");
  });

  it("gives the payment plan a paragraph of its own", () => {
    expect(insertContractField("Pay:", "proposal.schedule", 4, 4).text).toBe("Pay:\n\n{{proposal.schedule}}");
    expect(insertContractField("Pay:\n\nThanks", "proposal.schedule", 6, 6).text).toBe(
      "Pay:\n\n{{proposal.schedule}}\n\nThanks",
    );
    expect(insertContractField("", "proposal.schedule", 0, 0).text).toBe("{{proposal.schedule}}");
  });
});

describe("inputFieldName", () => {
  it("makes input:Label from a label, and refuses blank, brace-only or over-long ones", () => {
    expect(inputFieldName("  Second contact ")).toBe("input:Second contact");
    expect(inputFieldName("{{Dietary}}")).toBe("input:Dietary");
    expect(inputFieldName("  ")).toBeNull();
    expect(inputFieldName("{}")).toBeNull();
    expect(inputFieldName("x".repeat(81))).toBeNull();
  });
});

describe("validateContractTemplateDraft", () => {
  it("says what the API would say: an unknown field named, a missing name", () => {
    expect(validateContractTemplateDraft({ name: "", body: "Hi {{client.nick}}" })).toEqual({
      ok: false,
      errors: { name: "Name is required", body: "Unknown field {{client.nick}}" },
    });
    expect(validateContractTemplateDraft({ name: " Wedding ", body: "Hi {{client.fullName}}" })).toEqual({
      ok: true,
      input: { name: "Wedding", body: "Hi {{client.fullName}}" },
    });
    expect(contractTemplateDraft(null)).toEqual({ name: "", body: "" });
  });
});

describe("the preview's sample", () => {
  it("is the Riveras' wedding at Juniper Ridge, paid in three instalments that add up to the total", () => {
    const sample = sampleContractContext(null, "2026-11-26");
    expect(sample.studio.businessName).toBe("Your Studio");
    expect(sample.proposal.schedule).toHaveLength(3);
    expect(sample.proposal.schedule.reduce((sum, i) => sum + i.amountCents, 0)).toBe(
      sample.proposal.totalCents,
    );
    const html = renderContractHtml(
      "{{client.fullName}} on {{project.eventDate}} at {{project.venue}}: {{input:Second contact}}",
      sample,
      sampleInputs(["Second contact"]),
    );
    expect(html).toBe(
      '<p>Ava &amp; Noah Rivera on June 12, 2027 at Juniper Ridge Vineyard: <span data-input="Second contact">(Second contact, filled in by the client)</span></p>',
    );
  });

  it("takes today in the studio's zone", () => {
    const instant = new Date("2026-11-26T03:00:00Z");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-11-25");
    expect(todayIn("Europe/Berlin", instant)).toBe("2026-11-26");
    expect(todayIn("Not/AZone", instant)).toBe("2026-11-26");
  });
});
