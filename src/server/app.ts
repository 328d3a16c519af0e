/**
 * buildApp wires plugins, the error handler, the access guard and every feature's routes onto one
 * Fastify instance. main.ts serves it; tests call it through app.inject on their own database.
 */
import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifySchema } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerAccessGuard } from "./auth/guard.js";
import type { Config } from "./config.js";
import type { Database } from "./db/connect.js";
import { DatabaseListener } from "./db/listener.js";
import { createApiTokenAuthenticator } from "./features/api-tokens/api-token-auth.js";
import { registerApiTokens } from "./features/api-tokens/api-tokens.module.js";
import { registerAuth } from "./features/auth/auth.module.js";
import type { AutomationEngine } from "./features/automations/automation-engine.js";
import { registerAutomations } from "./features/automations/automations.module.js";
import { registerBackups } from "./features/backups/backups.module.js";
import { registerClients } from "./features/clients/clients.module.js";
import { registerContracts } from "./features/contracts/contracts.module.js";
import { registerConversations } from "./features/conversations/conversations.module.js";
import { registerDashboard } from "./features/dashboard/dashboard.module.js";
import { registerDocuments } from "./features/documents/documents.module.js";
import { registerDrip } from "./features/drip/drip.module.js";
import type { DripEngine } from "./features/drip/drip-engine.js";
import { registerDripCampaigns } from "./features/drip-campaigns/drip-campaigns.module.js";
import { registerExports } from "./features/exports/exports.module.js";
import type { FeatureDeps } from "./features/feature-deps.js";
import { registerFiles } from "./features/files/files.module.js";
import { registerOutbox } from "./features/outbox/outbox.module.js";
import { registerPackages } from "./features/packages/packages.module.js";
import { registerPayments } from "./features/payments/payments.module.js";
import { registerPhotographer } from "./features/photographer/photographer.module.js";
import { registerPortal } from "./features/portal/portal.module.js";
import { registerProjects } from "./features/projects/projects.module.js";
import { registerProposals } from "./features/proposals/proposals.module.js";
import { registerQuestionnaires } from "./features/questionnaires/questionnaires.module.js";
import { registerReports } from "./features/reports/reports.module.js";
import { registerScheduling } from "./features/scheduling/scheduling.module.js";
import { registerSessionTypes } from "./features/session-types/session-types.module.js";
import { registerTemplates } from "./features/templates/templates.module.js";
import { registerTracking } from "./features/tracking/tracking.module.js";
import { registerWebhooks } from "./features/webhooks/webhooks.module.js";
import { registerWidget } from "./features/widget/widget.module.js";
import { registerBuiltClient, registerDevClient } from "./http/client-app.js";
import { registerControlCharacterGuard } from "./http/control-characters.js";
import { registerCsrfGuard } from "./http/csrf.js";
import { registerErrorHandler, sendRouteNotFound } from "./http/errors.js";
import { healthRoute, registerOpenApi } from "./http/openapi.js";
import { ENTRY_OVERHEAD_BYTES, registerReadCache, StudioReadCache } from "./http/read-cache.js";
import { registerRequestContext } from "./http/request-context.js";
import { plainJsonSerializerCompiler } from "./http/responses.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import type { App } from "./http/types.js";
import type { CalendarProvider } from "./integrations/calendar/calendar-provider.js";
import { createCalendarProvider } from "./integrations/calendar/create-calendar-provider.js";
import { createEmailService, type EmailService } from "./integrations/email/email.service.js";
import { createPaymentProvider } from "./integrations/payments/create-payment-provider.js";
import type { PaymentProvider } from "./integrations/payments/payment-provider.js";
import { createSmsService, type SmsService } from "./integrations/sms/sms.service.js";
import { businessEventJob, EventBus, stageEnteredJob } from "./jobs/events.js";
import type { JobQueue } from "./jobs/queue.js";
import { countEmails, countSms } from "./metrics/count-sends.js";
import { registerHealthAndMetrics } from "./metrics/metrics.routes.js";

export interface RouteSummary {
  method: string;
  url: string;
  access: string | null;
  /** The route's zod schemas (params, querystring, body): the generated bad-input tests derive from them. */
  schema: FastifySchema | undefined;
  /** Accepts state-changing requests from other sites (CSRF check off): see http/csrf.ts. */
  crossSite: boolean;
  /** Served from the studio read cache (http/read-cache.ts). */
  studioCache: boolean;
  /** Body fields whose control characters the service refuses itself (http/control-characters.ts). */
  textCheckedByService: string[];
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteSummary[];
    /** The automation engine, for tests that drive it by hand (its clock, a job's handler). */
    automationEngine: AutomationEngine;
    /** The drip engine, for tests that drive its clock and jobs by hand. */
    dripEngine: DripEngine;
    /** The studio read cache, for tests that read its counters. */
    readCache: StudioReadCache;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  queue: JobQueue;
  /** Domain events: features publish through the queue, subscribers (automations) listen here. */
  bus?: EventBus;
  /** Outbound e-mail; built from the configuration (SMTP or the development outbox) when not given. */
  email?: EmailService;
  /** Outbound SMS; Twilio or the development outbox, from the configuration. */
  sms?: SmsService;
  /** Card payments and payouts; Stripe or the built-in test provider, from the configuration. */
  payments?: PaymentProvider;
  /** Google Calendar (or nothing, without its variables), from the configuration. */
  calendar?: CalendarProvider;
  /** How the React app is served: built files, Vite's dev middleware, or not at all (API tests). */
  client?: "built" | "dev" | "none";
  /** Where the built client is read from (dist/client); tests point it at a folder of their own. */
  clientDist?: string;
  logger?: boolean;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A request that reaches a draining server is answered, not refused with a 503: the shutdown
    // (shutdown.ts) closes the port first and waits for whatever the server accepted before.
    return503OnClosing: false,
    // Unique across servers and restarts: a request's id follows it into the jobs it enqueued.
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  // Every route, as registered: the access test walks this table so that no route escapes the guard.
  const routeTable: RouteSummary[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access ?? null,
        schema: route.schema,
        crossSite: route.config?.crossSite ?? false,
        studioCache: route.config?.studioCache ?? false,
        textCheckedByService: route.config?.textCheckedByService ?? [],
      });
    }
  });

  // First of the hooks: the request's id follows its work into the jobs it enqueues.
  registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(plainJsonSerializerCompiler);
  // Before any route's schema: NUL and other control characters in body, query or path are a 400.
  registerControlCharacterGuard(app);
  // In tests an unexpected 500 reaches console.error, which fails the test that caused it.
  registerErrorHandler(app, {
    onUnexpected: config.NODE_ENV === "test" ? (error) => console.error("500:", error) : undefined,
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  registerCsrfGuard(app, config);
  // One LISTEN connection serves both caches that PostgreSQL keeps correct.
  const listener = new DatabaseListener(database);
  const sessionCache = registerAccessGuard(app, database, {
    sessionCacheSeconds: config.SESSION_CACHE_SECONDS,
    sessionCacheMaxBytes: config.SESSION_CACHE_MAX_BYTES,
    listener,
    bearer: createApiTokenAuthenticator(database),
  });
  const readCache = new StudioReadCache(
    listener,
    {
      ttlMs: config.READ_CACHE_SECONDS * 1000,
      maxBytes: config.READ_CACHE_MAX_BYTES,
      entryOverheadBytes: ENTRY_OVERHEAD_BYTES,
    },
    database,
  );
  registerReadCache(app, readCache);
  app.decorate("readCache", readCache);
  app.addHook("onReady", () => listener.start());
  // /healthz, /readyz and /metrics; its request counter is a hook, so it comes before the routes.
  const metrics = registerHealthAndMetrics(app, config, {
    database,
    queue: deps.queue,
    readCache,
    sessionCache,
  });
  app.addHook("onClose", () => listener.stop());

  // Before every route: the document learns each route as it is registered.
  await registerOpenApi(app, config);

  app.get("/api/health", { config: { access: "public" }, schema: healthRoute }, async () => {
    await database.executeSql("SELECT 1");
    return { ok: true, database: database.kind };
  });

  // The features, in the order their routes and jobs are registered. A module returns the services
  // later modules call (clients, projects…); the bus's own delivery jobs are plumbing and go first.
  const { queue } = deps;
  const bus = deps.bus ?? new EventBus();
  await queue.register(stageEnteredJob(bus), businessEventJob(bus));
  const email = countEmails(deps.email ?? createEmailService(database, config), metrics);
  const sms = countSms(deps.sms ?? createSmsService(database, config), metrics);
  await registerAuth(app, { database, config, queue });
  await registerApiTokens(app, { database });
  // Before every feature that emits webhook events: their transactions queue its delivery job.
  await registerWebhooks(app, { database, config, queue });
  const clients = await registerClients(app, { database, queue });
  const files = await registerFiles(app, { database, config, queue });
  const portal = await registerPortal(app, { database, config, email, clients, queue });
  await registerOutbox(app, { database, email });
  await registerConversations(app, { database, config, queue, email, sms, files });
  const projects = await registerProjects(app, { database, queue, bus, clients });
  const packages = await registerPackages(app, { database });
  await registerTemplates(app, { database });
  await registerSessionTypes(app, { database });
  await registerProposals(app, { database, config, queue, bus, email, clients, projects, packages });
  const assignments = await registerQuestionnaires(app, { database, config, queue, email, portal });
  await registerAutomations(app, {
    database,
    config,
    queue,
    bus,
    email,
    sms,
    projects,
    questionnaires: assignments,
  });
  app.decorate("dripEngine", await registerDrip(app, { database, config, queue, bus, email }));
  await registerDripCampaigns(app, { database, config }, app.dripEngine.campaigns);
  // One provider for proposals' checkouts and paid bookings' (scheduling comes first).
  const paymentProvider = deps.payments ?? createPaymentProvider(config);
  const scheduling = await registerScheduling(app, {
    database,
    config,
    queue,
    bus,
    email,
    calendarProvider: deps.calendar ?? createCalendarProvider(config),
    clients,
    projects,
    paymentProvider,
    sms,
  });
  const features: FeatureDeps = { database, config, queue, bus, email, sms, clients, projects };
  const photographer = await registerPhotographer(app, features);
  await registerReports(app, features);
  await registerWidget(app, features);
  await registerDashboard(app, features);
  await registerTracking(app, { database });
  await registerDocuments(app, { database });
  await registerContracts(app, features);
  await registerExports(app, features);
  await registerBackups(app, features);
  await registerPayments(app, {
    database,
    config,
    queue,
    bus,
    provider: paymentProvider,
    notifyDeclined: photographer.notifications.notify,
    bookingCheckouts: scheduling.bookingCheckouts,
  });

  const client = deps.client ?? "built";
  if (client === "built") await registerBuiltClient(app, deps.clientDist);
  else if (client === "dev") await registerDevClient(app);
  else {
    app.setNotFoundHandler(sendRouteNotFound);
  }
  return app;
}
