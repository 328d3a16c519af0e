/**
 * The client's payment receipt and the studio's notifications: each sent once, through the job queue,
 * and each studio e-mail switched off in Settings sends nothing.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Proposal } from "../../../shared/proposals.js";
import { outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };

/** Runs the queue twice: a business event's job queues the notification's job. */
async function drain() {
  await ctx.queue.drain();
  await ctx.queue.drain();
}

async function mail(who: TestPhotographer, to: string) {
  return ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.photographerId, who.photographerId), eq(outboxMessages.toAddress, to)));
}

/** A signed $3,247.50 proposal (tax included) with a $811.88 deposit. */
async function signedProposal(who: TestPhotographer, clientEmail: string) {
  const client = await api(who).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: clientEmail,
  });
  expect(client.statusCode, client.body).toBe(201);
  const created = await api(who).post("/api/proposals", {
    title: "Ruiz Wedding",
    clientId: client.json().id,
    items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
    depositPercent: 25,
  });
  expect(created.statusCode, created.body).toBe(201);
  const proposal = created.json() as Proposal;
  const signed = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
    signedByName: "Ana Ruiz",
    signedByEmail: clientEmail,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return proposal;
}

async function pay(token: string, mode: "DEPOSIT" | "FULL") {
  const started = await anonymous().post(`/api/public/proposals/${token}/pay`, { mode });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = (started.json() as { url: string }).url.split("/").pop();
  const paid = await anonymous().post(`/api/test-checkout/${sessionId}/pay`, card);
  expect(paid.statusCode, paid.body).toBe(200);
}

async function inquire(who: TestPhotographer, email: string) {
  const { publicToken } = (await api(who).get("/api/photographer")).json() as { publicToken: string };
  const res = await anonymous().post(`/api/public/widget/${publicToken}/leads`, {
    firstName: "Rae",
    lastName: "Lee",
    email,
    projectType: "WEDDING",
    eventDate: "2027-06-12",
    message: "Do you have June 12 free?",
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe("notification switches", () => {
  it("are all on for a new studio, change one at a time, and refuse bad input", async () => {
    const studio = await createTestPhotographer(ctx);
    const all = {
      proposalSigned: true,
      paymentReceived: true,
      inquiryReceived: true,
      questionnaireSubmitted: true,
    };
    expect((await api(studio).get("/api/photographer/notifications")).json()).toEqual(all);
    const off = await api(studio).put("/api/photographer/notifications", { paymentReceived: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ ...all, paymentReceived: false });
    for (const body of [{}, { proposalSigned: "yes" }]) {
      const bad = await api(studio).put("/api/photographer/notifications", body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
    expect((await anonymous().get("/api/photographer/notifications")).statusCode).toBe(401);
  });
});

describe("e-mails after a client's step", () => {
  it("sends the client a receipt per payment and tells the studio of the signature and each payment, once", async () => {
    const studio = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
    const clientEmail = `${randomUUID().slice(0, 8)}@example.com`;
    const proposal = await signedProposal(studio, clientEmail);
    await drain();
    await drain();
    const signed = await mail(studio, studio.email);
    expect(signed.map((m) => m.subject)).toEqual(["Proposal signed: Ruiz Wedding"]);
    expect(signed[0]!.textBody).toContain('Ana Ruiz signed your proposal "Ruiz Wedding" ($3,247.50)');

    await pay(proposal.token, "DEPOSIT");
    await drain();
    await drain();
    let receipts = await mail(studio, clientEmail);
    expect(receipts.map((m) => m.subject)).toEqual(["Receipt: $811.88 paid to Golden Hour"]);
    const receipt = receipts[0]!.textBody;
    expect(receipt).toContain("Paid to: Golden Hour");
    expect(receipt).toContain("Amount: $811.88");
    expect(receipt).toContain("For: Deposit for Ruiz Wedding");
    expect(receipt).toContain("Remaining balance: $2,435.62");

    await pay(proposal.token, "FULL");
    await drain();
    receipts = await mail(studio, clientEmail);
    expect(receipts.map((m) => m.subject).sort()).toEqual([
      "Receipt: $2,435.62 paid to Golden Hour",
      "Receipt: $811.88 paid to Golden Hour",
    ]);
    const last = receipts.find((m) => m.subject?.startsWith("Receipt: $2,435.62"))!.textBody;
    expect(last).toContain("For: Final payment for Ruiz Wedding");
    expect(last).toContain("Remaining balance: $0.00");
    const toStudio = (await mail(studio, studio.email)).map((m) => m.subject).sort();
    expect(toStudio).toEqual([
      "Payment received: $2,435.62 from Ana Ruiz",
      "Payment received: $811.88 from Ana Ruiz",
      "Proposal signed: Ruiz Wedding",
    ]);
  });

  it("tells the studio of a website inquiry once, at its reply address when it has one", async () => {
    const studio = await createTestPhotographer(ctx);
    await api(studio).put("/api/photographer", { emailFromAddr: "hello@studio.example" });
    await inquire(studio, `${randomUUID().slice(0, 8)}@example.com`);
    await drain();
    await drain();
    const sent = await mail(studio, "hello@studio.example");
    expect(sent.map((m) => m.subject)).toEqual(["New inquiry: Rae Lee (Wedding)"]);
    expect(sent[0]!.textBody).toContain("Date: 2027-06-12");
    expect(sent[0]!.textBody).toContain("Do you have June 12 free?");
  });

  it("sends the studio nothing it switched off; the client's receipt still goes", async () => {
    const studio = await createTestPhotographer(ctx);
    const off = await api(studio).put("/api/photographer/notifications", {
      proposalSigned: false,
      paymentReceived: false,
      inquiryReceived: false,
      questionnaireSubmitted: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const clientEmail = `${randomUUID().slice(0, 8)}@example.com`;
    const proposal = await signedProposal(studio, clientEmail);
    await pay(proposal.token, "DEPOSIT");
    await inquire(studio, `${randomUUID().slice(0, 8)}@example.com`);
    await drain();
    await drain();
    expect(await mail(studio, studio.email)).toEqual([]);
    expect((await mail(studio, clientEmail)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Receipt: \$811\.88 paid to /),
    ]);
  });

  it("tells the studio once when a client submits a questionnaire, and not when switched off", async () => {
    for (const on of [true, false]) {
      const studio = await createTestPhotographer(ctx);
      if (!on) await api(studio).put("/api/photographer/notifications", { questionnaireSubmitted: false });
      const template = await api(studio).post("/api/questionnaire-templates", {
        title: "Wedding day details",
      });
      const question = await api(studio).post(
        `/api/questionnaire-templates/${template.json().id}/questions`,
        {
          templateId: template.json().id,
          type: "TEXT",
          label: "Venue name",
          orderIndex: 0,
          isRequired: true,
        },
      );
      expect(question.statusCode, question.body).toBe(201);
      const clientEmail = `${randomUUID().slice(0, 8)}@example.com`;
      const client = await api(studio).post("/api/clients", {
        firstName: "Ivy",
        lastName: "Moss",
        email: clientEmail,
      });
      const project = await api(studio).post("/api/projects", {
        title: "Moss wedding",
        projectType: "WEDDING",
        clientId: client.json().id,
      });
      const assigned = await api(studio).post(`/api/projects/${project.json().id}/questionnaires`, {
        templateId: template.json().id,
      });
      expect(assigned.statusCode, assigned.body).toBe(201);
      const [invite] = await mail(studio, clientEmail);
      const link = new URL(/https?:\/\/\S+\/client-portal\/login\?\S+/.exec(invite!.textBody!)![0]);
      const login = await anonymous().post("/api/client-portal/login", {
        token: link.searchParams.get("token"),
      });
      expect(login.statusCode, login.body).toBe(200);
      const portal = as(ctx, sessionCookieFrom(login.headers["set-cookie"]));
      const url = `/api/client-portal/questionnaires/${assigned.json().id}/submit`;
      const submitted = await portal.post(url, { answers: { [question.json().id]: "Old Mill" } });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect((await portal.post(url, { answers: { [question.json().id]: "Old Mill" } })).statusCode).toBe(
        409,
      );
      await drain();
      const sent = (await mail(studio, studio.email)).map((m) => m.subject);
      expect(sent).toEqual(on ? ["Questionnaire submitted: Ivy Moss"] : []);
    }
  });
});

// PGlite runs one transaction at a time and would hide the race: this needs a PostgreSQL server.
describe.runIf(testDbKind() === "postgres")("notification switches under parallel saves", () => {
  it("keep exactly one of 20 different bodies whole, and every save answers one of them whole", async () => {
    const studio = await createTestPhotographer(ctx, { businessName: "Switch Race" });
    // Every pattern of the four switches, and four more: two requests may send the same body.
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      proposalSigned: (i & 1) === 0,
      paymentReceived: (i & 2) === 0,
      inquiryReceived: (i & 4) === 0,
      questionnaireSubmitted: (i & 8) === 0,
    }));
    const same = (x: unknown) => (body: object) => JSON.stringify(body) === JSON.stringify(x);

    const answers = await Promise.all(
      bodies.map((body) => api(studio).put("/api/photographer/notifications", body)),
    );

    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(bodies.some(same(res.json())), res.body).toBe(true);
    }
    const read = await api(studio).get("/api/photographer/notifications");
    expect(read.statusCode).toBe(200);
    expect(bodies.some(same(read.json())), read.body).toBe(true);
  });
});
