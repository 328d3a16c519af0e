/**
 * The key that seals stored secrets (auth/secret-box.ts). FOCAL_SECRET_KEY when set; otherwise one
 * generated on first start into the data directory (`secret.key`, readable by its owner only), so a
 * single-machine install needs no set-up. Servers sharing one PostgreSQL database must share the key:
 * set FOCAL_SECRET_KEY on each (a server with another key refuses to start, see sealStoredSecrets).
 */
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";
import { createSecretBox, newSecretKey, parseSecretKey, type SecretBox } from "./secret-box.js";

export const SECRET_KEY_FILE = "secret.key";
const boxes = new WeakMap<Config, SecretBox>();

/** Reads the key file, or creates it; two processes starting at once agree on the first one written. */
function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${newSecretKey()}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = parseSecretKey(fs.readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a key (64 hex digits): restore it from a backup`);
  return key;
}

export function secretBoxFor(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    const current = config.FOCAL_SECRET_KEY
      ? parseSecretKey(config.FOCAL_SECRET_KEY)!
      : keyFromDataDir(config.FOCAL_DATA_DIR);
    const previous = (config.FOCAL_SECRET_KEY_PREVIOUS ?? "")
      .split(",")
      .filter((text) => text.trim())
      .map((text) => parseSecretKey(text)!);
    box = createSecretBox(current, previous);
    boxes.set(config, box);
  }
  return box;
}
