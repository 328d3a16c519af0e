import { describe, expect, it } from "vitest";
import {
  describeSmsLength,
  insertVariable,
  smsLength,
  templateDraft,
  unknownVariables,
  validateTemplateDraft,
} from "./template-form";

describe("template form", () => {
  it("inserts a variable at the cursor or over the selection", () => {
    expect(insertVariable("Hi !", "firstName", 3, 3)).toEqual({ text: "Hi {{firstName}}!", cursor: 16 });
    expect(insertVariable("Hi you!", "firstName", 3, 6)).toEqual({ text: "Hi {{firstName}}!", cursor: 16 });
    expect(insertVariable("Hi", "email", null, null)).toEqual({ text: "Hi{{email}}", cursor: 11 });
  });

  it("counts SMS characters and 160-character segments", () => {
    expect(smsLength("")).toEqual({ characters: 0, segments: 0 });
    expect(smsLength("a".repeat(160))).toEqual({ characters: 160, segments: 1 });
    expect(smsLength("a".repeat(161))).toEqual({ characters: 161, segments: 2 });
    expect(describeSmsLength("a")).toBe("1 character · 1 segment");
  });

  it("finds names that are not variables", () => {
    expect(unknownVariables("Hi {{firstName}} {{first_name}}", "{{ venue }}")).toEqual([
      "first_name",
      "venue",
    ]);
  });

  it("validates with the expected messages and leaves subject and HTML out of an SMS", () => {
    const empty = validateTemplateDraft(templateDraft(null));
    expect(empty).toEqual({
      ok: false,
      errors: { name: "Name is required", textBody: "Text body is required" },
    });
    const sms = validateTemplateDraft({
      name: "Reminder",
      channel: "SMS",
      subject: "kept in the draft",
      htmlBody: "<p>kept</p>",
      textBody: "See you tomorrow",
    });
    expect(sms).toEqual({
      ok: true,
      input: { name: "Reminder", channel: "SMS", textBody: "See you tomorrow" },
    });
  });
});
