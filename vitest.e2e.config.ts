import { defineConfig } from "vitest/config";

// Browser journeys: the built app on a fresh embedded database, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
