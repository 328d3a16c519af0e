import { describe, expect, it } from "vitest";
import { answerProblem, type QuestionSnapshot } from "./questionnaire-answers.js";
import {
  CONTROL_CHARACTER_MESSAGE,
  DATE_RANGE_MESSAGE,
  emailField,
  hasControlCharacter,
  isoDateField,
  phoneField,
} from "./validation.js";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("control characters", () => {
  it("are every C0 control except tab, newline and carriage return", () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));
    expect(controls.filter(hasControlCharacter).length).toBe(29);
    for (const text of ["\t", "\n", "\r", "a\r\nb", " ", "ß", "\u007f", "\u202e"]) {
      expect(hasControlCharacter(text)).toBe(false);
    }
  });

  it("are refused by the e-mail and phone fields, before trimming could hide them", () => {
    expect(firstMessage(emailField.safeParse("ann@example.com\u0000"))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(firstMessage(emailField.safeParse("\u0000ann@example.com"))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(firstMessage(phoneField.safeParse("555 010 2000\u001b"))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(emailField.safeParse(" Ann@Example.com ").data).toBe("ann@example.com");
  });
});

describe("dates", () => {
  it("lie between 1900 and 2200", () => {
    for (const date of ["0000-01-01", "0001-01-01", "1899-12-31", "2201-01-01", "9999-12-31"]) {
      expect(firstMessage(isoDateField.safeParse(date))).toBe(DATE_RANGE_MESSAGE);
    }
    for (const date of ["1900-01-01", "2026-02-28", "2200-12-31"]) {
      expect(isoDateField.safeParse(date).success).toBe(true);
    }
    expect(isoDateField.safeParse("2026-02-30").success).toBe(false);
  });

  it("in questionnaire answers too", () => {
    const question = { id: "q", type: "DATE", label: "When?", isRequired: false } as QuestionSnapshot;
    expect(answerProblem(question, "0000-01-01")).toBe("Enter a valid date");
    expect(answerProblem(question, "9999-12-31")).toBe("Enter a valid date");
    expect(answerProblem(question, "2026-06-20")).toBeNull();
  });
});
