/**
 * The studio's message settings: a digest interval (or an e-mail per client message) and its own SMS
 * number, which two studios cannot share (clients' texts are routed by it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIGEST_MESSAGE, SMS_NUMBER_MESSAGE } from "../../../shared/photographer.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { SMS_NUMBER_TAKEN } from "./photographer.service.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("message settings", () => {
  it("keeps a digest interval and an SMS number, and clears them with null", async () => {
    const a = await createTestPhotographer(ctx);
    const api = as(ctx, a.cookie);
    const set = await api.put("/api/photographer", { messageDigestMinutes: 30, smsNumber: "+13125550100" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ messageDigestMinutes: 30, smsNumber: "+13125550100" });
    const cleared = await api.put("/api/photographer", { messageDigestMinutes: null, smsNumber: "" });
    expect(cleared.json()).toMatchObject({ messageDigestMinutes: null, smsNumber: null });
  });

  it("refuses a bad interval or number with a message, and a number another studio uses with 409", async () => {
    const a = await createTestPhotographer(ctx);
    const b = await createTestPhotographer(ctx);
    for (const [body, message] of [
      [{ messageDigestMinutes: 2 }, DIGEST_MESSAGE],
      [{ messageDigestMinutes: 1.5 }, DIGEST_MESSAGE],
      [{ smsNumber: "312-555-0100" }, SMS_NUMBER_MESSAGE],
    ] as const) {
      const res = await as(ctx, a.cookie).put("/api/photographer", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await as(ctx, a.cookie).put("/api/photographer", { smsNumber: "+13125550199" })).statusCode).toBe(
      200,
    );
    const taken = await as(ctx, b.cookie).put("/api/photographer", { smsNumber: "+13125550199" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SMS_NUMBER_TAKEN);
  });
});
