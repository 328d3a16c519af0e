/**
 * Two-factor secrets at rest: sealed when set up, sealed at start when found in clear or under a
 * rotated-out key, and a server given another key refuses to start rather than fail sign-ins later.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox, newSecretKey, parseSecretKey, SecretKeyError } from "../../auth/secret-box.js";
import { secretBoxFor } from "../../auth/secret-key.js";
import { base32Decode, totp } from "../../auth/totp.js";
import { twoFactorSecrets } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { sealStoredSecrets, totpSecretContext } from "./secret-sealing.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const storedSecret = async (userId: string) => {
  const [row] = await ctx.database.db
    .select({ secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  return row!.secret;
};

describe("two-factor secrets at rest", () => {
  it("stores the set-up secret sealed, and codes from it still work", async () => {
    const p = await createTestPhotographer(ctx);
    const { secret } = (await as(ctx, p.cookie).post("/api/auth/two-factor/setup")).json() as {
      secret: string;
    };
    const stored = await storedSecret(p.userId);
    expect(stored).not.toContain(secret);
    expect(stored.startsWith("v1.")).toBe(true);
    const code = totp(base32Decode(secret), Date.now());
    const enabled = await as(ctx, p.cookie).post("/api/auth/two-factor/enable", { code });
    expect(enabled.statusCode).toBe(200);
  });

  it("seals clear and rotated-out secrets at start, once, and refuses a key that opens none", async () => {
    const box = secretBoxFor(ctx.config);
    const clear = await createTestPhotographer(ctx);
    const rotated = await createTestPhotographer(ctx);
    const oldKey = parseSecretKey(newSecretKey())!;
    await ctx.database.db.insert(twoFactorSecrets).values([
      { userId: clear.userId, secret: "JBSWY3DPEHPK3PXP" },
      {
        userId: rotated.userId,
        secret: createSecretBox(oldKey).seal("KRSXG5CTMVRXEZLU", totpSecretContext(rotated.userId)),
      },
    ]);
    // The server's key, with the old one as FOCAL_SECRET_KEY_PREVIOUS.
    const withPrevious = createSecretBox(parseSecretKey(ctx.config.FOCAL_SECRET_KEY!)!, [oldKey]);
    const first = await sealStoredSecrets(ctx.database.db, withPrevious);
    expect(first.resealed).toBeGreaterThanOrEqual(2);
    expect(box.open(await storedSecret(clear.userId), totpSecretContext(clear.userId))).toBe(
      "JBSWY3DPEHPK3PXP",
    );
    expect(box.open(await storedSecret(rotated.userId), totpSecretContext(rotated.userId))).toBe(
      "KRSXG5CTMVRXEZLU",
    );
    expect((await sealStoredSecrets(ctx.database.db, box)).resealed).toBe(0);

    const stranger = createSecretBox(parseSecretKey(newSecretKey())!);
    await expect(sealStoredSecrets(ctx.database.db, stranger)).rejects.toThrow(SecretKeyError);
  });
});
