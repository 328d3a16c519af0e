/**
 * What the payment schedule's tests share: proposals made, signed and scheduled through the API, and
 * a look at a proposal's schedule from the studio's side and the client's.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Proposal } from "../../../shared/proposals.js";
import type { ScheduleEntry, ScheduleInput } from "../../../shared/schedule.js";
import { estimatePayments, photographers } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import type { TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };

/**
 * Subtotal 9,238 + 8.25 % tax (762.135, rounded to 762) = a total of exactly 10,000: $100.00.
 * `unitCents` gives other totals: 10,000 -> $108.25.
 */
export const HUNDRED_DOLLARS = 9_238;

export function scheduleFixture(ctx: () => TestContext) {
  const api = (who: TestPhotographer) => as(ctx(), who.cookie);
  const anonymous = () => as(ctx(), null);

  async function proposal(who: TestPhotographer, extra: Record<string, unknown> = {}) {
    const client = await api(who).post("/api/clients", {
      firstName: "Ana",
      lastName: "Ruiz",
      email: `${randomUUID().slice(0, 8)}@example.com`,
    });
    expect(client.statusCode, client.body).toBe(201);
    const created = await api(who).post("/api/proposals", {
      title: "Ruiz Wedding",
      clientId: client.json().id,
      items: [{ name: "Full-day coverage", qty: 1, unitCents: HUNDRED_DOLLARS }],
      depositPercent: 25,
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as Proposal;
  }

  async function sign(token: string) {
    const signed = await anonymous().post(`/api/public/proposals/${token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: "ana@example.com",
    });
    expect(signed.statusCode, signed.body).toBe(200);
  }

  async function signedProposal(who: TestPhotographer, extra: Record<string, unknown> = {}) {
    const p = await proposal(who, extra);
    await sign(p.token);
    return p;
  }

  const putSchedule = (who: TestPhotographer, id: string, installments: ScheduleInput["installments"]) =>
    api(who).put(`/api/proposals/${id}/schedule`, { installments });

  async function setSchedule(who: TestPhotographer, id: string, installments: ScheduleInput["installments"]) {
    const res = await putSchedule(who, id, installments);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ScheduleEntry[];
  }

  async function studioSchedule(who: TestPhotographer, id: string) {
    const res = await api(who).get(`/api/proposals/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { schedule: ScheduleEntry[] }).schedule;
  }

  async function publicSchedule(token: string) {
    const res = await anonymous().get(`/api/public/proposals/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { schedule: ScheduleEntry[] }).schedule;
  }

  async function openCheckout(token: string, body: Record<string, unknown>) {
    const res = await anonymous().post(`/api/public/proposals/${token}/pay`, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { url: string }).url.split("/").pop()!;
  }

  const payRows = (estimateId: string) =>
    ctx().database.db.select().from(estimatePayments).where(eq(estimatePayments.estimateId, estimateId));

  const setTimeZone = (who: TestPhotographer, timezone: string) =>
    ctx().database.db.update(photographers).set({ timezone }).where(eq(photographers.id, who.photographerId));

  return {
    api,
    anonymous,
    proposal,
    sign,
    signedProposal,
    putSchedule,
    setSchedule,
    studioSchedule,
    publicSchedule,
    openCheckout,
    payRows,
    setTimeZone,
  };
}
