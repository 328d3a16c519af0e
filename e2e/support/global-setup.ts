import type { TestProject } from "vitest/node";
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
  const server = await startServer({
    FOCAL_SEED_DEMO: "true",
    INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN,
    INBOUND_SMTP_PORT: String(inboundSmtpPort),
    INBOUND_SMTP_HOST: "127.0.0.1",
    // The webhook journey's receiver listens on the loopback address, which webhooks refuse by default.
    WEBHOOKS_ALLOW_PRIVATE: "true",
  });
  project.provide("baseUrl", server.url);
  project.provide("inboundSmtpPort", inboundSmtpPort);
  project.provide("dataDir", server.dataDir);
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`server exited with ${code}:\n${server.output()}`);
  };
}
