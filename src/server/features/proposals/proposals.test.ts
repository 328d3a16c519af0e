/**
 * The studio's proposals: figures recomputed from the items, validation, another studio's records,
 * sending the link, editing until signed, and deleting. The client's page is in public-proposals.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Package } from "../../../shared/packages.js";
import type { Proposal, ProposalListItem } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { outboxMessages } from "../../db/schema/index.js";
import {
  a,
  anonymous,
  api,
  b,
  body,
  clientOf,
  createProposal,
  ctx,
  setUpProposals,
} from "./proposals.fixture.js";

setUpProposals();

describe("proposals", () => {
  it("recomputes every figure from the items and ignores the totals a browser sends", async () => {
    const client = await clientOf(a);
    const proposal = await createProposal(a, client.id, {
      subtotalCents: 1,
      taxCents: 2,
      totalCents: 3,
      depositCents: 4,
      items: [
        { name: "Full-day coverage", qty: 1, unitCents: 350_000, lineTotalCents: 5 },
        { name: "Engagement session", description: "One hour", qty: 2, unitCents: 25_050 },
      ],
    });
    // 400,100 subtotal; tax 8.25% = 33,008.25 -> 33,008; total 400,100 - 10,000 + 33,008.
    expect(proposal).toMatchObject({
      subtotalCents: 400_100,
      discountCents: 10_000,
      taxCents: 33_008,
      totalCents: 423_108,
      depositPercent: 25,
      depositCents: 105_777,
      status: "DRAFT",
      sentAt: null,
      validUntil: "2099-12-31",
      client: { firstName: "Ana", lastName: "Ruiz" },
    });
    expect(proposal.items.map((i) => [i.name, i.lineTotalCents, i.orderIndex])).toEqual([
      ["Full-day coverage", 350_000, 0],
      ["Engagement session", 50_100, 1],
    ]);
    expect(proposal.token).toMatch(/^[\w-]{43}$/);
    const list = (await api(a).get("/api/proposals")).json() as ProposalListItem[];
    expect(list.find((p) => p.id === proposal.id)?.totalCents).toBe(423_108);
  });

  it("answers the expected validation messages with 400 and writes nothing", async () => {
    const client = await clientOf(a);
    const before = (await api(a).get("/api/proposals")).json().length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "Title is required"],
      [{ clientId: "" }, "Client is required"],
      [{ items: [] }, "At least one item is required"],
      [{ items: [{ name: "", qty: 1, unitCents: 1 }] }, "Item name is required"],
      [{ items: [{ name: "A", qty: 0, unitCents: 1 }] }, "Quantity must be at least 1"],
      [{ items: [{ name: "A", qty: 1, unitCents: -5 }] }, "Unit price must be positive"],
      [{ depositPercent: 120 }, "Deposit must be between 0 and 100 percent"],
      [{ validUntil: "2026-02-30" }, "Invalid date"],
    ];
    for (const [extra, message] of cases) {
      const res = await api(a).post("/api/proposals", body(client.id, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await api(a).get("/api/proposals")).json().length).toBe(before);
  });

  it("keeps photographers apart: another's proposal, client, project or package is 404", async () => {
    const mine = await clientOf(a);
    const theirs = await clientOf(b);
    const proposal = await createProposal(a, mine.id);
    for (const res of [
      await api(b).get(`/api/proposals/${proposal.id}`),
      await api(b).put(`/api/proposals/${proposal.id}`, body(theirs.id)),
      await api(b).post(`/api/proposals/${proposal.id}/send`, {}),
      await api(b).delete(`/api/proposals/${proposal.id}`),
      await api(b).post("/api/proposals", body(mine.id)),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const theirPackage = (
      await api(b).post("/api/packages", { name: "Theirs", basePriceCents: 100 })
    ).json() as Package;
    expect(
      (await api(a).post("/api/proposals", body(mine.id, { packageId: theirPackage.id }))).statusCode,
    ).toBe(404);
    const project = (
      await api(b).post("/api/projects", { title: "T", projectType: "WEDDING", clientId: theirs.id })
    ).json() as { id: string };
    expect((await api(a).post("/api/proposals", body(mine.id, { projectId: project.id }))).statusCode).toBe(
      404,
    );
    expect((await api(b).get("/api/proposals")).json()).not.toContainEqual(
      expect.objectContaining({ id: proposal.id }),
    );
    expect((await api(a).get(`/api/proposals/${randomUUID()}`)).statusCode).toBe(404);
  });

  it("refuses a project of another client", async () => {
    const one = await clientOf(a);
    const two = await clientOf(a);
    const project = (
      await api(a).post("/api/projects", { title: "Two's", projectType: "WEDDING", clientId: two.id })
    ).json() as { id: string };
    const res = await api(a).post("/api/proposals", body(one.id, { projectId: project.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("The project belongs to another client");
  });

  it("sends the link by e-mail, marks it SENT (pending approval), resends, and logs history", async () => {
    const client = await clientOf(a, "ana.send@example.com");
    const proposal = await createProposal(a, client.id);
    const sent = await api(a).post(`/api/proposals/${proposal.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().publicUrl).toBe(`http://focal.test/public/proposals/${proposal.token}`);
    const after = (await api(a).get(`/api/proposals/${proposal.id}`)).json() as Proposal;
    expect(after.sentAt).not.toBeNull();
    expect(after.status).toBe("SENT");
    const mail = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, "ana.send@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Golden Hour sent you a proposal: Ruiz Wedding");
    expect(mail[0]!.textBody).toContain(`/public/proposals/${proposal.token}`);
    expect((await api(a).post(`/api/proposals/${proposal.id}/send`, {})).statusCode).toBe(200);
    const history = (await api(a).get(`/api/clients/${client.id}/history`)).json() as { type: string }[];
    expect(history.filter((h) => h.type === "email")).toHaveLength(2);

    const noEmail = await clientOf(a, null);
    const draft = await createProposal(a, noEmail.id);
    const refused = await api(a).post(`/api/proposals/${draft.id}/send`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This client has no email address");
  });

  it("lets an unsigned proposal be edited (the client sees the latest) and locks a signed one", async () => {
    const client = await clientOf(a);
    const proposal = await createProposal(a, client.id);
    const edited = await api(a).put(
      `/api/proposals/${proposal.id}`,
      body(client.id, {
        title: "Ruiz Wedding v2",
        items: [{ name: "Elopement", qty: 1, unitCents: 100_000 }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Ruiz Wedding v2",
      subtotalCents: 100_000,
      taxCents: 8_250,
    });
    const seen = (
      await anonymous().get(`/api/public/proposals/${proposal.token}`)
    ).json() as PublicProposalView;
    expect(seen.title).toBe("Ruiz Wedding v2");
    expect(seen.items.map((i) => i.name)).toEqual(["Elopement"]);

    await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: "ana@example.com",
      signatureImageUrl: null,
    });
    const locked = await api(a).put(`/api/proposals/${proposal.id}`, body(client.id));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("This proposal has been signed and can no longer be changed");
  });

  it("deletes a proposal", async () => {
    const client = await clientOf(a);
    const proposal = await createProposal(a, client.id);
    expect((await api(a).delete(`/api/proposals/${proposal.id}`)).statusCode).toBe(200);
    expect((await api(a).get(`/api/proposals/${proposal.id}`)).statusCode).toBe(404);
    expect((await api(a).delete(`/api/proposals/${proposal.id}`)).statusCode).toBe(404);
  });
});
