/**
 * At start: endpoint secrets sealed with a rotated-out key (still given in FOCAL_SECRET_KEY_PREVIOUS)
 * are sealed again with the current one, as two-factor secrets are (features/auth/secret-sealing.ts),
 * so that dropping the old key later does not silence a studio's webhooks. One that no key opens is
 * left as it is and reported: its deliveries record the error until the studio makes a new endpoint.
 */
import { isSealed, type SecretBox } from "../../auth/secret-box.js";
import type { DbOrTx } from "../../db/connect.js";
import { endpointSecretContext } from "./webhook-signing.js";
import { replaceSecretIfUnchanged, secretsNotSealedWith } from "./webhooks.queries.js";

export async function resealEndpointSecrets(db: DbOrTx, box: SecretBox): Promise<{ resealed: number }> {
  let resealed = 0;
  for (const row of await secretsNotSealedWith(db, box.keyId)) {
    const context = endpointSecretContext(row.id);
    try {
      const plain = isSealed(row.secret) ? box.open(row.secret, context) : row.secret;
      await replaceSecretIfUnchanged(db, row.id, row.secret, box.seal(plain, context));
      resealed += 1;
    } catch (error) {
      console.warn(`webhooks: endpoint ${row.id}'s secret does not open: ${(error as Error).message}`);
    }
  }
  return { resealed };
}
