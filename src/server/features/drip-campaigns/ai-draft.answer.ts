/**
 * What an AI's draft must look like before anything is saved: `{ emails: [{ subject, textBody,
 * daysAfterStart }] }`, exactly as many e-mails as asked for, plain text only. A model can invent links
 * and markup, or variables no e-mail fills; every such answer is refused whole, with the reason, so that
 * nothing half-usable reaches the studio's approval list.
 */
import { z } from "zod";
import { CAMPAIGN_LIMITS } from "../../../shared/drip-campaigns.js";

/** The variables a drip e-mail fills in (integrations/email/template-values.ts), offered to the AI. */
export const AI_VARIABLES = [
  "firstName",
  "lastName",
  "fullName",
  "businessName",
  "weddingDate",
  "scheduling_link",
] as const;

export const AI_LIMITS = { subject: 150, textBody: 5_000 } as const;

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>|<!--/i;
const LINK = /\bhttps?:\/\/|\bwww\.|\bmailto:/i;

function variablesIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]!);
}

/** Plain text that uses only the offered variables, and no markup or address of its own. */
const plainText = (label: string, max: number) =>
  z
    .string({ error: `${label} is not text` })
    .trim()
    .min(1, `${label} is empty`)
    .max(max, `${label} is longer than ${max} characters`)
    .superRefine((text, ctx) => {
      if (HTML_TAG.test(text)) ctx.addIssue({ code: "custom", message: `${label} contains HTML` });
      if (LINK.test(text)) ctx.addIssue({ code: "custom", message: `${label} contains a link` });
      const unknown = variablesIn(text).find((v) => !(AI_VARIABLES as readonly string[]).includes(v));
      if (unknown !== undefined) {
        ctx.addIssue({ code: "custom", message: `${label} uses an unknown variable: {{${unknown}}}` });
      }
      // Single braces around a name are a variable gone wrong ({firstName}): it would be sent as written.
      if (/(^|[^{])\{\s*[A-Za-z_]+\s*\}(?!\})/.test(text)) {
        ctx.addIssue({ code: "custom", message: `${label} has a variable without double braces` });
      }
    });

export function aiAnswerSchema(emailCount: number) {
  const email = z.object(
    {
      subject: plainText("a subject", AI_LIMITS.subject),
      textBody: plainText("an e-mail's text", AI_LIMITS.textBody),
      daysAfterStart: z
        .number({ error: "a day is not a number" })
        .int("a day is not a whole number")
        .min(0, "a day is negative")
        .max(CAMPAIGN_LIMITS.maxDay, `a day is after day ${CAMPAIGN_LIMITS.maxDay}`),
    },
    { error: "an e-mail is not an object" },
  );
  return z.object(
    {
      // The count first: a wrong number of e-mails says more than the first bad field of one.
      emails: z
        .array(z.unknown(), { error: "it has no list of e-mails" })
        .length(emailCount, `it did not have exactly ${emailCount} e-mail${emailCount === 1 ? "" : "s"}`)
        .pipe(z.array(email))
        .superRefine((emails, ctx) => {
          for (let i = 1; i < emails.length; i++) {
            if (emails[i]!.daysAfterStart <= emails[i - 1]!.daysAfterStart) {
              ctx.addIssue({ code: "custom", message: "its e-mails' days are not in ascending order" });
              return;
            }
          }
        }),
    },
    { error: "it is not an object" },
  );
}

export type AiDraftEmail = z.output<ReturnType<typeof aiAnswerSchema>>["emails"][number];

export type ReadAnswer = { ok: true; emails: AiDraftEmail[] } | { ok: false; why: string };

/** The model's text read as a draft of `emailCount` e-mails, or why it cannot be used. */
export function readAiAnswer(content: string, emailCount: number): ReadAnswer {
  if (!content.trim()) return { ok: false, why: "it was empty" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, why: "it was not valid JSON" };
  }
  const result = aiAnswerSchema(emailCount).safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const index = issue.path[0] === "emails" && typeof issue.path[1] === "number" ? issue.path[1] : null;
    return { ok: false, why: index === null ? issue.message : `in e-mail ${index + 1}, ${issue.message}` };
  }
  return { ok: true, emails: result.data.emails };
}

/** The answer's JSON Schema, sent as the request's response_format (strict structured output). */
export function aiAnswerJsonSchema(emailCount: number): Record<string, unknown> {
  return {
    type: "object",
    properties: {
      emails: {
        type: "array",
        description: `Exactly ${emailCount} e-mails, in the order they are sent`,
        minItems: emailCount,
        maxItems: emailCount,
        items: {
          type: "object",
          properties: {
            subject: { type: "string", description: "The subject line: plain text" },
            textBody: {
              type: "string",
              description: "The e-mail's text: plain text, paragraphs split by blank lines",
            },
            daysAfterStart: {
              type: "integer",
              description:
                "The day it is sent, counted from the day the lead starts the campaign (0 = that day)",
            },
          },
          required: ["subject", "textBody", "daysAfterStart"],
          additionalProperties: false,
        },
      },
    },
    required: ["emails"],
    additionalProperties: false,
  };
}
