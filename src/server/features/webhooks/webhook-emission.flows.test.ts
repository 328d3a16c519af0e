/**
 * Webhook events of the money, contract, booking, questionnaire and message flows, each performed
 * through the API (see webhook-emission.test.ts for clients, projects and proposals). A payment is
 * emitted only on the path that counts it: Stripe delivering the same completion twice gives one event.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema/index.js";
import { sessionCookieFrom } from "../../test/factories.js";
import { dateAhead, setEveryDayHours, slotAt, validBooking } from "../../test/scheduling-fixtures.js";
import { sendStripeWebhook } from "../../test/stripe-context.js";
import { contractFixture, signaturePng } from "../contracts/proposal-contract.fixture.js";
import {
  api,
  ctx,
  eventsOf,
  expectOneEvent,
  newClient,
  newProposal,
  paymentsOnly,
  setUpEmission,
  signProposal,
  stripe,
  studio,
} from "./webhook-emission.fixture.js";

setUpEmission();

async function connectStripe() {
  await api().post("/api/stripe-connect/create-account");
  stripe.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: true };
  await api().get("/api/stripe-connect/account-status");
}

describe("payment.received and payment.refunded", () => {
  it("emits one payment.received for a Stripe completion delivered twice, to both payment endpoints", async () => {
    await connectStripe();
    const client = await newClient();
    const proposal = await newProposal(client.id);
    await signProposal(proposal.token);
    const pay = await api(null).post(`/api/public/proposals/${proposal.token}/pay`, { mode: "DEPOSIT" });
    expect(pay.statusCode, pay.body).toBe(200);
    const sessionId = (pay.json().url as string).split("/").pop();
    const completed = {
      type: "checkout.session.completed",
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          payment_status: "paid",
          payment_intent: "pi_wh1",
        },
      },
    };
    for (let i = 0; i < 2; i++) expect((await sendStripeWebhook(ctx, completed)).statusCode).toBe(200);
    const data = await expectOneEvent("payment.received", { proposalId: proposal.id }, [paymentsOnly]);
    expect(data).toMatchObject({
      clientId: client.id,
      amountCents: Math.round(proposal.totalCents * 0.25),
      currency: "USD",
      method: "card:deposit",
    });
    expect(typeof data.paidAt).toBe("string");
    expect(typeof data.paymentId).toBe("string");
  });

  it("emits payment.received for money recorded by hand, and payment.refunded when it is given back", async () => {
    const client = await newClient();
    const proposal = await newProposal(client.id);
    await signProposal(proposal.token);
    const paid = await api().post(`/api/proposals/${proposal.id}/payments`, {
      amountCents: 50_000,
      method: "CASH",
      receivedOn: "2026-01-15",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().id as string;
    const data = await expectOneEvent("payment.received", { paymentId }, [paymentsOnly]);
    expect(data).toMatchObject({
      proposalId: proposal.id,
      clientId: client.id,
      amountCents: 50_000,
      method: "CASH",
    });
    const refund = await api().post(`/api/payments/${paymentId}/refund`, {
      amountCents: 20_000,
      reason: "Shorter day",
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const refunded = await expectOneEvent("payment.refunded", { paymentId });
    expect(refunded).toMatchObject({
      refundId: refund.json().id,
      proposalId: proposal.id,
      amountCents: 20_000,
      currency: "USD",
      reason: "Shorter day",
    });
    // A refund refused (more than is left) emits nothing.
    const tooMuch = await api().post(`/api/payments/${paymentId}/refund`, { amountCents: 40_000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(await eventsOf("payment.refunded", { paymentId })).toHaveLength(1);
  });
});

describe("contract.completed", () => {
  it("is emitted when the studio countersigns after the client", async () => {
    const f = contractFixture(() => ctx);
    const { proposal, clientId } = await f.proposalWithContract(studio);
    await f.clientSigns(proposal.token);
    expect(await eventsOf("contract.completed", { proposalId: proposal.id })).toHaveLength(0);
    const res = await api().post(`/api/proposals/${proposal.id}/contract/countersign`, {
      signatureImageUrl: signaturePng(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = await expectOneEvent("contract.completed", { proposalId: proposal.id });
    expect(data).toMatchObject({ clientId, status: "COMPLETED", clientSignerName: "Zoë Łukasz" });
    expect(typeof data.contractId).toBe("string");
    expect(typeof data.completedAt).toBe("string");
    expect(JSON.stringify(data)).not.toContain("data:image");
  });
});

describe("booking.created and booking.cancelled", () => {
  it("emits the booking (and its new client) from the public calendar, then its cancellation", async () => {
    await setEveryDayHours(ctx, studio);
    const token = ((await api().get("/api/photographer")).json() as { publicToken: string }).publicToken;
    const email = `emma-${randomUUID().slice(0, 6)}@example.com`;
    const date = dateAhead(9);
    const booked = await api(null).post(
      `/api/public/booking/calendar/${token}/book/${date}/${slotAt(date, "10:00")}`,
      validBooking(email),
    );
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const bookingId = booked.json().booking.id as string;
    const data = await expectOneEvent("booking.created", { bookingId });
    expect(data).toMatchObject({ clientName: "Emma Carter", clientEmail: email, status: "PENDING" });
    expect(data).not.toHaveProperty("bookingToken");
    await expectOneEvent("client.created", { email, leadSource: "BOOKING" });

    const cancelled = await api().put(`/api/bookings/${bookingId}`, { status: "CANCELLED" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = await expectOneEvent("booking.cancelled", { bookingId });
    expect(cancel).toMatchObject({ status: "CANCELLED", cancelledBy: "STUDIO" });
    // Cancelling what is already cancelled changes nothing and emits nothing.
    await api().put(`/api/bookings/${bookingId}`, { status: "CANCELLED" });
    expect(await eventsOf("booking.cancelled", { bookingId })).toHaveLength(1);

    // The client's own cancel from the booking's page goes the same way.
    const second = await api(null).post(
      `/api/public/booking/calendar/${token}/book/${date}/${slotAt(date, "13:00")}`,
      validBooking(email),
    );
    expect(second.statusCode, second.body).toBeLessThan(300);
    const { id: secondId, bookingToken } = second.json().booking as { id: string; bookingToken: string };
    await expectOneEvent("booking.created", { bookingId: secondId });
    const own = await api(null).post(`/api/public/booking/${bookingToken}/cancel`, { reason: "Sick" });
    expect(own.statusCode, own.body).toBe(200);
    const byClient = await expectOneEvent("booking.cancelled", { bookingId: secondId });
    expect(byClient).toMatchObject({ cancelledBy: "CLIENT", cancelReason: "Sick" });
  });
});

describe("questionnaire.submitted and message.received", () => {
  async function portalLogin(email: string) {
    const [mail] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.channel, "EMAIL")));
    const link = new URL(/https?:\/\/\S+\/client-portal\/login\?\S+/.exec(mail!.textBody!)![0]);
    const login = await api(null).post("/api/client-portal/login", { token: link.searchParams.get("token") });
    expect(login.statusCode, login.body).toBe(200);
    return sessionCookieFrom(login.headers["set-cookie"]);
  }

  it("emits the client's submission of a questionnaire, once, and a message the client sends", async () => {
    const client = await newClient();
    const project = await api().post("/api/projects", {
      title: "Ruiz wedding",
      projectType: "WEDDING",
      clientId: client.id,
    });
    const template = await api().post("/api/questionnaire-templates", { title: "Wedding day details" });
    expect(template.statusCode, template.body).toBe(201);
    const templateId = template.json().id as string;
    const question = await api().post(`/api/questionnaire-templates/${templateId}/questions`, {
      orderIndex: 0,
      templateId,
      type: "TEXT",
      label: "Venue",
    });
    expect(question.statusCode, question.body).toBe(201);
    const assigned = await api().post(`/api/projects/${project.json().id}/questionnaires`, { templateId });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const cookie = await portalLogin(client.email);
    const url = `/api/client-portal/questionnaires/${assigned.json().id}`;
    const answers = { [question.json().id]: "The Glasshouse" };
    expect((await api(cookie).post(`${url}/submit`, { answers })).statusCode).toBe(200);
    expect((await api(cookie).post(`${url}/submit`, { answers })).statusCode).toBe(409);
    const data = await expectOneEvent("questionnaire.submitted", { questionnaireId: assigned.json().id });
    expect(data).toMatchObject({
      clientId: client.id,
      projectId: project.json().id,
      title: "Wedding day details",
    });

    const posted = await api(cookie).post("/api/client-portal/messages", {
      content: "See you at the venue!",
    });
    expect(posted.statusCode, posted.body).toBeLessThan(300);
    const message = await expectOneEvent("message.received", { clientId: client.id });
    expect(message).toMatchObject({ channel: "PORTAL", content: "See you at the venue!" });
  });
});
