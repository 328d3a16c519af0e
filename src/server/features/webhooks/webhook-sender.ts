/**
 * One POST to an endpoint, connected to the address the SSRF guard vetted (webhook-ssrf.ts): the
 * request's `lookup` answers that address instead of asking DNS again, while the Host header and TLS
 * name stay the URL's own. No redirect is followed (a 3xx is just a failed attempt), the whole attempt
 * is bounded by a timeout, and only the first 2 kB of the answer is kept.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { RefusedDestination, vetHost } from "./webhook-ssrf.js";

export const RESPONSE_KEEP_BYTES = 2048;

export interface SendOutcome {
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  /** The destination was refused (a private address): trying again would be refused again. */
  refused: boolean;
}

export interface SendRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs: number;
}

function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    // Node asks for every address when it may race IPv4 and IPv6 (autoSelectFamily): one is all there is.
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function post(request: SendRequest, target: URL, address: string, family: 4 | 6, deadline: number) {
  return new Promise<{ statusCode: number; responseBody: string }>((resolve, reject) => {
    const client = target.protocol === "https:" ? https : http;
    const req = client.request(
      {
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[|\]$/g, ""),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: "POST",
        headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)) },
        lookup: pinnedLookup(address, family),
        agent: false,
        timeout: Math.max(1, deadline - Date.now()),
      },
      (res) => {
        const kept: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < RESPONSE_KEEP_BYTES) kept.push(chunk.subarray(0, RESPONSE_KEEP_BYTES - size));
          size += chunk.length;
          // Past what is kept there is nothing to wait for: the status is known.
          if (size >= RESPONSE_KEEP_BYTES) res.destroy();
        });
        const done = () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            responseBody: Buffer.concat(kept).toString("utf8"),
          });
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`Timed out after ${request.timeoutMs} ms`)),
      Math.max(1, deadline - Date.now()),
    );
    req.on("timeout", () => req.destroy(new Error(`Timed out after ${request.timeoutMs} ms`)));
    req.on("error", reject);
    req.on("close", () => clearTimeout(timer));
    req.end(request.body);
  });
}

export async function sendWebhook(request: SendRequest): Promise<SendOutcome> {
  const started = Date.now();
  const deadline = started + request.timeoutMs;
  const elapsed = () => Date.now() - started;
  try {
    const target = new URL(request.url);
    if (target.protocol !== "http:" && target.protocol !== "https:") {
      throw new RefusedDestination(`Refused: ${target.protocol} is not http or https`);
    }
    const { address, family } = await vetHost(target.hostname, request.allowPrivate);
    const answer = await post(request, target, address, family, deadline);
    return { ...answer, error: null, durationMs: elapsed(), refused: false };
  } catch (error) {
    const refused = error instanceof RefusedDestination;
    const message = (error as Error).message || String(error);
    return { statusCode: null, responseBody: null, error: message, durationMs: elapsed(), refused };
  }
}
