import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Proposal,
  type ProposalListItem,
  type ProposalRow,
  proposalStatusLabel,
} from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { outboxMessages } from "../../db/schema/index.js";
import type { BusinessEvent } from "../../jobs/events.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
const heard: BusinessEvent[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.bus.onBusinessEvent(async (event) => {
    heard.push(event);
  });
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
});
afterAll(() => ctx.close());

const api = () => as(ctx, a.cookie);
const anonymous = () => as(ctx, null);
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };

const body = (clientId: string, projectId: string, extra: Record<string, unknown> = {}) => ({
  title: "Ruiz Wedding",
  clientId,
  projectId,
  items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
  depositPercent: 25,
  ...extra,
});

async function proposalFor() {
  const email = `ana-${randomUUID().slice(0, 8)}@example.com`;
  const client = (await api().post("/api/clients", { firstName: "Ana", lastName: "Ruiz", email })).json() as {
    id: string;
  };
  const project = (
    await api().post("/api/projects", { title: "Ruiz Wedding", projectType: "WEDDING", clientId: client.id })
  ).json() as { id: string };
  const created = await api().post("/api/proposals", body(client.id, project.id));
  expect(created.statusCode, created.body).toBe(201);
  return { proposal: created.json() as Proposal, clientId: client.id, projectId: project.id, email };
}

/** The proposal's status as every studio screen reads it: the list, the editor, the client and project pages. */
async function statusesOf(p: { proposal: Proposal; clientId: string; projectId: string }) {
  const list = (await api().get("/api/proposals")).json() as ProposalListItem[];
  const detail = (await api().get(`/api/proposals/${p.proposal.id}`)).json() as Proposal;
  const ofClient = (await api().get(`/api/proposals/client/${p.clientId}`)).json() as ProposalRow[];
  const ofProject = (await api().get(`/api/estimates/project/${p.projectId}`)).json() as ProposalRow[];
  const history = (await api().get(`/api/clients/${p.clientId}/history`)).json() as {
    type: string;
    status?: string;
  }[];
  const row = list.find((x) => x.id === p.proposal.id)!;
  return {
    list: row.status,
    detail: detail.status,
    client: ofClient.find((x) => x.id === p.proposal.id)!.status,
    project: ofProject.find((x) => x.id === p.proposal.id)!.status,
    history: history.find((h) => h.type === "proposal")?.status,
    label: proposalStatusLabel(row),
  };
}

async function pay(token: string, mode: "DEPOSIT" | "FULL") {
  const res = await anonymous().post(`/api/public/proposals/${token}/pay`, { mode });
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = (res.json() as { url: string }).url.split("/").pop()!;
  expect((await anonymous().post(`/api/test-checkout/${sessionId}/pay`, card)).statusCode).toBe(200);
}

describe("a proposal's status", () => {
  it("is DRAFT until sent, then SENT on every screen, and stays SENT after an edit the client's link shows", async () => {
    const p = await proposalFor();
    expect(await statusesOf(p)).toEqual({
      list: "DRAFT",
      detail: "DRAFT",
      client: "DRAFT",
      project: "DRAFT",
      history: "DRAFT",
      label: "Draft",
    });

    await ctx.queue.drain();
    heard.length = 0;
    expect((await api().post(`/api/proposals/${p.proposal.id}/send`, {})).statusCode).toBe(200);
    const sent = {
      list: "SENT",
      detail: "SENT",
      client: "SENT",
      project: "SENT",
      history: "SENT",
      label: "Sent",
    };
    expect(await statusesOf(p)).toEqual(sent);
    await ctx.queue.drain();
    expect(heard).toEqual([
      expect.objectContaining({
        eventType: "PROPOSAL_SENT",
        subjectId: p.proposal.id,
        projectId: p.projectId,
      }),
    ]);

    const sentAt = ((await api().get(`/api/proposals/${p.proposal.id}`)).json() as Proposal).sentAt;
    const edited = await api().put(
      `/api/proposals/${p.proposal.id}`,
      body(p.clientId, p.projectId, { title: "Ruiz Wedding v2" }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: "SENT", sentAt, title: "Ruiz Wedding v2" });
    expect(await statusesOf(p)).toEqual(sent);
    const seen = (
      await anonymous().get(`/api/public/proposals/${p.proposal.token}`)
    ).json() as PublicProposalView;
    expect(seen).toMatchObject({ title: "Ruiz Wedding v2", status: "SENT", canSign: true });
  });

  it("refuses to edit a signed, part-paid or paid proposal with 409 and a message, and sends no paid one", async () => {
    const p = await proposalFor();
    const edit = () =>
      api().put(`/api/proposals/${p.proposal.id}`, body(p.clientId, p.projectId, { title: "Changed" }));
    const signed = await anonymous().post(`/api/public/proposals/${p.proposal.token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: p.email,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const locked = "This proposal has been signed and can no longer be changed";

    let res = await edit();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: locked });
    // Resending a signed proposal asks for the payment, not a signature.
    expect((await api().post(`/api/proposals/${p.proposal.id}/send`, {})).statusCode).toBe(200);
    const [mail] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, p.email));
    expect(mail!.textBody).toContain("See your signed proposal and pay what is left here:");
    expect(mail!.textBody).not.toContain("sign it online");

    await pay(p.proposal.token, "DEPOSIT");
    res = await edit();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: locked });
    expect((await statusesOf(p)).label).toBe("Deposit Paid");

    await pay(p.proposal.token, "FULL");
    res = await edit();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: locked });
    const resend = await api().post(`/api/proposals/${p.proposal.id}/send`, {});
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({
      message: "This proposal is paid in full, so there is nothing left to send",
    });
    const after = (await api().get(`/api/proposals/${p.proposal.id}`)).json() as Proposal;
    expect(after).toMatchObject({ title: "Ruiz Wedding", status: "PAID_FULL" });
    expect((await statusesOf(p)).label).toBe("Paid");
  });
});

describe("the public proposal page's brand", () => {
  it("carries the studio's brand colours from Settings", async () => {
    const p = await proposalFor();
    const saved = await api().put("/api/photographer", {
      brandPrimary: "#AA3366",
      brandSecondary: "#123abc",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = (
      await anonymous().get(`/api/public/proposals/${p.proposal.token}`)
    ).json() as PublicProposalView;
    expect(view.photographer).toMatchObject({ brandPrimary: "#aa3366", brandSecondary: "#123abc" });
  });
});
