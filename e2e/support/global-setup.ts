import type { TestProject } from "vitest/node";
import { startServer } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({ FOCAL_SEED_DEMO: "true" });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`server exited with ${code}:\n${server.output()}`);
  };
}
