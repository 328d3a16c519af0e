/**
 * An AI's draft is read strictly: exactly the e-mails asked for, plain text, the offered variables only,
 * days in order. Each refusal says why in words the studio is shown.
 */
import { describe, expect, it } from "vitest";
import { CAMPAIGN_LIMITS } from "../../../shared/drip-campaigns.js";
import { goodDraft } from "../../test/ai-stand-in.js";
import { AI_LIMITS, aiAnswerJsonSchema, readAiAnswer } from "./ai-draft.answer.js";

const email = (overrides: Record<string, unknown> = {}) => ({
  subject: "Hello {{firstName}}",
  textBody: "Hi {{firstName}},\n\nBook a call: {{scheduling_link}}\n\n{{businessName}}",
  daysAfterStart: 0,
  ...overrides,
});
const read = (emails: unknown[], count = emails.length) => readAiAnswer(JSON.stringify({ emails }), count);

describe("readAiAnswer", () => {
  it("takes a good draft as it is, trimmed", () => {
    const result = readAiAnswer(JSON.stringify(goodDraft(3)), 3);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.emails.map((e) => e.daysAfterStart)).toEqual([0, 7, 14]);
    const trimmed = read([email({ subject: "  Hello  " })]);
    expect(trimmed).toMatchObject({ ok: true, emails: [{ subject: "Hello" }] });
  });

  it.each([
    ["", "it was empty"],
    ["{ not json", "it was not valid JSON"],
    ["[]", "it is not an object"],
    ['"text"', "it is not an object"],
    ["{}", "it has no list of e-mails"],
    ['{"mails":[]}', "it has no list of e-mails"],
    ['{"emails":[1]}', "it did not have exactly 2 e-mails"],
    ['{"emails":[1,2]}', "in e-mail 1, an e-mail is not an object"],
  ])("refuses %j: %s", (content, why) => {
    expect(readAiAnswer(content, 2)).toEqual({ ok: false, why });
  });

  it.each([
    [[email()], 2, "it did not have exactly 2 e-mails"],
    [
      [email(), email({ daysAfterStart: 7 }), email({ daysAfterStart: 14 })],
      2,
      "it did not have exactly 2 e-mails",
    ],
    [[email({ subject: "" })], 1, "in e-mail 1, a subject is empty"],
    [[email({ textBody: "   " })], 1, "in e-mail 1, an e-mail's text is empty"],
    [[email({ subject: 42 })], 1, "in e-mail 1, a subject is not text"],
    [
      [email({ subject: "x".repeat(AI_LIMITS.subject + 1) })],
      1,
      "in e-mail 1, a subject is longer than 150 characters",
    ],
    [
      [email({ textBody: "x".repeat(AI_LIMITS.textBody + 1) })],
      1,
      "in e-mail 1, an e-mail's text is longer than 5000 characters",
    ],
    [[email({ textBody: "Hi <b>there</b>" })], 1, "in e-mail 1, an e-mail's text contains HTML"],
    [[email({ textBody: "Hi<br/>there" })], 1, "in e-mail 1, an e-mail's text contains HTML"],
    [[email({ subject: "<!-- hi -->" })], 1, "in e-mail 1, a subject contains HTML"],
    [
      [email({ textBody: "Book at https://example.com/book" })],
      1,
      "in e-mail 1, an e-mail's text contains a link",
    ],
    [[email({ textBody: "Book at HTTP://example.com" })], 1, "in e-mail 1, an e-mail's text contains a link"],
    [[email({ textBody: "See www.example.com" })], 1, "in e-mail 1, an e-mail's text contains a link"],
    [
      [email({ textBody: "Write to mailto:me@example.com" })],
      1,
      "in e-mail 1, an e-mail's text contains a link",
    ],
    [
      [email({ textBody: "Hi {{nickname}}" })],
      1,
      "in e-mail 1, an e-mail's text uses an unknown variable: {{nickname}}",
    ],
    // Known to templates but empty in a drip e-mail: a payment link would go out blank.
    [
      [email({ subject: "Pay {{payment_link}}" })],
      1,
      "in e-mail 1, a subject uses an unknown variable: {{payment_link}}",
    ],
    [
      [email({ textBody: "Hi {firstName}" })],
      1,
      "in e-mail 1, an e-mail's text has a variable without double braces",
    ],
    [[email({ daysAfterStart: -1 })], 1, "in e-mail 1, a day is negative"],
    [[email({ daysAfterStart: 1.5 })], 1, "in e-mail 1, a day is not a whole number"],
    [[email({ daysAfterStart: "3" })], 1, "in e-mail 1, a day is not a number"],
    [
      [email({ daysAfterStart: CAMPAIGN_LIMITS.maxDay + 1 })],
      1,
      `in e-mail 1, a day is after day ${CAMPAIGN_LIMITS.maxDay}`,
    ],
    [
      [email({ daysAfterStart: 7 }), email({ daysAfterStart: 3 })],
      2,
      "its e-mails' days are not in ascending order",
    ],
    [
      [email({ daysAfterStart: 7 }), email({ daysAfterStart: 7 })],
      2,
      "its e-mails' days are not in ascending order",
    ],
    [
      [email(), email({ daysAfterStart: 3, textBody: "<p>hi</p>" })],
      2,
      "in e-mail 2, an e-mail's text contains HTML",
    ],
  ])("refuses %j (of %i)", (emails, count, why) => {
    expect(read(emails, count)).toEqual({ ok: false, why });
  });

  it("accepts what looks like markup or a link but is not", () => {
    const result = read([
      email({
        textBody: "Prices start at 3 < 4 thousand, and 5 > 4.\n\nReply to this e-mail: we read everything.",
      }),
    ]);
    expect(result.ok).toBe(true);
  });
});

describe("aiAnswerJsonSchema", () => {
  it("asks for exactly the e-mails wanted, every field required, nothing more (strict structured output)", () => {
    const schema = aiAnswerJsonSchema(4) as {
      additionalProperties: boolean;
      required: string[];
      properties: { emails: { minItems: number; maxItems: number; items: Record<string, unknown> } };
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(["emails"]);
    expect(schema.properties.emails).toMatchObject({
      minItems: 4,
      maxItems: 4,
      items: { additionalProperties: false, required: ["subject", "textBody", "daysAfterStart"] },
    });
  });
});
