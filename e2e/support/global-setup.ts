import type { TestProject } from "vitest/node";
import { startAiStandIn } from "../../src/server/test/ai-stand-in.js";
import { freePort, INBOUND_DOMAIN, startServer } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The server's SMTP receiver for replies (reply+{token}@INBOUND_DOMAIN). */
    inboundSmtpPort: number;
  }
}

export default async function setup(project: TestProject) {
  const inboundSmtpPort = await freePort();
  // "Draft with AI" talks to a local stand-in for an OpenAI-compatible API, which always answers a good draft.
  const ai = await startAiStandIn({ apiKey: "e2e-ai-key" });
  const server = await startServer({
    FOCAL_SEED_DEMO: "true",
    INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN,
    INBOUND_SMTP_PORT: String(inboundSmtpPort),
    INBOUND_SMTP_HOST: "127.0.0.1",
    // The webhook journey's receiver listens on the loopback address, which webhooks refuse by default.
    WEBHOOKS_ALLOW_PRIVATE: "true",
    AI_API_URL: ai.url,
    AI_API_KEY: "e2e-ai-key",
    AI_MODEL: "stand-in-model",
  });
  project.provide("baseUrl", server.url);
  project.provide("inboundSmtpPort", inboundSmtpPort);
  project.provide("dataDir", server.dataDir);
  return async () => {
    const code = await server.stop();
    await ai.close();
    if (code !== 0) throw new Error(`server exited with ${code}:\n${server.output()}`);
  };
}
