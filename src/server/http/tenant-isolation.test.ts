/**
 * Tenant isolation, generated from the route table: every route that names a record by id is called by
 * studio B (or one of B's clients) with studio A's id, and must answer 404 and change nothing anywhere.
 * A new route with a parameter fails here until it is classified below, so none can skip the check.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteSummary } from "../app.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { changedTables, databaseDigest } from "../test/db-digest.js";
import { createTenantFixture, type RecordKind, type TenantFixture } from "../test/tenant-fixture.js";

/** Which record a route's first parameter names, by the route's path. */
const OWNED: [RegExp, RecordKind][] = [
  [/^\/api\/clients\/:id(\/|$)/, "client"],
  [/^\/api\/proposals\/client\/:id$/, "client"],
  [/^\/api\/outbox\/:id$/, "outboxMessage"],
  [/^\/api\/projects\/:(id|projectId)(\/|$)/, "project"],
  [/^\/api\/estimates\/project\/:id$/, "project"],
  [/^\/api\/stages\/:id$/, "stage"],
  [/^\/api\/packages\/:id(\/|$)/, "package"],
  [/^\/api\/templates\/:id$/, "template"],
  [/^\/api\/proposals\/:id(\/|$)/, "proposal"],
  [/^\/api\/questionnaire-templates\/:id(\/|$)/, "questionnaireTemplate"],
  [/^\/api\/questionnaire-questions\/:id$/, "questionnaireQuestion"],
  [/^\/api\/project-questionnaires\/:id(\/|$)/, "projectQuestionnaire"],
  [/^\/api\/client-portal\/questionnaires\/:id(\/|$)/, "projectQuestionnaire"],
  [/^\/api\/automations\/:id(\/|$)/, "automation"],
  [/^\/api\/automation-steps\/:id$/, "automationStep"],
  [/^\/api\/availability\/templates\/:id$/, "availabilityTemplate"],
  [/^\/api\/availability\/overrides\/:id$/, "availabilityOverride"],
  [/^\/api\/bookings\/:id$/, "booking"],
  [/^\/api\/photographer\/links\/:id$/, "photographerLink"],
  [/^\/api\/checklist-template-items\/:id$/, "checklistTemplateItem"],
];

/** Parameters that are not a record's id: they name the caller's own data, so B only ever reaches B's. */
const OWN_SCOPE: Record<string, string> = {
  "/api/static-campaign-settings/:projectType": "a project type: B's own campaign settings for it",
  "/api/drip-campaigns/static-templates/:projectType/:index":
    "a project type and e-mail number in B's own campaign",
  "/api/availability/slots/:date": "a date in B's own calendar",
};

/**
 * Public routes whose parameter is a capability: whoever holds the unguessable token may use it, so a
 * photographer's session changes nothing. They are checked here with a freshly made token instead.
 * `reason` marks the ones that deliberately answer without one.
 */
const CAPABILITIES: Record<string, { reason?: string }> = {
  "/api/public/proposals/:token": {},
  "/api/public/proposals/:token/sign": {},
  "/api/public/proposals/:token/pay": {},
  "/api/public/drip/unsubscribe/:token": {},
  "/api/public/booking/calendar/:publicToken": {},
  "/api/public/booking/calendar/:publicToken/slots/:date": {},
  "/api/public/booking/calendar/:publicToken/book/:date/:slotId": {},
  "/api/public/booking/:token": {},
  "/api/public/booking/:token/confirm": {},
  "/api/public/calendar-feed/:token/focal.ics": {},
  "/api/public/widget/:publicToken/leads": {},
  "/api/t/o/:file": { reason: "the open-tracking pixel: a mail client always gets its 1×1 image" },
  "/api/t/c/:logId/:index": { reason: "click tracking: an unknown link goes to the studio-less home page" },
  "/api/test-checkout/:sessionId": {},
  "/api/test-checkout/:sessionId/pay": {},
  "/api/test-onboarding/:accountId": {},
  "/api/test-onboarding/:accountId/complete": {},
};

/**
 * A body each mutating route would accept from A, so that B's refusal can only come from the id. A
 * mutating route missing here is called with `{}`; if that is refused as bad input the test says so.
 */
const BODIES: Record<string, unknown> = {
  "PUT /api/clients/:id": { firstName: "Mallory", lastName: "Mine" },
  "PUT /api/projects/:id": { title: "Mine now", status: "ACTIVE" },
  "PUT /api/projects/:projectId/stage": { stageId: "$stage" },
  "PUT /api/stages/:id": { name: "Renamed", projectType: "WEDDING" },
  "PUT /api/packages/:id": { name: "Renamed", basePriceCents: 100 },
  "PUT /api/templates/:id": { name: "Renamed", channel: "EMAIL", textBody: "Hi" },
  "PUT /api/proposals/:id": {
    title: "Renamed",
    clientId: "$client",
    items: [{ name: "Hours", qty: 1, unitCents: 100 }],
  },
  "PUT /api/questionnaire-templates/:id": { title: "Renamed" },
  "POST /api/questionnaire-templates/:id/questions": { type: "TEXT", label: "Why?" },
  "PUT /api/questionnaire-templates/:id/questions/order": { questionIds: ["$questionnaireQuestion"] },
  "PUT /api/questionnaire-questions/:id": { type: "TEXT", label: "Why?" },
  "POST /api/projects/:id/questionnaires": { templateId: "$questionnaireTemplate" },
  "PUT /api/client-portal/questionnaires/:id/answers": { answers: {} },
  "POST /api/client-portal/questionnaires/:id/submit": { answers: {} },
  "PATCH /api/automations/:id": { enabled: false },
  "PUT /api/automations/:id": { name: "Renamed" },
  "POST /api/automations/:id/steps": { delayMinutes: 0, templateId: "$template" },
  "PATCH /api/automation-steps/:id": { enabled: false },
  "PUT /api/availability/templates/:id": { dayOfWeek: 1, startTime: "09:00", endTime: "10:00" },
  "PUT /api/bookings/:id": { status: "CANCELLED" },
  "PUT /api/photographer/links/:id": { title: "Mine", url: "https://example.com" },
  "PUT /api/checklist-template-items/:id": { title: "Mine" },
  "POST /api/clients/:id/messages": { content: "hello" },
  // Public routes, with a token nobody was given.
  "POST /api/public/proposals/:token/sign": { signedByName: "Eve", signedByEmail: "eve@example.com" },
  "POST /api/public/proposals/:token/pay": { mode: "FULL" },
  "POST /api/public/booking/calendar/:publicToken/book/:date/:slotId": {
    clientName: "Eve Example",
    clientEmail: "eve@example.com",
    clientPhone: "555 010 2000",
  },
  "POST /api/public/booking/:token/confirm": {
    clientName: "Eve Example",
    clientEmail: "eve@example.com",
    clientPhone: "555 010 2000",
  },
  "POST /api/public/widget/:publicToken/leads": {
    firstName: "Eve",
    lastName: "Example",
    email: "eve@example.com",
  },
  "POST /api/test-checkout/:sessionId/pay": {
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/34",
    cvc: "123",
  },
};

let ctx: TestContext;
let fixture: TenantFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  fixture = await createTenantFixture(ctx);
}, 60_000);
afterAll(() => ctx?.close());

const hasParams = (route: RouteSummary) => route.url.includes(":");
const ownedKind = (url: string) => OWNED.find(([pattern]) => pattern.test(url))?.[1];
const key = (route: RouteSummary) => `${route.method} ${route.url}`;

/** A's ids in place of the route's parameters ($kind placeholders in bodies too). */
function withAsIds(route: RouteSummary, kind: RecordKind): string {
  return route.url.replace(/:[A-Za-z]+/, fixture.ids[kind]);
}
function bodyFor(route: RouteSummary): unknown {
  const body = BODIES[key(route)];
  if (body === undefined) return route.method === "GET" || route.method === "DELETE" ? undefined : {};
  return JSON.parse(
    JSON.stringify(body).replace(/"\$([A-Za-z]+)"/g, (_, kind: RecordKind) =>
      JSON.stringify(fixture.ids[kind]),
    ),
  );
}

const inject = (route: RouteSummary, url: string, cookie: string | null, payload?: unknown) =>
  ctx.app.inject({
    method: route.method as "GET",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("tenant isolation over the whole route table", () => {
  it("classifies every route with a parameter (a new one must be added here)", () => {
    const unclassified = ctx.app.routeTable
      .filter(hasParams)
      .filter((route) => route.url.startsWith("/api/"))
      .filter((route) =>
        route.access === "public"
          ? !(route.url in CAPABILITIES)
          : !ownedKind(route.url) && !(route.url in OWN_SCOPE),
      )
      .map(key);
    expect(unclassified).toEqual([]);
  });

  it("gives A its own records on every GET by id (so the ids below are real)", async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeTable.filter((r) => r.method === "GET" && r.access !== "public")) {
      const kind = ownedKind(route.url);
      if (!kind) continue;
      const cookie = route.access === "client" ? fixture.aClientCookie : fixture.a.cookie;
      const res = await inject(route, withAsIds(route, kind), cookie);
      if (res.statusCode !== 200)
        failures.push(`${key(route)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to B for each of A's records and changes nothing", async () => {
    const routes = ctx.app.routeTable.filter((r) => r.access !== "public" && ownedKind(r.url));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of routes) {
      const kind = ownedKind(route.url)!;
      const cookie = route.access === "client" ? fixture.bClientCookie : fixture.b.cookie;
      const before = await databaseDigest(ctx.database);
      const res = await inject(route, withAsIds(route, kind), cookie, bodyFor(route));
      const changed = changedTables(before, await databaseDigest(ctx.database));
      const message = res.headers["content-type"]?.toString().includes("json")
        ? res.json().message
        : undefined;
      if (res.statusCode !== 404 || typeof message !== "string" || changed.length > 0) {
        failures.push(`${key(route)} -> ${res.statusCode} ${res.body.slice(0, 120)} changed: [${changed}]`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to every capability URL with a token nobody was given, and changes nothing", async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeTable.filter((r) => r.access === "public" && hasParams(r))) {
      const capability = CAPABILITIES[route.url];
      if (!capability || capability.reason) continue;
      const url = route.url
        .replace(/:date/g, new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10))
        .replace(/:slotId/g, "20300101T1400Z")
        .replace(/:[A-Za-z]+/g, () => randomBytes(32).toString("base64url"));
      const before = await databaseDigest(ctx.database);
      const payload = route.method === "OPTIONS" ? undefined : bodyFor(route);
      const res = await inject(route, url, null, payload);
      const changed = changedTables(before, await databaseDigest(ctx.database));
      const expected = route.method === "OPTIONS" ? res.statusCode < 300 : res.statusCode === 404;
      if (!expected || changed.length > 0) {
        failures.push(`${key(route)} -> ${res.statusCode} ${res.body.slice(0, 120)} changed: [${changed}]`);
      }
    }
    expect(failures).toEqual([]);
  });
});
