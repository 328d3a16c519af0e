import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUrl,
  TOTP_SECRET_BYTES,
  timeStep,
  totp,
} from "./totp.js";

// RFC 4648 §10.
const BASE32_VECTORS: [string, string][] = [
  ["", ""],
  ["f", "MY======"],
  ["fo", "MZXQ===="],
  ["foo", "MZXW6==="],
  ["foob", "MZXW6YQ="],
  ["fooba", "MZXW6YTB"],
  ["foobar", "MZXW6YTBOI======"],
];

// RFC 6238 Appendix B: time in seconds, the 8-digit TOTP for SHA-1, SHA-256 and SHA-512.
const TOTP_VECTORS: [number, string, string, string][] = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];
const SEED_SHA1 = Buffer.from("12345678901234567890");
const SEED_SHA256 = Buffer.from("12345678901234567890123456789012");
const SEED_SHA512 = Buffer.from("1234567890123456789012345678901234567890123456789012345678901234");

describe("base32 (RFC 4648)", () => {
  it.each(BASE32_VECTORS)("encodes %j as %j and back", (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it("leaves padding out on request and decodes what people type", () => {
    expect(base32Encode(Buffer.from("foobar"), { padding: false })).toBe("MZXW6YTBOI");
    expect(base32Decode("mzxw 6ytb-oi").toString()).toBe("foobar");
  });

  it("refuses characters outside the alphabet", () => {
    expect(() => base32Decode("MZXW1")).toThrow(/Invalid base32/);
  });

  it("round-trips random secrets", () => {
    for (let i = 0; i < 50; i++) {
      const secret = generateTotpSecret();
      expect(secret).toHaveLength(TOTP_SECRET_BYTES);
      expect(base32Decode(base32Encode(secret, { padding: false })).equals(secret)).toBe(true);
    }
  });
});

describe("TOTP (RFC 6238 Appendix B)", () => {
  it.each(TOTP_VECTORS)("at %i s: SHA-1 %s, SHA-256 %s, SHA-512 %s", (seconds, sha1, sha256, sha512) => {
    const timeMs = seconds * 1000;
    expect(totp(SEED_SHA1, timeMs, { digits: 8 })).toBe(sha1);
    expect(totp(SEED_SHA256, timeMs, { digits: 8, algorithm: "sha256" })).toBe(sha256);
    expect(totp(SEED_SHA512, timeMs, { digits: 8, algorithm: "sha512" })).toBe(sha512);
    // Six digits are the same number modulo 10^6: the 8-digit code's last six.
    expect(totp(SEED_SHA1, timeMs)).toBe(sha1.slice(2));
  });

  it("matches RFC 4226 Appendix D's HOTP values", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583"];
    expected.forEach((code, counter) => {
      expect(hotp(SEED_SHA1, counter)).toBe(code);
    });
  });
});

describe("matchTotp", () => {
  const secret = SEED_SHA1;
  const now = 1_700_000_000_000;
  const step = timeStep(now);
  const codeAt = (offset: number) => hotp(secret, step + offset);

  it("accepts the current step and one either side, and answers which", () => {
    expect(matchTotp(secret, codeAt(0), { timeMs: now })).toBe(step);
    expect(matchTotp(secret, codeAt(-1), { timeMs: now })).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), { timeMs: now })).toBe(step + 1);
  });

  it("refuses two steps away, wrong codes and anything not six digits", () => {
    expect(matchTotp(secret, codeAt(-2), { timeMs: now })).toBeNull();
    expect(matchTotp(secret, codeAt(2), { timeMs: now })).toBeNull();
    const wrong = String((Number(codeAt(0)) + 1) % 1_000_000).padStart(6, "0");
    expect(matchTotp(secret, wrong, { timeMs: now })).toBeNull();
    for (const bad of ["", "12345", "1234567", "abcdef", `${codeAt(0)}0`]) {
      expect(matchTotp(secret, bad, { timeMs: now })).toBeNull();
    }
  });

  it("tolerates spaces inside the code", () => {
    const code = codeAt(0);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { timeMs: now })).toBe(step);
  });

  it("refuses steps already used", () => {
    expect(matchTotp(secret, codeAt(0), { timeMs: now, afterStep: step })).toBeNull();
    expect(matchTotp(secret, codeAt(-1), { timeMs: now, afterStep: step - 1 })).toBeNull();
    expect(matchTotp(secret, codeAt(1), { timeMs: now, afterStep: step })).toBe(step + 1);
  });
});

describe("otpauthUrl", () => {
  it("names Focal and the account, with the secret unpadded", () => {
    const url = otpauthUrl("ana+photo@example.com", "MZXW6YTBOI======");
    expect(url).toBe("otpauth://totp/Focal:ana%2Bphoto%40example.com?secret=MZXW6YTBOI&issuer=Focal");
    const parsed = new URL(url);
    expect(parsed.protocol).toBe("otpauth:");
    expect(parsed.searchParams.get("secret")).toBe("MZXW6YTBOI");
  });
});
