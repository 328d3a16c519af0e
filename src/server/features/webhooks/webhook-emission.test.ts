/**
 * Each change the app makes emits its webhook event in the change's own transaction: performed through
 * the API as a studio or its client would, each must leave one webhook_events row of the right type and
 * data and a delivery for every endpoint subscribed to that type (and none for the others). Payments,
 * contracts, bookings, questionnaires and messages are in webhook-emission.flows.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { webhookEvents } from "../../db/schema/index.js";
import { createTestPhotographer } from "../../test/factories.js";
import { createClientsService } from "../clients/clients.service.js";
import {
  api,
  ctx,
  deliveriesOf,
  eventsOf,
  expectOneEvent,
  newClient,
  newProposal,
  setUpEmission,
  signProposal,
  studio,
  subscribe,
} from "./webhook-emission.fixture.js";

setUpEmission();

describe("client.created", () => {
  it("is emitted for a client added on the screen, with its contact details", async () => {
    const client = await newClient({ firstName: "Noor", lastName: "Haddad" });
    const data = await expectOneEvent("client.created", { id: client.id });
    expect(data).toEqual({
      id: client.id,
      firstName: "Noor",
      lastName: "Haddad",
      name: "Noor Haddad",
      email: client.email,
      phone: "+13125550142",
      leadSource: "MANUAL",
      createdAt: client.createdAt,
    });
  });

  it("is emitted once per client a CSV import creates, and not for a duplicate it turns away", async () => {
    const existing = await newClient();
    const fresh = [
      `imp-${randomUUID().slice(0, 6)}@example.com`,
      `imp-${randomUUID().slice(0, 6)}@example.com`,
    ];
    const res = await api().post("/api/clients/import", {
      rows: [
        { rowNumber: 1, values: { firstName: "Ivy", lastName: "Moss", email: fresh[0] } },
        { rowNumber: 2, values: { firstName: "Eli", lastName: "Stone", email: fresh[1] } },
        { rowNumber: 3, values: { firstName: "Ana", lastName: "Ruiz", email: existing.email } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2 });
    for (const email of fresh) await expectOneEvent("client.created", { email, leadSource: "OTHER" });
    expect(await eventsOf("client.created", { email: existing.email })).toHaveLength(1);
  });

  it("is emitted for a lead from the widget, and not again when the same person asks twice", async () => {
    const token = ((await api().get("/api/photographer")).json() as { publicToken: string }).publicToken;
    const email = `lead-${randomUUID().slice(0, 6)}@example.com`;
    const lead = {
      firstName: "Sarah",
      lastName: "Johnson",
      email,
      phone: "(212) 555-0199",
      projectType: "WEDDING",
      message: "We're getting married in Central Park!",
    };
    for (const ip of ["203.0.113.21", "203.0.113.22"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/public/widget/${token}/leads`,
        payload: lead,
        headers: { "x-forwarded-for": ip, origin: "https://sarahs-wedding-blog.example" },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const data = await expectOneEvent("client.created", { email });
    expect(data).toMatchObject({ firstName: "Sarah", lastName: "Johnson", leadSource: "WEBSITE" });
  });

  it("is not emitted when the change that made the client rolls back", async () => {
    const clients = createClientsService(ctx.database, ctx.queue);
    const email = `gone-${randomUUID().slice(0, 6)}@example.com`;
    // A booking's transaction finds or creates its client first; a later step failing takes both back.
    const attempt = ctx.database.db.transaction(async (tx) => {
      const made = await clients.findOrCreateWithin(tx, studio.photographerId, {
        fullName: "Gone Again",
        email,
        leadSource: "BOOKING",
      });
      expect(made.created).toBe(true);
      throw new Error("the slot was taken meanwhile");
    });
    await expect(attempt).rejects.toThrow("the slot was taken meanwhile");
    expect(await eventsOf("client.created", { email })).toHaveLength(0);
    const again = await clients.findOrCreateWithin(ctx.database.db, studio.photographerId, {
      fullName: "Back Again",
      email,
      leadSource: "BOOKING",
    });
    await expectOneEvent("client.created", { id: again.client.id, name: "Back Again" });
  });

  it("writes nothing for a studio with no endpoint, and no delivery to an endpoint not subscribed", async () => {
    const other = await createTestPhotographer(ctx, { businessName: "Quiet Studio" });
    const res = await api(other).post("/api/clients", { firstName: "Lee", lastName: "Park" });
    expect(res.statusCode, res.body).toBe(201);
    const written = await ctx.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.photographerId, other.photographerId));
    expect(written).toHaveLength(0);
    // Subscribed to proposals only: a new client still writes nothing, a sent proposal does.
    const proposalsOnly = await subscribe(other, ["proposal.sent"]);
    const second = await api(other).post("/api/clients", {
      firstName: "Kim",
      lastName: "Park",
      email: `kim-${randomUUID().slice(0, 6)}@example.com`,
    });
    expect(await eventsOf("client.created", { id: second.json().id }, other)).toHaveLength(0);
    const proposal = await api(other).post("/api/proposals", {
      title: "Park Portraits",
      clientId: second.json().id,
      items: [{ name: "Portrait session", qty: 1, unitCents: 50_000 }],
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    expect((await api(other).post(`/api/proposals/${proposal.json().id}/send`)).statusCode).toBe(200);
    const [sent] = await eventsOf("proposal.sent", { proposalId: proposal.json().id }, other);
    expect((await deliveriesOf(sent!.id)).map((d) => d.endpointId)).toEqual([proposalsOnly]);
  });
});

describe("project.stage_changed", () => {
  async function project() {
    const client = await newClient();
    const stages = (await api().get("/api/stages?projectType=WEDDING")).json() as {
      id: string;
      name: string;
    }[];
    const res = await api().post("/api/projects", {
      title: "Ruiz wedding",
      projectType: "WEDDING",
      clientId: client.id,
      stageId: stages[0]!.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { projectId: res.json().id as string, stages };
  }

  it("is emitted for a move, with both stages, and not for a move to where it already is", async () => {
    const { projectId, stages } = await project();
    const [from, to] = [stages[0]!, stages[2]!];
    expect((await api().put(`/api/projects/${projectId}/stage`, { stageId: to.id })).statusCode).toBe(200);
    expect((await api().put(`/api/projects/${projectId}/stage`, { stageId: to.id })).statusCode).toBe(200);
    const data = await expectOneEvent("project.stage_changed", { projectId });
    expect(data).toMatchObject({
      projectId,
      fromStageId: from.id,
      fromStageName: from.name,
      toStageId: to.id,
      toStageName: to.name,
    });
    expect(typeof data.movedAt).toBe("string");
  });

  it("is emitted for each project a deleted stage moves on", async () => {
    const made = await api().post("/api/stages", {
      name: "Doomed",
      projectType: "WEDDING",
      color: "#888888",
    });
    expect(made.statusCode, made.body).toBe(201);
    const doomed = made.json() as { id: string };
    const first = await project();
    const second = await project();
    for (const p of [first, second])
      await api().put(`/api/projects/${p.projectId}/stage`, { stageId: doomed.id });
    expect((await api().delete(`/api/stages/${doomed.id}`)).statusCode).toBe(200);
    for (const p of [first, second]) {
      await expectOneEvent("project.stage_changed", { projectId: p.projectId, fromStageId: doomed.id });
    }
  });
});

describe("proposal.sent and proposal.signed", () => {
  it("are emitted when the studio sends the proposal and when the client signs it", async () => {
    const client = await newClient();
    const proposal = await newProposal(client.id);
    const sent = await api().post(`/api/proposals/${proposal.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const data = await expectOneEvent("proposal.sent", { proposalId: proposal.id });
    expect(data).toMatchObject({
      clientId: client.id,
      title: "Ruiz Wedding",
      currency: "USD",
      status: "SENT",
    });
    expect(data).not.toHaveProperty("token");
    await signProposal(proposal.token);
    const signed = await expectOneEvent("proposal.signed", { proposalId: proposal.id });
    expect(signed).toMatchObject({ clientId: client.id, signedByName: "Ana Ruiz", status: "SIGNED" });
    // Signing again is refused, and emits nothing more.
    const again = await api(null).post(`/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: "ana@example.com",
    });
    expect(again.statusCode).toBe(409);
    expect(await eventsOf("proposal.signed", { proposalId: proposal.id })).toHaveLength(1);
  });
});
