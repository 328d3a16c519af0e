/**
 * A studio with something on every screen, made through the API in a few seconds: a client with a
 * project, a package, two proposals sent (one signed), a message template, a questionnaire assigned
 * to the project, a drip campaign on, a stage automation, daily hours and a booking made through the
 * public calendar. Used by the journeys that visit every page (accessibility, first-load weight).
 */
import type { APIRequestContext } from "playwright-core";
import { baseUrl, uniqueEmail } from "./browser.js";

export interface StudioFixture {
  clientId: string;
  clientEmail: string;
  projectId: string;
  packageId: string;
  /** Sent, waiting for a signature. */
  proposalToken: string;
  /** Signed, waiting for payment. */
  signedProposalToken: string;
  templateId: string;
  questionnaireTemplateId: string;
  publicToken: string;
  bookingToken: string;
  /** /client-portal/login?token=…, good once. */
  portalLoginPath: string;
  /** A studio's own drip campaign (a draft with one pending e-mail). */
  dripCampaignId: string;
}

type Json = Record<string, unknown>;

/** JSON calls as the signed-in photographer of `request`'s context; any failure stops the journey. */
function api(request: APIRequestContext) {
  const call = async (method: "get" | "post", url: string, data?: unknown): Promise<Json> => {
    // The Origin a browser would send, for the server's cross-site check on writes.
    const res = await request[method](url, { data, headers: { origin: baseUrl() } });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as Json;
  };
  return {
    get: <T = Json>(url: string) => call("get", url) as Promise<T>,
    post: <T = Json>(url: string, data: unknown = {}) => call("post", url, data) as Promise<T>,
  };
}

/** The calendar date `days` from now in an IANA zone, as YYYY-MM-DD. */
export function dateIn(timeZone: string, days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(Date.now() + days * 86_400_000));
}

export async function createStudioFixture(request: APIRequestContext): Promise<StudioFixture> {
  const { get, post } = api(request);
  const clientEmail = uniqueEmail("ava");
  const client = await post("/api/clients", {
    firstName: "Ava",
    lastName: "Moreno",
    email: clientEmail,
    phone: "(415) 555-0134",
  });
  const clientId = String(client.id);
  const stages = await get<{ id: string; name: string }[]>("/api/stages?projectType=WEDDING");

  // The campaign first, so the new project's lead is enrolled in it.
  await post("/api/static-campaign-settings", {
    projectType: "WEDDING",
    campaignEnabled: true,
    emailToggles: "{}",
  });
  const project = await post("/api/projects", {
    title: "Moreno Vineyard Wedding",
    projectType: "WEDDING",
    clientId,
    eventDate: dateIn("UTC", 120),
    notes: "Ceremony at four, golden hour portraits after.",
  });
  const projectId = String(project.id);

  const pkg = await post("/api/packages", {
    name: "Golden Day Collection",
    description: "Eight hours, two photographers and an heirloom album.",
    basePriceCents: 420_000,
    items: [{ name: "Full-day coverage", qty: 1, unitCents: 0 }],
  });
  const sent = await post("/api/proposals", {
    title: "Moreno Wedding Proposal",
    clientId,
    projectId,
    packageId: pkg.id,
    items: [
      { name: "Full-day coverage", qty: 1, unitCents: 350_000 },
      { name: "Heirloom album", qty: 1, unitCents: 70_000 },
    ],
    depositPercent: 25,
    notes: "A 25% deposit holds the date.",
  });
  await post(`/api/proposals/${sent.id}/send`);
  const signed = await post("/api/proposals", {
    title: "Moreno Engagement Session",
    clientId,
    projectId,
    items: [{ name: "Engagement session", qty: 1, unitCents: 60_000 }],
    depositPercent: 50,
  });
  await post(`/api/proposals/${signed.id}/send`);
  await post(`/api/public/proposals/${signed.token}/sign`, {
    signedByName: "Ava Moreno",
    signedByEmail: clientEmail,
    signatureImageUrl: null,
  });

  const template = await post("/api/templates", {
    name: "Booking follow-up",
    channel: "EMAIL",
    subject: "Thanks for booking, {{firstName}}",
    textBody: "Hi {{firstName}},\n\nThank you for booking with {{businessName}}. We'll be in touch soon.",
  });
  await post("/api/templates", {
    name: "Day-before reminder",
    channel: "SMS",
    textBody: "Hi {{firstName}}, see you tomorrow! {{businessName}}",
  });
  const laterStage = stages[1] ?? stages[0];
  await post("/api/automations", {
    name: "Thank-you e-mail",
    projectType: "WEDDING",
    automationType: "COMMUNICATION",
    stageId: laterStage?.id ?? null,
    enabled: true,
    channel: "EMAIL",
    templateId: template.id,
  });

  const questionnaire = await post("/api/questionnaire-templates", {
    title: "Wedding Day Details",
    description: "The people and places of your day.",
  });
  const questions = [
    { type: "TEXT", label: "Ceremony venue", isRequired: true },
    { type: "MULTIPLE_CHOICE", label: "First look?", options: "Yes\nNo\nNot sure yet" },
    { type: "DATE", label: "Rehearsal date" },
  ];
  for (const [orderIndex, question] of questions.entries()) {
    await post(`/api/questionnaire-templates/${questionnaire.id}/questions`, { ...question, orderIndex });
  }
  await post(`/api/projects/${projectId}/questionnaires`, { templateId: questionnaire.id });

  // Hours every day, then a booking two days ahead through the public calendar.
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    await post("/api/availability/templates", {
      dayOfWeek,
      startTime: "09:00",
      endTime: "17:00",
      isEnabled: true,
    });
  }
  const photographer = await get<{ publicToken: string; timezone: string }>("/api/photographer");
  const date = dateIn(photographer.timezone, 2);
  const { slots } = await get<{ slots: { id: string; isAvailable: boolean }[] }>(
    `/api/public/booking/calendar/${photographer.publicToken}/slots/${date}`,
  );
  const slot = slots.find((s) => s.isAvailable);
  if (!slot) throw new Error(`no free slot on ${date}: ${JSON.stringify(slots)}`);
  await post(`/api/public/booking/calendar/${photographer.publicToken}/book/${date}/${slot.id}`, {
    clientName: "Emma Carter",
    clientEmail: uniqueEmail("emma"),
    clientPhone: "(212) 555-0199",
    bookingNotes: "We'd love to talk about our June wedding.",
  });
  const bookings = await get<{ bookingToken: string; clientName: string | null }[]>("/api/bookings");
  const booking = bookings.find((b) => b.clientName === "Emma Carter");
  if (!booking) throw new Error(`the booking is not listed: ${JSON.stringify(bookings)}`);

  const ownCampaign = await post("/api/drip-campaigns", {
    name: "Inquiry follow-up",
    projectType: "WEDDING",
    targetStageIds: [stages[0]!.id],
    emailFrequencyWeeks: 2,
  });
  await post(`/api/drip-campaigns/${ownCampaign.id}/emails`, {
    subject: "Still thinking it over, {{firstName}}?",
    textBody: "Hi {{firstName}},\n\nWe would love to hear about your plans.\n\n{{businessName}}",
    daysAfterStart: 0,
  });

  const link = await post<{ loginUrl?: string }>(`/api/clients/${clientId}/send-login-link`);
  if (!link.loginUrl) throw new Error(`no login link (is SMTP configured?): ${JSON.stringify(link)}`);
  const loginUrl = new URL(link.loginUrl);

  return {
    clientId,
    clientEmail,
    projectId,
    packageId: String(pkg.id),
    proposalToken: String(sent.token),
    signedProposalToken: String(signed.token),
    templateId: String(template.id),
    questionnaireTemplateId: String(questionnaire.id),
    publicToken: photographer.publicToken,
    bookingToken: booking.bookingToken,
    portalLoginPath: `${loginUrl.pathname}${loginUrl.search}`,
    dripCampaignId: String(ownCampaign.id),
  };
}
