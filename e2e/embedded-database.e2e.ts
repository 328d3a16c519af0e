import { describe, expect, inject, it } from "vitest";
import { startServer } from "./support/server.js";

describe("the embedded database", () => {
  it("refuses to start a second process on a data directory already in use", async () => {
    await expect(startServer({ FOCAL_DATA_DIR: inject("dataDir") })).rejects.toThrow(
      /in use by another Focal process \(pid \d+\)/,
    );
  });

  it("keeps data across a restart", async () => {
    const server = await startServer();
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "persist@example.com", password: "pw-persist", businessName: "Persist" }),
    });
    expect(register.status).toBe(201);
    expect(await server.stop()).toBe(0);
    const again = await startServer({ FOCAL_DATA_DIR: server.dataDir });
    try {
      const login = await fetch(`${again.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "persist@example.com", password: "pw-persist" }),
      });
      expect(login.status).toBe(200);
      // The demo studio was created once, on the first start only.
      expect(again.output()).not.toContain("Demo studio created");
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });
});
