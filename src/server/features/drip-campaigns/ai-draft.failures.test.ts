/**
 * When the AI's side goes wrong, the studio is told plainly and nothing is created: an answer that
 * cannot be used (502, with the reason), a refusal (422, in the AI's words), no answer in time (504,
 * one attempt), or the service's own HTTP error (502 with its status and words).
 */
import { describe, expect, it } from "vitest";
import { ai, draftBody, refused, setUpAiDrafting, studioWithStage } from "./ai-draft.fixture.js";

setUpAiDrafting();

describe("POST /api/drip-campaigns/ai-draft when the AI fails", () => {
  it.each([
    ["malformed JSON", { kind: "content", content: "{ this is not json" }, "it was not valid JSON"],
    ["the wrong shape", { kind: "content", content: '{"mails":[]}' }, "it has no list of e-mails"],
    [
      "too few e-mails",
      {
        kind: "content",
        content: JSON.stringify({ emails: [{ subject: "Hi", textBody: "Hello", daysAfterStart: 0 }] }),
      },
      "it did not have exactly 3 e-mails",
    ],
    [
      "a link",
      {
        kind: "content",
        content: JSON.stringify({
          emails: [0, 7, 14].map((day) => ({
            subject: "Hi {{firstName}}",
            textBody: "Book now at https://example.com/book",
            daysAfterStart: day,
          })),
        }),
      },
      "in e-mail 1, an e-mail's text contains a link",
    ],
    [
      "a cut-off answer",
      { kind: "content", content: "", finishReason: "length" },
      "it was cut off before the end",
    ],
  ] as const)("refuses an unusable answer (%s) with 502 and creates nothing", async (_label, mode, why) => {
    const { who, stageId } = await studioWithStage();
    ai.setMode(mode);
    const res = await refused(who, draftBody(stageId));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: `The AI's answer could not be used: ${why}. Nothing was created` });
    expect(ai.completions()).toHaveLength(1);
  });

  it("says plainly when the AI declines (422), and creates nothing", async () => {
    const { who, stageId } = await studioWithStage();
    ai.setMode({ kind: "refusal", refusal: "I'm sorry, I can't help with that request." });
    const res = await refused(who, draftBody(stageId));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "The AI declined: I'm sorry, I can't help with that request." });
  });

  it("gives up at AI_TIMEOUT_SECONDS (504) without waiting for a slow answer, and creates nothing", async () => {
    const { who, stageId } = await studioWithStage();
    ai.setMode({ kind: "good", delayMs: 3_000 });
    const started = Date.now();
    const res = await refused(who, draftBody(stageId));
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ message: "The AI did not answer within 1 second: nothing was created" });
    // Only one attempt: a retry would have doubled the wait.
    expect(ai.completions()).toHaveLength(1);
  });

  it.each([
    [
      500,
      "The AI service answered 500: The server had an error while processing your request. Sorry about that!",
    ],
    [429, "The AI service answered 429: Rate limit reached for requests"],
  ])("reports the service's HTTP %i as 502, tried once, and creates nothing", async (status, message) => {
    const { who, stageId } = await studioWithStage();
    ai.setMode({ kind: "error", status });
    const res = await refused(who, draftBody(stageId));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: `${message}. Nothing was created` });
    expect(ai.completions()).toHaveLength(1);
  });
});
