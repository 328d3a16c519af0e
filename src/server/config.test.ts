import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.FOCAL_DATA_DIR).toBe("./data");
    expect(config.publicUrl).toBe("http://localhost:5000");
  });

  it("bounds the caches' memory by default, and takes other bounds", () => {
    const config = loadConfig({});
    expect(config.READ_CACHE_MAX_BYTES).toBe(64 * 1024 * 1024);
    expect(config.SESSION_CACHE_MAX_BYTES).toBe(16 * 1024 * 1024);
    const set = loadConfig({ READ_CACHE_MAX_BYTES: "1048576", SESSION_CACHE_MAX_BYTES: "65536" });
    expect(set.READ_CACHE_MAX_BYTES).toBe(1_048_576);
    expect(set.SESSION_CACHE_MAX_BYTES).toBe(65_536);
    expect(() => loadConfig({ READ_CACHE_MAX_BYTES: "-1", SESSION_CACHE_MAX_BYTES: "lots" })).toThrow(
      /SESSION_CACHE_MAX_BYTES[\s\S]*READ_CACHE_MAX_BYTES/,
    );
  });

  it("reports every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "lots", LOG_LEVEL: "loud", FOCAL_SEED_DEMO: "maybe" })).toThrow(
      /PORT[\s\S]*LOG_LEVEL[\s\S]*FOCAL_SEED_DEMO/,
    );
  });
});
