/**
 * A local HTTP server that answers the slice of Twilio's REST API Focal calls, the way Twilio does:
 * form-encoded POSTs to /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic
 * authentication (Account SID : auth token), Message resources as JSON with "SM…" sids, and Twilio's
 * error objects ({ code, message, more_info, status }). Sending to INVALID_NUMBER answers error 21211,
 * as Twilio's own magic test number does. Every request is recorded for assertions.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Twilio answers 21211 ("not a valid phone number") for this To, like its test credentials do. */
export const INVALID_NUMBER = "+15005550001";

export interface TwilioRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  /** The decoded HTTP Basic credentials, when given. */
  username: string | null;
  password: string | null;
  userAgent: string | null;
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

export async function startTwilioStandIn(
  options: { accountSid?: string; authToken?: string; from?: string } = {},
) {
  const accountSid = options.accountSid ?? `AC${hex(16)}`;
  const authToken = options.authToken ?? hex(16);
  const requests: TwilioRequest[] = [];

  function answer(req: TwilioRequest, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "twilio-request-id": `RQ${hex(16)}`,
      });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

    if (req.username !== accountSid || req.password !== authToken) {
      return error(401, 20003, "Authenticate");
    }
    const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(req.path);
    if (req.method !== "POST" || !match) {
      return error(404, 20404, `The requested resource ${req.path} was not found`);
    }
    if (match[1] !== accountSid) return error(404, 20404, `The requested resource ${req.path} was not found`);
    const { To: to, From: from, Body: body } = req.form;
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!from) return error(400, 21603, "A 'From' phone number is required.");
    if (!body) return error(400, 21602, "Message body is required.");
    if (to === INVALID_NUMBER) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const sid = `SM${hex(16)}`;
    const now = new Date().toUTCString().replace("GMT", "+0000");
    return send(201, {
      account_sid: accountSid,
      api_version: "2010-04-01",
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: "0",
      num_segments: "1",
      price: null,
      price_unit: "USD",
      sid,
      status: "queued",
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  }

  const server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://twilio.local");
      const params = new URLSearchParams(
        incoming.method === "GET" ? url.search : Buffer.concat(chunks).toString("utf8"),
      );
      const basic = /^Basic (.+)$/.exec(incoming.headers.authorization ?? "");
      const credentials = basic ? Buffer.from(basic[1]!, "base64").toString("utf8") : null;
      const colon = credentials?.indexOf(":") ?? -1;
      const req: TwilioRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        form: Object.fromEntries(params),
        username: credentials && colon >= 0 ? credentials.slice(0, colon) : null,
        password: credentials && colon >= 0 ? credentials.slice(colon + 1) : null,
        userAgent: incoming.headers["user-agent"] ?? null,
      };
      requests.push(req);
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    /** The messages created so far (POSTs to Messages.json), oldest first. */
    messages: () => requests.filter((r) => r.method === "POST" && r.path.endsWith("/Messages.json")),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
