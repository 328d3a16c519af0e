import { describe, expect, it } from "vitest";
import type { Question } from "../../../shared/questionnaires";
import { moveRow, newRow, rowProblems, rowsFromQuestions, savePlan } from "./question-draft";

const saved: Question[] = [
  { id: "q2", templateId: "t", type: "TEXT", label: "Venue", options: null, orderIndex: 1, isRequired: true },
  {
    id: "q1",
    templateId: "t",
    type: "MULTIPLE_CHOICE",
    label: "First look?",
    options: "Yes\nNo",
    orderIndex: 0,
    isRequired: false,
  },
];

describe("question rows", () => {
  it("start from the saved questions in order", () => {
    expect(rowsFromQuestions(saved).map((r) => r.id)).toEqual(["q1", "q2"]);
  });

  it("create new rows and update only changed ones, with the rows' order", () => {
    const rows = rowsFromQuestions(saved);
    const added = { ...newRow("CHECKBOX"), label: "Moments", options: "Rings\n\n Dance " };
    const plan = savePlan("t", moveRow([...rows, added], 2, 0), saved);
    expect(plan.create).toEqual([
      {
        key: added.key,
        body: {
          type: "CHECKBOX",
          label: "Moments",
          options: "Rings\nDance",
          orderIndex: 0,
          isRequired: false,
          templateId: "t",
        },
      },
    ]);
    // Both saved questions moved down one place.
    expect(plan.update.map((u) => [u.id, u.body.orderIndex])).toEqual([
      ["q1", 1],
      ["q2", 2],
    ]);
    expect(savePlan("t", rows, saved)).toEqual({ create: [], update: [] });
  });

  it("drop options from types that have none", () => {
    const rows = rowsFromQuestions(saved).map((r) => (r.id === "q1" ? { ...r, type: "TEXT" as const } : r));
    expect(savePlan("t", rows, saved).update[0]!.body.options).toBeNull();
  });

  it("need a label, and two options for choice questions", () => {
    const blank = newRow();
    const oneOption = { ...newRow("MULTIPLE_CHOICE"), label: "Pick", options: "Only" };
    expect(rowProblems([blank, oneOption])).toEqual([
      { key: blank.key, field: "label", message: "Question label is required." },
      { key: oneOption.key, field: "options", message: "Add at least two options, one per line." },
    ]);
  });
});
