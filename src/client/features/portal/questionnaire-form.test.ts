import { describe, expect, it } from "vitest";
import type { QuestionSnapshot, QuestionType } from "../../../shared/questionnaire-answers";
import {
  draftAnswers,
  fieldProblem,
  firstWrongId,
  initialValues,
  serverFieldErrors,
  submittedAnswers,
  toggleOption,
  validateAnswers,
} from "./questionnaire-form";

let n = 0;
function question(type: QuestionType, extra: Partial<QuestionSnapshot> = {}): QuestionSnapshot {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    type,
    label: `${type} question`,
    options: type === "MULTIPLE_CHOICE" || type === "CHECKBOX" ? "Red\nGreen\nBlue" : null,
    orderIndex: n,
    isRequired: false,
    ...extra,
  };
}

describe("initialValues", () => {
  it("turns the server's answers into input values", () => {
    const text = question("TEXT");
    const num = question("NUMBER");
    const boxes = question("CHECKBOX");
    const empty = question("EMAIL");
    expect(
      initialValues([text, num, boxes, empty], { [text.id]: "Hi", [num.id]: 12, [boxes.id]: ["Red"] }),
    ).toEqual({ [text.id]: "Hi", [num.id]: "12", [boxes.id]: ["Red"], [empty.id]: "" });
  });
});

describe("draftAnswers and submittedAnswers", () => {
  const text = question("TEXT");
  const num = question("NUMBER");
  const boxes = question("CHECKBOX");
  const questions = [text, num, boxes];

  it("keeps what was typed in a draft and leaves blanks out", () => {
    expect(draftAnswers(questions, { [text.id]: "  half ", [num.id]: "1.", [boxes.id]: [] })).toEqual({
      [text.id]: "  half ",
      [num.id]: "1.",
    });
  });

  it("sends numbers as numbers on submit, and leaves non-numbers for validation", () => {
    expect(submittedAnswers(questions, { [num.id]: " 42.5 " })).toEqual({ [num.id]: 42.5 });
    expect(submittedAnswers(questions, { [num.id]: "lots" })).toEqual({ [num.id]: "lots" });
  });
});

describe("validateAnswers", () => {
  it("reports the expected messages and the first wrong field in form order", () => {
    const later = question("EMAIL", { orderIndex: 50 });
    const earlier = question("TEXT", { isRequired: true, orderIndex: 1 });
    const choice = question("MULTIPLE_CHOICE");
    const { errors, firstId } = validateAnswers([later, earlier, choice], {
      [later.id]: "not-an-email",
      [choice.id]: "Purple",
    });
    expect(errors).toEqual({
      [earlier.id]: "This question is required",
      [later.id]: "Enter a valid email address",
      [choice.id]: "Choose one of the options",
    });
    expect(firstId).toBe(earlier.id);
  });

  it("accepts good answers of every type", () => {
    const qs = [
      question("TEXT", { isRequired: true }),
      question("TEXTAREA", { isRequired: true }),
      question("EMAIL", { isRequired: true }),
      question("NUMBER", { isRequired: true }),
      question("DATE", { isRequired: true }),
      question("MULTIPLE_CHOICE", { isRequired: true }),
      question("CHECKBOX", { isRequired: true }),
    ];
    const values = {
      [qs[0]!.id]: "Ana",
      [qs[1]!.id]: "Long\ntext",
      [qs[2]!.id]: "ana@example.com",
      [qs[3]!.id]: "120",
      [qs[4]!.id]: "2026-09-12",
      [qs[5]!.id]: "Green",
      [qs[6]!.id]: ["Red", "Blue"],
    };
    expect(validateAnswers(qs, submittedAnswers(qs, values))).toEqual({ errors: {}, firstId: null });
  });
});

describe("fieldProblem", () => {
  it("does not call a blank field wrong until a submission was tried", () => {
    const q = question("EMAIL", { isRequired: true });
    expect(fieldProblem(q, { [q.id]: "" }, { blankIsWrong: false })).toBeNull();
    expect(fieldProblem(q, { [q.id]: "" }, { blankIsWrong: true })).toBe("This question is required");
    expect(fieldProblem(q, { [q.id]: "ana@" }, { blankIsWrong: false })).toBe("Enter a valid email address");
  });
});

describe("serverFieldErrors", () => {
  it("maps the server's issues to known questions", () => {
    const a = question("TEXT");
    const b = question("DATE");
    const body = JSON.stringify({
      message: "Enter a valid date",
      issues: [
        { path: b.id, message: "Enter a valid date" },
        { path: "someone-else", message: "Ignored" },
        { path: [a.id], message: "This question is required" },
      ],
    });
    expect(serverFieldErrors([a, b], body)).toEqual({
      [b.id]: "Enter a valid date",
      [a.id]: "This question is required",
    });
    expect(firstWrongId([a, b], serverFieldErrors([a, b], body))).toBe(a.id);
    expect(serverFieldErrors([a], "Bad Gateway")).toEqual({});
  });
});

describe("toggleOption", () => {
  it("keeps the options' order", () => {
    const q = question("CHECKBOX");
    expect(toggleOption(q, ["Blue"], "Red", true)).toEqual(["Red", "Blue"]);
    expect(toggleOption(q, ["Red", "Blue"], "Red", false)).toEqual(["Blue"]);
  });
});
