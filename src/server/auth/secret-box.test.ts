import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createSecretBox, newSecretKey, parseSecretKey, SecretKeyError } from "./secret-box.js";
import { SECRET_KEY_FILE, secretBoxFor } from "./secret-key.js";

const key = (hex = newSecretKey()) => parseSecretKey(hex)!;

describe("secret box", () => {
  it("seals so that only the same key and context open it", () => {
    const box = createSecretBox(key());
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "totp:user-a");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(box.open(sealed, "totp:user-a")).toBe("JBSWY3DPEHPK3PXP");
    // Two seals of one value differ (a fresh IV each time).
    expect(box.seal("JBSWY3DPEHPK3PXP", "totp:user-a")).not.toBe(sealed);
    // Copied onto another user's row, it does not open.
    expect(() => box.open(sealed, "totp:user-b")).toThrow(SecretKeyError);
    // Another key does not open it, and says which key would.
    expect(() => createSecretBox(key()).open(sealed, "totp:user-a")).toThrow(/sealed with key/);
  });

  it("refuses a changed value and a clear one", () => {
    const box = createSecretBox(key());
    const sealed = box.seal("secret", "c");
    const parts = sealed.split(".");
    parts[4] = Buffer.from("SECRET").toString("base64url");
    expect(() => box.open(parts.join("."), "c")).toThrow(SecretKeyError);
    expect(() => box.open("JBSWY3DPEHPK3PXP", "c")).toThrow(SecretKeyError);
  });

  it("opens values of a rotated-out key and knows they need sealing again", () => {
    const oldKey = key();
    const sealedOld = createSecretBox(oldKey).seal("secret", "c");
    const rotated = createSecretBox(key(), [oldKey]);
    expect(rotated.open(sealedOld, "c")).toBe("secret");
    expect(rotated.isCurrent(sealedOld)).toBe(false);
    expect(rotated.isCurrent(rotated.seal("secret", "c"))).toBe(true);
  });

  it("accepts keys of 32 bytes only, in hex or base64", () => {
    const bytes = Buffer.alloc(32, 7);
    expect(parseSecretKey(bytes.toString("hex"))).toEqual(bytes);
    expect(parseSecretKey(bytes.toString("base64"))).toEqual(bytes);
    expect(parseSecretKey(bytes.toString("base64url"))).toEqual(bytes);
    expect(parseSecretKey("abc")).toBeNull();
    expect(parseSecretKey(Buffer.alloc(31).toString("hex"))).toBeNull();
    expect(() => loadConfig({ FOCAL_SECRET_KEY: "too-short" })).toThrow(/FOCAL_SECRET_KEY/);
    expect(() => loadConfig({ FOCAL_SECRET_KEY_PREVIOUS: `${newSecretKey()},nope` })).toThrow(
      /FOCAL_SECRET_KEY_PREVIOUS/,
    );
  });

  it("without FOCAL_SECRET_KEY, generates one into the data directory once, readable by its owner only", () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "focal-key-")), "data");
    try {
      const first = secretBoxFor(loadConfig({ FOCAL_DATA_DIR: dataDir }));
      const file = path.join(dataDir, SECRET_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // A later start (a new config) reads the same key back.
      const again = secretBoxFor(loadConfig({ FOCAL_DATA_DIR: dataDir }));
      expect(again.keyId).toBe(first.keyId);
      expect(again.open(first.seal("x", "c"), "c")).toBe("x");
      // The environment's key wins over the file.
      const fromEnv = secretBoxFor(loadConfig({ FOCAL_DATA_DIR: dataDir, FOCAL_SECRET_KEY: newSecretKey() }));
      expect(fromEnv.keyId).not.toBe(first.keyId);
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
