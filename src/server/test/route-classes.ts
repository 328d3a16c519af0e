/**
 * How the whole-app tests see each route with a parameter: which of studio A's records it names, or why
 * its parameter is not a record id. The tenant-isolation test fails on any route missing from here.
 */
import type { RecordKind } from "./tenant-fixture.js";

/** Which record a route's first parameter names, by the route's path. */
export const OWNED: [RegExp, RecordKind][] = [
  [/^\/api\/clients\/:id(\/|$)/, "client"],
  [/^\/api\/proposals\/client\/:id$/, "client"],
  [/^\/api\/outbox\/:id$/, "outboxMessage"],
  [/^\/api\/projects\/:(id|projectId)(\/|$)/, "project"],
  [/^\/api\/estimates\/project\/:id$/, "project"],
  [/^\/api\/stages\/:id$/, "stage"],
  [/^\/api\/packages\/:id(\/|$)/, "package"],
  [/^\/api\/templates\/:id$/, "template"],
  [/^\/api\/session-types\/:id(\/|$)/, "sessionType"],
  [/^\/api\/proposals\/:id(\/|$)/, "proposal"],
  [/^\/api\/payments\/:id(\/|$)/, "payment"],
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
  [/^\/api\/contract-templates\/:id$/, "contractTemplate"],
  [/^\/api\/files\/:id(\/|$)/, "file"],
  [/^\/api\/messages\/:id(\/|$)/, "message"],
  [/^\/api\/api-tokens\/:id$/, "apiToken"],
  [/^\/api\/webhooks\/endpoints\/:id(\/|$)/, "webhookEndpoint"],
  [/^\/api\/webhooks\/deliveries\/:id(\/|$)/, "webhookDelivery"],
  [/^\/api\/drip-campaigns\/:id(\/|$)/, "dripCampaign"],
  [/^\/api\/drip-campaign-emails\/:id(\/|$)/, "dripCampaignEmail"],
];

/** Parameters that are not a record's id: they name the caller's own data, so B only ever reaches B's. */
export const OWN_SCOPE: Record<string, string> = {
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
export const CAPABILITIES: Record<string, { reason?: string }> = {
  "/api/public/proposals/:token": {},
  "/api/public/proposals/:token/sign": {},
  "/api/public/proposals/:token/pay": {},
  "/api/public/proposals/:token/autopay": {},
  "/api/public/proposals/:token/invoice.pdf": {},
  "/api/public/proposals/:token/receipts/:paymentId.pdf": {},
  "/api/public/proposals/:token/contract.pdf": {},
  "/api/public/drip/unsubscribe/:token": {},
  "/api/public/booking/calendar/:publicToken": {},
  "/api/public/booking/calendar/:publicToken/slots/:date": {},
  "/api/public/booking/calendar/:publicToken/book/:date/:slotId": {},
  "/api/public/booking/calendar/:publicToken/types/:slug/slots": {
    reason: "its from/to query is required: a request without one is a 400 before any token is read",
  },
  "/api/public/booking/calendar/:publicToken/types/:slug/book": {},
  "/api/public/booking/:token": {},
  "/api/public/booking/:token/confirm": {},
  "/api/public/booking/:token/reschedule": {},
  "/api/public/booking/:token/cancel": {},
  "/api/public/calendar-feed/:token/focal.ics": {},
  "/api/public/exports/:token": {},
  "/api/public/exports/:token/download": {},
  "/api/public/widget/:publicToken/leads": {},
  "/api/public/widget/:publicToken/config": {},
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
export const BODIES: Record<string, unknown> = {
  "PUT /api/clients/:id": { firstName: "Mallory", lastName: "Mine" },
  "PUT /api/projects/:id": { title: "Mine now", status: "ACTIVE" },
  "PUT /api/projects/:projectId/stage": { stageId: "$stage" },
  "PUT /api/stages/:id": { name: "Renamed", projectType: "WEDDING" },
  "PUT /api/packages/:id": { name: "Renamed", basePriceCents: 100 },
  "PUT /api/templates/:id": { name: "Renamed", channel: "EMAIL", textBody: "Hi" },
  "PUT /api/session-types/:id": { name: "Renamed", slug: "renamed", durationMinutes: 30 },
  "PUT /api/proposals/:id": {
    title: "Renamed",
    clientId: "$client",
    items: [{ name: "Hours", qty: 1, unitCents: 100 }],
  },
  "PUT /api/proposals/:id/schedule": {
    installments: [{ label: "Payment in full", percentBasisPoints: 10_000, dueDate: null }],
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
  "PUT /api/contract-templates/:id": { name: "Mine", body: "Signed by {{client.fullName}}." },
  "PUT /api/webhooks/endpoints/:id": { url: "https://mallory.example.com/", events: ["client.created"] },
  "POST /api/clients/:id/messages": { content: "hello" },
  "POST /api/clients/:id/thread": { channel: "NOTE", content: "Mine now" },
  "PUT /api/files/:id/shared": { shared: true },
  "POST /api/proposals/:id/payments": { amountCents: 100, method: "CASH", receivedOn: "2026-01-05" },
  "POST /api/payments/:id/refund": { amountCents: 100 },
  "PUT /api/proposals/:id/autopay": { enabled: false },
  "PUT /api/proposals/:id/contract": { templateId: "$contractTemplate" },
  "PUT /api/proposals/:id/contract/text": { body: "Signed by {{client.fullName}}." },
  "POST /api/proposals/:id/contract/countersign": { typedName: "Mallory" },
  "POST /api/proposals/:id/contract/void": { reason: "Mine now" },
  "PUT /api/drip-campaigns/:id": { name: "Mine now" },
  "POST /api/drip-campaigns/:id/emails": { subject: "Mine now", textBody: "Mine now" },
  "PUT /api/drip-campaign-emails/:id": { subject: "Mine now" },
  "POST /api/drip-campaign-emails/:id/reject": { reason: "Mine now" },
  // Public routes, with a token nobody was given.
  "POST /api/public/proposals/:token/sign": { signedByName: "Eve", signedByEmail: "eve@example.com" },
  "POST /api/public/proposals/:token/pay": { mode: "FULL" },
  "PUT /api/public/proposals/:token/autopay": { enabled: false },
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
  "POST /api/public/booking/calendar/:publicToken/types/:slug/book": {
    start: "2030-01-07T17:00:00.000Z",
    clientName: "Eve Example",
    clientEmail: "eve@example.com",
    timeZone: "Europe/London",
  },
  "POST /api/public/booking/:token/reschedule": { start: "2030-01-07T17:00:00.000Z" },
  "POST /api/public/booking/:token/cancel": { reason: "Plans changed" },
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

/**
 * Routes without a parameter whose body names the studio's records by id ($kind placeholders): B sends
 * A's ids and must get 404 with nothing changed, like a parameter naming them.
 */
export const BODY_REFERENCES: Record<string, unknown> = {
  "POST /api/drip-campaigns/ai-draft": {
    prompt: "A gentle follow-up for leads who have not booked a call yet.",
    projectType: "WEDDING",
    targetStageIds: ["$stage"],
    emailCount: 3,
  },
};

export const ownedKind = (url: string): RecordKind | undefined =>
  OWNED.find(([pattern]) => pattern.test(url))?.[1];
