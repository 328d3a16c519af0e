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

  it("reports every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "lots", LOG_LEVEL: "loud", FOCAL_SEED_DEMO: "maybe" })).toThrow(
      /PORT[\s\S]*LOG_LEVEL[\s\S]*FOCAL_SEED_DEMO/,
    );
  });
});
