/**
 * Encrypted backup files (BACKUP_PASSPHRASE): AES-256-GCM with a key derived by scrypt from the
 * passphrase and a random salt, streamed so that a large dump never sits in memory.
 *
 * Layout: "FOCALENC" (8 bytes) | version (1 byte, 1) | salt (16) | iv (12) | ciphertext | tag (16).
 * The tag comes last because it is known only once everything is encrypted; decrypting reads it first.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BackupError } from "./backup-pg-tools.js";

const MAGIC = Buffer.from("FOCALENC");
const VERSION = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + IV_BYTES;
// scrypt's N=2^15 costs ~32 MB and a tenth of a second: paid once per backup, and per guess.
const SCRYPT = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function keyFor(passphrase: string, salt: Buffer): Buffer {
  return crypto.scryptSync(passphrase, salt, 32, SCRYPT);
}

/** Whether a file starts with the encrypted backup header. */
export function isEncryptedBackup(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(MAGIC.length);
    const read = fs.readSync(fd, head, 0, head.length, 0);
    return read === MAGIC.length && head.equals(MAGIC);
  } finally {
    fs.closeSync(fd);
  }
}

/** Encrypts `source` (a stream or a buffer) into `file`. */
export async function encryptToFile(
  source: Readable | Buffer,
  file: string,
  passphrase: string,
): Promise<void> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFor(passphrase, salt), iv);
  const out = fs.createWriteStream(file);
  out.write(Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, iv]));
  const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
  await pipeline(input, cipher, out, { end: false });
  await new Promise<void>((resolve, reject) =>
    out.end(cipher.getAuthTag(), () => resolve()).on("error", reject),
  );
}

/**
 * Decrypts an encrypted backup into `file`. A missing or wrong passphrase (or a file altered since)
 * is a BackupError in words for the operator; nothing is left at `file` then.
 */
export async function decryptToFile(
  source: string,
  file: string,
  passphrase: string | undefined,
): Promise<void> {
  if (!passphrase) {
    throw new BackupError(`${source} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with`);
  }
  const size = fs.statSync(source).size;
  if (size < HEADER_BYTES + TAG_BYTES)
    throw new BackupError(`${source} is too short to be an encrypted backup`);
  const fd = fs.openSync(source, "r");
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    fs.readSync(fd, header, 0, HEADER_BYTES, 0);
    fs.readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    fs.closeSync(fd);
  }
  const version = header[MAGIC.length];
  if (version !== VERSION) throw new BackupError(`${source}: unknown encrypted backup version ${version}`);
  const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + 1 + SALT_BYTES);
  const decipher = crypto.createDecipheriv("aes-256-gcm", keyFor(passphrase, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(source, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      fs.createWriteStream(file),
    );
  } catch (error) {
    fs.rmSync(file, { force: true });
    if ((error as Error).message.includes("authenticate")) {
      throw new BackupError(
        `${source} could not be decrypted: BACKUP_PASSPHRASE is not the passphrase it was made with (or the file was altered)`,
      );
    }
    throw error;
  }
}
