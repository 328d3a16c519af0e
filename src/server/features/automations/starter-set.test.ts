import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Automation } from "../../../shared/automations.js";
import { PROJECT_TYPES, type ProjectSummary } from "../../../shared/projects.js";
import type { Proposal } from "../../../shared/proposals.js";
import { STARTER_AUTOMATIONS, type StarterSetResult } from "../../../shared/starter-automations.js";
import { automations, outboxMessages, templates } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);
const studio = (name = "Golden Hour") => createTestPhotographer(ctx, { businessName: name });
const addStarterSet = (who: TestPhotographer) => api(who).post("/api/automations/starter-set", {});
const countOf = async (who: TestPhotographer) =>
  (await ctx.database.db.select().from(automations).where(eq(automations.photographerId, who.photographerId)))
    .length;

/** The project's stage name as the board shows it, once every queued job has run. */
async function stageOf(who: TestPhotographer, projectId: string): Promise<string | undefined> {
  await ctx.queue.drain({ ignoreStartAfter: true });
  const list = (await api(who).get("/api/projects")).json() as ProjectSummary[];
  return list.find((p) => p.id === projectId)?.stage?.name;
}

const mailTo = (to: string) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.channel, "EMAIL")));

describe("POST /api/automations/starter-set", () => {
  it("adds the moves and welcome e-mails from the studio's stages for every project type, then nothing", async () => {
    const a = await studio();
    const first = await addStarterSet(a);
    expect(first.statusCode, first.body).toBe(201);
    const result = first.json() as StarterSetResult;
    expect(result.created).toHaveLength(STARTER_AUTOMATIONS.length * PROJECT_TYPES.length);
    expect(result.templatesCreated.map((t) => t.name).sort()).toEqual([
      "Welcome: thank you for your inquiry",
      "Welcome: you're booked",
    ]);

    const wedding = result.created.filter((x) => x.projectType === "WEDDING");
    const summary = (x: Automation) =>
      x.automationType === "STAGE_CHANGE"
        ? `${x.triggerType} -> ${x.targetStageName}${x.stageCondition ? " (from Booked)" : ""}`
        : `${x.stageName}: ${x.steps[0]?.template?.name}`;
    expect(wedding.map(summary)).toEqual([
      "Inquiry: Welcome: thank you for your inquiry",
      "PROPOSAL_SENT -> Proposal Sent",
      "ESTIMATE_ACCEPTED -> Booked",
      "FULL_PAYMENT_MADE -> Pre-Event (from Booked)",
      "Booked: Welcome: you're booked",
    ]);
    expect(wedding.every((x) => x.enabled)).toBe(true);
    // Pipeline moves carry their business trigger, as the automation creator makes them.
    expect(
      wedding.filter((x) => x.automationType === "STAGE_CHANGE").map((x) => x.businessTriggers.length),
    ).toEqual([1, 1, 1]);
    // Listed where the photographer looks for them.
    const listed = (await api(a).get("/api/automations?projectType=WEDDING")).json() as Automation[];
    expect(listed.map((x) => x.id).sort()).toEqual(wedding.map((x) => x.id).sort());

    const before = await countOf(a);
    const again = await addStarterSet(a);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: [], templatesCreated: [] });
    expect(await countOf(a)).toBe(before);
    const studioTemplates = await ctx.database.db
      .select()
      .from(templates)
      .where(eq(templates.photographerId, a.photographerId));
    expect(studioTemplates).toHaveLength(2);
  });

  it("keeps one switched off, and adds back only one that was deleted", async () => {
    const a = await studio();
    const created = (await addStarterSet(a).then((r) => r.json() as StarterSetResult)).created;
    const signedMove = created.find(
      (x) => x.projectType === "PORTRAIT" && x.triggerType === "ESTIMATE_ACCEPTED",
    )!;
    const welcome = created.find((x) => x.projectType === "PORTRAIT" && x.stageName === "Inquiry")!;
    expect((await api(a).patch(`/api/automations/${welcome.id}`, { enabled: false })).statusCode).toBe(200);
    expect((await api(a).delete(`/api/automations/${signedMove.id}`)).statusCode).toBe(200);

    const res = await addStarterSet(a);
    expect(res.statusCode, res.body).toBe(201);
    const again = res.json() as StarterSetResult;
    expect(again.created.map((x) => [x.projectType, x.triggerType, x.targetStageName])).toEqual([
      ["PORTRAIT", "ESTIMATE_ACCEPTED", "Booked"],
    ]);
    expect(again.templatesCreated).toEqual([]);
    const still = (await api(a).get(`/api/automations/${welcome.id}`)).json() as Automation;
    expect(still.enabled).toBe(false);
  });

  it("is the signed-in studio's own: another studio's set is apart, and a visitor is refused", async () => {
    const a = await studio();
    const b = await studio("Other Studio");
    expect((await addStarterSet(a)).statusCode).toBe(201);
    expect(await countOf(b)).toBe(0);
    expect((await addStarterSet(b)).statusCode).toBe(201);
    const bList = (await api(b).get("/api/automations")).json() as Automation[];
    const aList = (await api(a).get("/api/automations")).json() as Automation[];
    expect(bList.some((x) => aList.some((y) => y.id === x.id))).toBe(false);
    expect((await anonymous().post("/api/automations/starter-set", {})).statusCode).toBe(401);
  });

  it("after the starter set, sending, signing and paying in full move the project through the stages", async () => {
    const a = await studio();
    expect((await addStarterSet(a)).statusCode).toBe(201);
    const email = `ana-${randomUUID().slice(0, 8)}@example.com`;
    const client = (await api(a).post("/api/clients", { firstName: "Ana", lastName: "Ruiz", email })).json();
    const project = (
      await api(a).post("/api/projects", {
        title: "Ruiz Wedding",
        projectType: "WEDDING",
        clientId: client.id,
      })
    ).json() as { id: string };
    expect(await stageOf(a, project.id)).toBe("Inquiry");
    expect((await mailTo(email)).map((m) => m.subject)).toEqual(["Thank you for getting in touch, Ana"]);

    const created = await api(a).post("/api/proposals", {
      title: "Ruiz Wedding",
      clientId: client.id,
      projectId: project.id,
      items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
      depositPercent: 25,
    });
    expect(created.statusCode, created.body).toBe(201);
    const proposal = created.json() as Proposal;
    expect((await api(a).post(`/api/proposals/${proposal.id}/send`, {})).statusCode).toBe(200);
    expect(await stageOf(a, project.id)).toBe("Proposal Sent");

    const signed = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: email,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await stageOf(a, project.id)).toBe("Booked");
    expect((await mailTo(email)).map((m) => m.subject)).toContain("You're booked, Ana!");

    const pay = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, { mode: "FULL" });
    expect(pay.statusCode, pay.body).toBe(200);
    const sessionId = (pay.json() as { url: string }).url.split("/").pop()!;
    const paid = await anonymous().post(`/api/test-checkout/${sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
      name: "Ana Ruiz",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await stageOf(a, project.id)).toBe("Pre-Event");
  });
});

describe.runIf(testDbKind() === "postgres")("the starter set under concurrency", () => {
  it("adds the set once when 20 calls arrive together", async () => {
    const a = await studio();
    const answers = await Promise.all(Array.from({ length: 20 }, () => addStarterSet(a)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    expect(await countOf(a)).toBe(STARTER_AUTOMATIONS.length * PROJECT_TYPES.length);
    const studioTemplates = await ctx.database.db
      .select()
      .from(templates)
      .where(eq(templates.photographerId, a.photographerId));
    expect(studioTemplates).toHaveLength(2);
  });
});
