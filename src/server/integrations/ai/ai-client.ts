/**
 * A thin client for any OpenAI-compatible chat-completions service (AI_API_URL, AI_API_KEY, AI_MODEL),
 * through the `openai` package. It asks for one JSON answer in a given JSON Schema and says plainly
 * what came back: the text, a refusal, or why there was none (a timeout, an HTTP error, no connection).
 * What the text means is the caller's business.
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { Config } from "../../config.js";

export interface StructuredRequest {
  system: string;
  user: string;
  /** Names the answer's format for the model (a-z, 0-9, _ and -). */
  schemaName: string;
  schema: Record<string, unknown>;
}

export type AiAnswer =
  | { kind: "content"; content: string; finishReason: string | null }
  | { kind: "refusal"; refusal: string };

/** Why no answer came: the service's timeout, its HTTP status, or no connection at all. */
export class AiFailure extends Error {
  constructor(
    readonly reason: "timeout" | "http" | "connection" | "garbled",
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "AiFailure";
  }
}

export interface AiClient {
  model: string;
  timeoutSeconds: number;
  /** One structured answer; throws AiFailure when none came. */
  complete(request: StructuredRequest): Promise<AiAnswer>;
}

/** The client, or null when drafting with AI is not set up (no URL or no model). */
export function createAiClient(config: Config): AiClient | null {
  const model = config.AI_MODEL;
  if (!config.AI_API_URL || !model) return null;
  const openai = new OpenAI({
    baseURL: config.AI_API_URL,
    // Local OpenAI-compatible servers often need no key; the SDK insists on one.
    apiKey: config.AI_API_KEY ?? "none",
    timeout: config.AI_TIMEOUT_SECONDS * 1000,
    // A retry would double the studio's wait past the timeout it was promised.
    maxRetries: 0,
  });

  async function complete(request: StructuredRequest): Promise<AiAnswer> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await openai.chat.completions.create({
        model: model!,
        messages: [
          { role: "system", content: request.system },
          { role: "user", content: request.user },
        ],
        response_format: {
          type: "json_schema",
          json_schema: { name: request.schemaName, schema: request.schema, strict: true },
        },
      });
    } catch (error) {
      throw failureOf(error);
    }
    const choice = completion.choices?.[0];
    const message = choice?.message;
    if (message?.refusal) return { kind: "refusal", refusal: message.refusal };
    if (choice?.finish_reason === "content_filter") {
      return { kind: "refusal", refusal: "its content filter stopped the answer" };
    }
    return { kind: "content", content: message?.content ?? "", finishReason: choice?.finish_reason ?? null };
  }

  return { model, timeoutSeconds: config.AI_TIMEOUT_SECONDS, complete };
}

function failureOf(error: unknown): AiFailure {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new AiFailure("timeout", "timed out");
  }
  if (error instanceof APIError && typeof error.status === "number") {
    return new AiFailure("http", providerMessage(error), error.status);
  }
  if (error instanceof APIError) return new AiFailure("connection", "could not be reached");
  // Anything else is a reply the SDK could not read as a chat completion (not JSON at all, say).
  return new AiFailure("garbled", "its reply was not a chat completion");
}

/** The provider's own words ({ error: { message } } in OpenAI's shape), short and on one line. */
function providerMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  const text = typeof body?.message === "string" ? body.message : "no details";
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
}
