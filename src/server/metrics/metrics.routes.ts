/**
 * The operator's endpoints, outside /api (and so outside the API document): `GET /healthz` (the
 * process is up: no database call), `GET /readyz` (send this server traffic: readiness.ts) and
 * `GET /metrics` (Prometheus text, only with METRICS_TOKEN set and sent as a bearer token). A
 * balancer and Prometheus call them every few seconds: they log at warn only, so that a healthy
 * server's log is not their echo.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { sendRouteNotFound } from "../http/errors.js";
import type { App } from "../http/types.js";
import { AppMetrics, type MetricSources } from "./metrics.js";
import { createReadiness } from "./readiness.js";

declare module "fastify" {
  interface FastifyInstance {
    /** This app's metrics: the features count what they send here. */
    metrics: AppMetrics;
  }
}

export const METRICS_TOKEN_MESSAGE = "Send the metrics token as Authorization: Bearer <METRICS_TOKEN>";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares digests, which have one length whatever was sent, so the time taken says nothing of the token. */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(sent), digest(token));
}

const quiet = { access: "public" as const };

export function registerHealthAndMetrics(app: App, config: Config, sources: MetricSources): AppMetrics {
  const metrics = new AppMetrics(sources, { processMetrics: config.METRICS_TOKEN !== undefined });
  app.decorate("metrics", metrics);

  // The route's pattern, never the URL: one series per route, whatever ids the URLs hold.
  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get("/healthz", { config: quiet, logLevel: "warn" }, async () => ({ status: "ok" }));

  const readiness = createReadiness({
    database: sources.database,
    queue: sources.queue,
    jobs: config.FOCAL_JOBS,
  });
  app.get("/readyz", { config: quiet, logLevel: "warn" }, async (request, reply) => {
    const { ready, checks } = await readiness();
    if (ready) return { status: "ready", checks };
    request.log.warn({ checks }, "not ready");
    return reply.code(503).send({ status: "unready", checks });
  });

  app.get("/metrics", { config: quiet, logLevel: "warn" }, async (request, reply) => {
    const token = config.METRICS_TOKEN;
    // Without a token the endpoint does not exist: metrics are opt-in.
    if (!token) return sendRouteNotFound(request, reply);
    if (!tokenMatches(request, token)) {
      return reply.code(401).header("www-authenticate", "Bearer").send({ message: METRICS_TOKEN_MESSAGE });
    }
    const text = await metrics.registry.metrics();
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(text);
  });
  return metrics;
}
