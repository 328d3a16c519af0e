/**
 * A local HTTP server that answers OpenAI's chat-completions API the way OpenAI does, for drafting
 * campaigns with AI in tests and the e2e run: POST /chat/completions (or /v1/chat/completions) with a
 * Bearer key, answered with a `chat.completion` object, a refusal (`message.refusal`, content null) or
 * an error object (`{ error: { message, type, param, code } }`). What it answers is set per test with
 * `setMode`; every request is recorded (its path, Authorization header and JSON body) for assertions.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type AiStandInMode =
  /** A usable draft with as many e-mails as the request's schema asks for. */
  | { kind: "good"; delayMs?: number }
  /** This exact message content (malformed JSON, the wrong shape, a link…). */
  | { kind: "content"; content: string; finishReason?: string }
  | { kind: "refusal"; refusal: string }
  | { kind: "error"; status: number; message?: string };

export interface AiStandInRequest {
  path: string;
  authorization: string | null;
  body: Record<string, unknown> | null;
}

export interface AiStandInOptions {
  /** When set, requests without `Authorization: Bearer <apiKey>` get OpenAI's 401. */
  apiKey?: string;
  mode?: AiStandInMode;
}

const PATHS = new Set(["/chat/completions", "/v1/chat/completions"]);

/** How many e-mails the request asks for: its JSON Schema's item count, else the prompt's "exactly N". */
export function requestedEmailCount(body: Record<string, unknown> | null): number {
  const format = body?.response_format as { json_schema?: { schema?: Record<string, unknown> } } | undefined;
  const emails = (
    format?.json_schema?.schema?.properties as Record<string, { minItems?: unknown }> | undefined
  )?.emails;
  if (typeof emails?.minItems === "number") return emails.minItems;
  const messages = (body?.messages as { content?: unknown }[] | undefined) ?? [];
  const text = messages.map((m) => (typeof m.content === "string" ? m.content : "")).join("\n");
  const match = /exactly (\d+) e-mail/i.exec(text);
  return match ? Number(match[1]) : 3;
}

/** A draft the server accepts: plain text, known variables, the booking link as a variable. */
export function goodDraft(count: number) {
  return {
    emails: Array.from({ length: count }, (_, i) => ({
      subject: `${i === 0 ? "Thank you" : "Still thinking it over"}, {{firstName}}? (${i + 1} of ${count})`,
      textBody: [
        "Hi {{firstName}},",
        `This is e-mail ${i + 1} of ${count} from {{businessName}}. We would love to hear about your plans.`,
        "When you are ready, pick a time to talk: {{scheduling_link}}",
        "Warmly,\n{{businessName}}",
      ].join("\n\n"),
      daysAfterStart: i * 7,
    })),
  };
}

const ERROR_BODIES: Record<number, { message: string; type: string; code: string | null }> = {
  401: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
  404: { message: "Unknown request URL.", type: "invalid_request_error", code: "unknown_url" },
  429: { message: "Rate limit reached for requests", type: "requests", code: "rate_limit_exceeded" },
  500: {
    message: "The server had an error while processing your request. Sorry about that!",
    type: "server_error",
    code: null,
  },
};

export async function startAiStandIn(options: AiStandInOptions = {}) {
  let mode: AiStandInMode = options.mode ?? { kind: "good" };
  const requests: AiStandInRequest[] = [];

  function send(res: ServerResponse, status: number, body: unknown) {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(status, {
      "content-type": "application/json",
      "x-request-id": `req_${randomBytes(12).toString("hex")}`,
    });
    res.end(JSON.stringify(body));
  }
  const error = (res: ServerResponse, status: number, message?: string) => {
    const known = ERROR_BODIES[status] ?? {
      message: "Something went wrong.",
      type: "server_error",
      code: null,
    };
    send(res, status, { error: { ...known, message: message ?? known.message, param: null } });
  };

  function completion(model: string, message: Record<string, unknown>, finishReason = "stop") {
    return {
      id: `chatcmpl-${randomBytes(12).toString("hex")}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", annotations: [], ...message },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
      system_fingerprint: null,
    };
  }

  function answer(req: AiStandInRequest, res: ServerResponse) {
    if (options.apiKey && req.authorization !== `Bearer ${options.apiKey}`) return error(res, 401);
    if (!PATHS.has(req.path)) return error(res, 404);
    if (!req.body) return error(res, 400, "We could not parse the JSON body of your request.");
    const model = typeof req.body.model === "string" ? req.body.model : "stand-in";
    const current = mode;
    switch (current.kind) {
      case "good": {
        const body = completion(model, {
          content: JSON.stringify(goodDraft(requestedEmailCount(req.body))),
          refusal: null,
        });
        if (!current.delayMs) return send(res, 200, body);
        // A slow model: the client gives up first, and nothing is written after it has gone.
        const timer = setTimeout(() => send(res, 200, body), current.delayMs);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      case "content":
        return send(
          res,
          200,
          completion(model, { content: current.content, refusal: null }, current.finishReason),
        );
      case "refusal":
        return send(res, 200, completion(model, { content: null, refusal: current.refusal }));
      case "error":
        return error(res, current.status, current.message);
    }
  }

  const server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = null;
      }
      const req: AiStandInRequest = {
        path: new URL(incoming.url ?? "/", "http://ai.local").pathname,
        authorization: incoming.headers.authorization ?? null,
        body,
      };
      if (incoming.method === "POST") requests.push(req);
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL, as AI_API_URL takes it. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: AiStandInMode) {
      mode = next;
    },
    /** The chat-completions requests so far, oldest first. */
    completions: () => requests.filter((r) => PATHS.has(r.path)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type AiStandIn = Awaited<ReturnType<typeof startAiStandIn>>;
