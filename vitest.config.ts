import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const apiTests = ["src/server/**/*.test.ts"];
const common = {
  setupFiles: ["src/server/test/fail-on-console-error.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// The API tests run on embedded PGlite always, and again on a PostgreSQL server when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the CPUs: one worker on a two-CPU machine, which leaves a CPU
    // idle while a file waits on PostgreSQL. Two workers there took the unit and API run from 1,431 s to 926 s
    // (each API file has its own database copy, so files never share state).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The client's "@/" imports (vite.config.ts), so that unit tests can render its components.
        resolve: { alias: { "@": fileURLToPath(new URL("./src/client", import.meta.url)) } },
        test: {
          ...common,
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.{ts,tsx}", "tools/**/*.test.ts"],
        },
      },
      {
        test: {
          ...common,
          name: "api-pglite",
          include: apiTests,
          globalSetup: ["src/server/test/global-setup.ts"],
          env: { FOCAL_TEST_DB: "pglite" },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...common,
                name: "api-postgres",
                include: apiTests,
                globalSetup: ["src/server/test/global-setup.ts"],
                env: { FOCAL_TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
