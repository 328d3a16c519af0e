/**
 * Contract templates: the API's shapes and rules. The smart fields and the rendering live in
 * ./contract-fields.ts (no zod there, so the public signing page can use it cheaply).
 */
import { z } from "zod";
import { scanContractFields, unknownFieldMessage } from "./contract-fields.js";

export const MAX_CONTRACT_TEMPLATE_NAME = 120;
export const MAX_CONTRACT_BODY = 100_000;

export const CONTRACT_TEMPLATE_NOT_FOUND = "Contract template not found";

/** POST /api/contract-templates and PUT /api/contract-templates/{id}. */
export const contractTemplateInputSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(MAX_CONTRACT_TEMPLATE_NAME, `Name is at most ${MAX_CONTRACT_TEMPLATE_NAME} characters`),
  body: z
    .string({ error: "The contract text is required" })
    .max(
      MAX_CONTRACT_BODY,
      `The contract text is at most ${MAX_CONTRACT_BODY.toLocaleString("en-US")} characters`,
    )
    .refine((body) => body.trim().length > 0, "The contract text is required")
    // PostgreSQL cannot store NUL in text; the request guard refuses it too, this says so in the schema.
    .refine((body) => !body.includes("\u0000"), "The contract text contains a character that is not allowed")
    .superRefine((body, ctx) => {
      const { unknown } = scanContractFields(body);
      if (unknown.length > 0) ctx.addIssue({ code: "custom", message: unknownFieldMessage(unknown) });
    }),
});
export type ContractTemplateInput = z.input<typeof contractTemplateInputSchema>;

export interface ContractTemplate {
  id: string;
  name: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}
