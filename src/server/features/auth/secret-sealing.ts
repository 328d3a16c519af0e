/**
 * At start, before any request: two-factor secrets stored in clear (written before secrets were
 * sealed) or sealed with a rotated-out key are sealed again with the current key. A secret that no key
 * of this server opens stops the start: that server was given another key than the one that sealed it,
 * and every two-factor sign-in would otherwise fail later, one user at a time.
 */
import { isSealed, type SecretBox } from "../../auth/secret-box.js";
import type { DbOrTx } from "../../db/connect.js";
import { listTwoFactorSecrets, replaceSecretIfUnchanged } from "./two-factor.queries.js";

/** The associated data a user's two-factor secret is sealed with: it opens on that user's row only. */
export const totpSecretContext = (userId: string) => `totp:${userId}`;

export async function sealStoredSecrets(db: DbOrTx, box: SecretBox): Promise<{ resealed: number }> {
  let resealed = 0;
  for (const row of await listTwoFactorSecrets(db)) {
    if (box.isCurrent(row.secret)) continue;
    const context = totpSecretContext(row.userId);
    const plain = isSealed(row.secret) ? box.open(row.secret, context) : row.secret;
    await replaceSecretIfUnchanged(db, row.userId, row.secret, box.seal(plain, context));
    resealed += 1;
  }
  return { resealed };
}
