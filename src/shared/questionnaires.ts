/**
 * Questionnaires (templates, questions, a project's questionnaires and their answers, the question
 * types): the API's shapes, and the answer rules the client's form and the server both apply.
 */
import { z } from "zod";
import { hasOptions, optionsOf, QUESTION_TYPES } from "./questionnaire-answers.js";

export * from "./questionnaire-answers.js";

const optionalText = (max: number) =>
  z.preprocess(
    (value) => ((typeof value === "string" && value.trim() === "") || value === null ? undefined : value),
    z.string().trim().max(max, "Too long").optional(),
  );

export const templateInputSchema = z.object({
  title: z
    .string({ error: "Template title is required." })
    .trim()
    .min(1, "Template title is required.")
    .max(200, "Template title is too long."),
  description: optionalText(2000),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const questionInputSchema = z
  .object({
    type: z.enum(QUESTION_TYPES, { error: "Choose a question type" }),
    label: z
      .string({ error: "Question label is required." })
      .trim()
      .min(1, "Question label is required.")
      .max(500, "Question label is too long."),
    options: z.preprocess(
      (value) => (Array.isArray(value) ? value.join("\n") : value === null ? undefined : value),
      z.string().max(5000, "Too many options").optional(),
    ),
    orderIndex: z.coerce.number({ error: "Order must be a number" }).int().min(0).max(10_000).default(0),
    isRequired: z.boolean().default(false),
    /** Sent by older clients; the path names the template, so a different one here is refused. */
    templateId: z.uuid().optional(),
  })
  .transform((q) => ({ ...q, options: hasOptions(q.type) ? optionsOf(q.options).join("\n") : null }))
  .refine((q) => !hasOptions(q.type) || optionsOf(q.options).length >= 2, {
    path: ["options"],
    message: "Add at least two options, one per line.",
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

export const reorderQuestionsInputSchema = z.object({
  questionIds: z
    .array(z.uuid({ error: "Question not found" }))
    .min(1)
    .max(500),
});

export const assignQuestionnaireInputSchema = z.object({
  templateId: z.uuid({ error: "Questionnaire template not found" }),
});

export interface QuestionnaireTemplate {
  id: string;
  title: string;
  description: string | null;
  questionCount: number;
  assignedCount: number;
  completedCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A draft saved while the client types: any text (a half-typed e-mail too), bounded in size. */
export const draftAnswersInputSchema = z.object({
  answers: z
    .record(
      z.string(),
      z.union(
        [
          z.string().max(10_000, "Answer is too long"),
          z.number(),
          z.array(z.string().max(1000)).max(100),
          z.null(),
        ],
        {
          error: "Unsupported answer",
        },
      ),
    )
    .superRefine((answers, ctx) => {
      // Checked here: a key schema's own failure only says "Invalid key in record".
      for (const key of Object.keys(answers)) {
        if (!z.uuid().safeParse(key).success) {
          ctx.addIssue({ code: "custom", path: [key], message: "Unknown question" });
          return;
        }
      }
    }),
});
