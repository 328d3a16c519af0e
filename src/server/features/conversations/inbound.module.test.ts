/** Each door for inbound e-mail opens only when configured, and closes again. */
import { createConnection } from "node:net";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../test/context.js";
import { startInbound } from "./inbound.module.js";
import type { InboundService } from "./inbound.service.js";

const inbound = {
  receiveEmail: async () => ({ outcome: "unknown-token" as const }),
} as unknown as InboundService;
const infos: string[] = [];
const log = { info: (_details: object, message: string) => infos.push(message), warn() {}, error() {} };

/** The SMTP greeting of a server on the port, or the connection's error. */
const greeting = (port: number) =>
  new Promise<string>((resolve, reject) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("data", (data) => {
      resolve(data.toString());
      socket.destroy();
    });
    socket.once("error", reject);
  });

describe("startInbound", () => {
  it("starts nothing when neither receiver is configured", async () => {
    infos.length = 0;
    const started = await startInbound({ config: testConfig(), inbound, log });
    await started.close();
    expect(infos).toEqual([]);
  });

  it("starts the SMTP receiver and the IMAP poller when configured, and stops both", async () => {
    infos.length = 0;
    const config = testConfig({
      INBOUND_EMAIL_DOMAIN: "replies.focal.test",
      INBOUND_SMTP_PORT: "0",
      INBOUND_SMTP_HOST: "127.0.0.1",
      INBOUND_IMAP_URL: "imap://user:pass@127.0.0.1:1/INBOX",
    });
    const started = await startInbound({ config, inbound, log });
    expect(infos).toEqual(["inbound SMTP receiver listening", "inbound IMAP poller started"]);
    await started.close();
  });

  it("answers SMTP on the configured port", async () => {
    const config = testConfig({
      INBOUND_EMAIL_DOMAIN: "replies.focal.test",
      INBOUND_SMTP_PORT: "0",
      INBOUND_SMTP_HOST: "127.0.0.1",
    });
    let port = 0;
    const started = await startInbound({
      config,
      inbound,
      log: {
        ...log,
        info: (details: object) => {
          port = (details as { port?: number }).port ?? port;
        },
      },
    });
    try {
      expect(await greeting(port)).toMatch(/^220 replies\.focal\.test /);
    } finally {
      await started.close();
    }
  });
});
