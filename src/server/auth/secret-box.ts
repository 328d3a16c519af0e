/**
 * Secrets the server must read back in clear (a two-factor secret is needed to compute the expected
 * code, so it cannot be hashed) are sealed with AES-256-GCM before they reach the database: a copy of
 * the database, a backup or a read-only SQL injection then yields nothing usable without the key.
 *
 * A sealed value reads `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). The key id names which key
 * sealed it, so that a rotated-out key can still open old values until they are sealed again. The
 * caller's context (say `totp:<user id>`) is bound in as associated data: a sealed value copied onto
 * another user's row does not open there.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;

export class SecretKeyError extends Error {}

export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws SecretKeyError when no key this server has sealed it, or it was tampered with. */
  open(sealed: string, context: string): string;
  /** True when the current key sealed it (false: clear text, or an older key: seal it again). */
  isCurrent(sealed: string): boolean;
  readonly keyId: string;
}

/** A key as configured: 64 hex digits, or base64/base64url of 32 bytes. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, "base64")
      : null;
  return bytes?.length === KEY_BYTES ? bytes : null;
}

export const newSecretKey = (): string => randomBytes(KEY_BYTES).toString("hex");

const keyIdOf = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}.`);

export function createSecretBox(current: Buffer, previous: Buffer[] = []): SecretBox {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) keys.set(keyIdOf(key), key);
  const keyId = keyIdOf(current);

  return {
    keyId,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
      return [VERSION, keyId, ...parts].join(".");
    },
    open(sealed, context) {
      const [version, id, iv, tag, body, ...rest] = sealed.split(".");
      if (version !== VERSION || !id || iv === undefined || !tag || body === undefined || rest.length) {
        throw new SecretKeyError("The stored secret is not sealed");
      }
      const key = keys.get(id);
      if (!key) {
        throw new SecretKeyError(
          `A stored secret was sealed with key ${id}, which this server does not have (its key is ${keyId}). ` +
            "Give every server the same FOCAL_SECRET_KEY, and the old one in FOCAL_SECRET_KEY_PREVIOUS while rotating.",
        );
      }
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        throw new SecretKeyError("A stored secret does not open with its key: it was changed or moved");
      }
    },
    isCurrent(sealed) {
      return sealed.startsWith(`${VERSION}.${keyId}.`);
    },
  };
}
