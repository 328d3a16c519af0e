/**
 * buildApp wires plugins, the error handler, the access guard and every feature's routes onto one
 * Fastify instance. main.ts serves it; tests call it through app.inject on their own database.
 */
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifySchema } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerAccessGuard } from "./auth/guard.js";
import type { Config } from "./config.js";
import type { Database } from "./db/connect.js";
import { DatabaseListener } from "./db/listener.js";
import { registerAuthRoutes } from "./features/auth/auth.routes.js";
import { createAuthService } from "./features/auth/auth.service.js";
import { type AutomationEngine, createAutomationEngine } from "./features/automations/automation-engine.js";
import { createAutomationTimeline } from "./features/automations/automation-timeline.js";
import { registerAutomationRoutes } from "./features/automations/automations.routes.js";
import { createAutomationsService } from "./features/automations/automations.service.js";
import { registerClientRoutes } from "./features/clients/clients.routes.js";
import { createClientsService } from "./features/clients/clients.service.js";
import { registerDashboard } from "./features/dashboard/dashboard.module.js";
import { registerDripRoutes } from "./features/drip/drip.routes.js";
import { createDripService } from "./features/drip/drip.service.js";
import { createDripEngine, type DripEngine } from "./features/drip/drip-engine.js";
import type { FeatureDeps } from "./features/feature-deps.js";
import { registerOutboxRoutes } from "./features/outbox/outbox.routes.js";
import { registerPackageRoutes } from "./features/packages/packages.routes.js";
import { createPackagesService } from "./features/packages/packages.service.js";
import { registerCheckoutRoutes } from "./features/payments/checkout.routes.js";
import { createCheckoutService } from "./features/payments/checkout.service.js";
import { createConnectService } from "./features/payments/connect.service.js";
import { registerPaymentRoutes } from "./features/payments/payments.routes.js";
import { createPayoutsService } from "./features/payments/payouts.service.js";
import { registerPhotographer } from "./features/photographer/photographer.module.js";
import { registerPortalRoutes } from "./features/portal/portal.routes.js";
import { createPortalService } from "./features/portal/portal.service.js";
import { portalLimits } from "./features/portal/portal-limits.js";
import { registerProjectRoutes } from "./features/projects/projects.routes.js";
import { createProjectsService } from "./features/projects/projects.service.js";
import { createStagesService } from "./features/projects/stages.service.js";
import { registerProposalRoutes } from "./features/proposals/proposals.routes.js";
import { createProposalsService } from "./features/proposals/proposals.service.js";
import { createPublicProposalsService } from "./features/proposals/public-proposals.service.js";
import { createAssignmentsService } from "./features/questionnaires/assignments.service.js";
import { registerQuestionnaireRoutes } from "./features/questionnaires/questionnaires.routes.js";
import { createQuestionnairesService } from "./features/questionnaires/questionnaires.service.js";
import { registerReports } from "./features/reports/reports.module.js";
import { registerScheduling } from "./features/scheduling/scheduling.module.js";
import { registerTemplateRoutes } from "./features/templates/templates.routes.js";
import { createTemplatesService } from "./features/templates/templates.service.js";
import { registerTrackingRoutes } from "./features/tracking/tracking.routes.js";
import { registerWidget } from "./features/widget/widget.module.js";
import { registerBuiltClient, registerDevClient } from "./http/client-app.js";
import { registerControlCharacterGuard } from "./http/control-characters.js";
import { registerCsrfGuard } from "./http/csrf.js";
import { registerErrorHandler, sendRouteNotFound } from "./http/errors.js";
import { registerReadCache, StudioReadCache } from "./http/read-cache.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import type { App } from "./http/types.js";
import type { CalendarProvider } from "./integrations/calendar/calendar-provider.js";
import { createCalendarProvider } from "./integrations/calendar/create-calendar-provider.js";
import { createEmailService, type EmailService } from "./integrations/email/email.service.js";
import { createPaymentProvider } from "./integrations/payments/create-payment-provider.js";
import type { PaymentProvider } from "./integrations/payments/payment-provider.js";
import { createSmsService, type SmsService } from "./integrations/sms/sms.service.js";
import { EventBus } from "./jobs/events.js";
import type { JobQueue } from "./jobs/queue.js";

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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  registerAccessGuard(app, database, { sessionCacheSeconds: config.SESSION_CACHE_SECONDS, listener });
  const readCache = new StudioReadCache(listener, { ttlMs: config.READ_CACHE_SECONDS * 1000 }, database);
  registerReadCache(app, readCache);
  app.decorate("readCache", readCache);
  app.addHook("onReady", () => listener.start());
  app.addHook("onClose", () => listener.stop());

  app.get("/api/health", { config: { access: "public" } }, async () => {
    await database.executeSql("SELECT 1");
    return { ok: true, database: database.kind };
  });

  registerAuthRoutes(app, createAuthService(database, config));
  const email = deps.email ?? createEmailService(database, config);
  const clients = createClientsService(database);
  registerClientRoutes(app, clients);
  const portal = createPortalService(database, config, email, clients);
  registerPortalRoutes(app, portal, portalLimits(database, config));
  registerOutboxRoutes(app, database, email.delivery);
  const bus = deps.bus ?? new EventBus();
  const projects = createProjectsService(database, deps.queue, bus, clients);
  registerProjectRoutes(app, projects, createStagesService(database), database);
  const packages = createPackagesService(database);
  registerPackageRoutes(app, packages);
  registerTemplateRoutes(app, createTemplatesService(database));
  registerProposalRoutes(
    app,
    createProposalsService(database, config, { email, clients, projects, packages }),
    createPublicProposalsService(database, deps.queue, bus),
    database,
    clients,
  );
  const questionnaires = createQuestionnairesService(database);
  const assignments = createAssignmentsService(database, email, portal);
  registerQuestionnaireRoutes(app, questionnaires, assignments);
  const sms = deps.sms ?? createSmsService(database, config);
  const engine = createAutomationEngine({
    database,
    config,
    queue: deps.queue,
    bus,
    email,
    sms,
    projects,
    questionnaires: assignments,
  });
  await deps.queue.register(...engine.jobs);
  app.decorate("automationEngine", engine);
  registerAutomationRoutes(app, createAutomationsService(database), createAutomationTimeline(database));
  const drip = createDripEngine({ database, config, queue: deps.queue, bus, email });
  await deps.queue.register(...drip.jobs);
  app.decorate("dripEngine", drip);
  registerDripRoutes(app, createDripService(database, drip), drip);
  await registerScheduling(app, {
    database,
    config,
    queue: deps.queue,
    bus,
    email,
    calendarProvider: deps.calendar ?? createCalendarProvider(config),
    clients,
    projects,
  });
  const features: FeatureDeps = { database, config, queue: deps.queue, bus, email, sms, clients, projects };
  await registerPhotographer(app, features);
  await registerReports(app, features);
  await registerWidget(app, features);
  await registerDashboard(app, features);
  registerTrackingRoutes(app, database);
  const provider = deps.payments ?? createPaymentProvider(config);
  const payments = {
    provider,
    checkout: createCheckoutService(database, config, provider, deps.queue, bus),
    connect: createConnectService(database, config, provider),
    payouts: createPayoutsService(database, provider),
  };
  registerPaymentRoutes(app, payments);
  registerCheckoutRoutes(app, payments);

  const client = deps.client ?? "built";
  if (client === "built") await registerBuiltClient(app, deps.clientDist);
  else if (client === "dev") await registerDevClient(app);
  else {
    app.setNotFoundHandler(sendRouteNotFound);
  }
  return app;
}
