/**
 * Serves the React app on the API's port. In production, the built files from dist/client with
 * long caching for hashed assets; in development, Vite's middleware with hot reload. Any other
 * non-API GET answers index.html so that client routes (and the client's 404 page) survive a reload.
 * HEAD answers as GET does, without the body: uptime monitors and link checkers send HEAD.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendRouteNotFound } from "./errors.js";

export const clientDist = fileURLToPath(new URL("../../../dist/client", import.meta.url));
const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));

function sendApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split("?")[0] ?? "";
    const reading = request.method === "GET" || request.method === "HEAD";
    if (pathOnly.startsWith("/api/") || pathOnly === "/api" || !reading) {
      return sendRouteNotFound(request, reply);
    }
    return reply.status(200).type("text/html").header("cache-control", "no-cache").sendFile("index.html");
  });
}

export async function registerBuiltClient(app: FastifyInstance, root = clientDist): Promise<void> {
  if (!fs.existsSync(path.join(root, "index.html"))) {
    app.log.warn("dist/client is missing: run `npm run build` to serve the app");
    app.setNotFoundHandler(sendRouteNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (tools/precompress.ts): sent to browsers that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  sendApiNotFound(app);
}

export async function registerDevClient(app: FastifyInstance): Promise<void> {
  const { default: middie } = await import("@fastify/middie");
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(repositoryRoot, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "spa",
  });
  await app.register(middie);
  app.use((req, res, next) => {
    if (req.url?.startsWith("/api/")) return next();
    vite.middlewares(req, res, next);
  });
  app.addHook("onClose", async () => vite.close());
  app.setNotFoundHandler(sendRouteNotFound);
}
