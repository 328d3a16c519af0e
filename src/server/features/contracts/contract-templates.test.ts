import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderContractHtml, scanContractFields } from "../../../shared/contract-fields.js";
import type { ContractTemplate } from "../../../shared/contracts.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { STARTER_CONTRACTS } from "./starter-contracts/index.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "A" });
  b = await createTestPhotographer(ctx, { businessName: "B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);

const agreement = {
  name: "Elopement agreement",
  body: "# Agreement\n\n**{{client.fullName}}** books {{studio.businessName}} for {{project.eventDate}}.\n\n{{proposal.schedule}}\n\nContact: {{input:Second contact}}",
};

async function create(who: TestPhotographer, input: Record<string, unknown> = agreement) {
  const res = await api(who).post("/api/contract-templates", input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContractTemplate;
}

async function count(who: TestPhotographer): Promise<number> {
  return ((await api(who).get("/api/contract-templates")).json() as ContractTemplate[]).length;
}

describe("contract templates", () => {
  it("gives every new studio the wedding, portrait and commercial starters, which use only known fields", async () => {
    const studio = await createTestPhotographer(ctx, { businessName: "Fresh" });
    const list = (await api(studio).get("/api/contract-templates")).json() as ContractTemplate[];
    expect(list.map((t) => t.name)).toEqual([
      "Wedding photography agreement",
      "Portrait session agreement",
      "Commercial photography agreement",
    ]);
    for (const template of list) {
      const scan = scanContractFields(template.body);
      expect(scan.unknown, template.name).toEqual([]);
      expect(scan.fields, template.name).toEqual(
        expect.arrayContaining([
          "client.fullName",
          "proposal.total",
          "proposal.schedule",
          "studio.businessName",
        ]),
      );
    }
    expect(scanContractFields(list[0]!.body).inputs).toEqual(["Second contact (name and phone)"]);
    expect(list[2]!.body).toMatch(/model (and property )?release/i);
    // Each starter also passes the API's own check, as a studio saving it unchanged would.
    for (const starter of STARTER_CONTRACTS) {
      const res = await api(studio).put(`/api/contract-templates/${list[0]!.id}`, starter);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("creates, lists newest first, gets, updates and deletes", async () => {
    const before = await count(a);
    const first = await create(a);
    expect(first).toMatchObject(agreement);
    const second = await create(a, { name: "  Headshots  ", body: "Headshots for {{client.fullName}}" });
    expect(second.name).toBe("Headshots");

    const list = (await api(a).get("/api/contract-templates")).json() as ContractTemplate[];
    expect(list).toHaveLength(before + 2);
    expect(list.slice(0, 2).map((t) => t.id)).toEqual([second.id, first.id]);
    expect((await api(b).get("/api/contract-templates")).json()).not.toContainEqual(
      expect.objectContaining({ id: first.id }),
    );

    const got = await api(a).get(`/api/contract-templates/${first.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(first);

    const updated = await api(a).put(`/api/contract-templates/${first.id}`, {
      name: "Elopement (2027)",
      body: "Venue: {{project.venue}}",
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: first.id,
      name: "Elopement (2027)",
      body: "Venue: {{project.venue}}",
    });
    expect(Date.parse(updated.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));

    const deleted = await api(a).delete(`/api/contract-templates/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Contract template deleted" });
    expect((await api(a).get(`/api/contract-templates/${first.id}`)).statusCode).toBe(404);
    expect(await count(a)).toBe(before + 1);
  });

  it("keeps the body exactly as written (no trimming), so a rendered contract matches the editor", async () => {
    const body = "  Indented first line\n\n{{today}}\n";
    expect((await create(a, { name: "Exact", body })).body).toBe(body);
  });

  it("refuses an unknown field with 400 naming it, on create and on update, and writes nothing", async () => {
    const existing = await create(a);
    const before = await count(a);
    for (const [body, message] of [
      ["Dear {{client.nickname}},", "Unknown field {{client.nickname}}"],
      ["{{client.fullName}} and {{ project.location }}", "Unknown field {{project.location}}"],
      ["Empty {{}} braces", "Unknown field {{}}"],
      ["Blank input {{input: }}", "Unknown field {{input:}}"],
    ] as const) {
      for (const res of [
        await api(a).post("/api/contract-templates", { name: "X", body }),
        await api(a).put(`/api/contract-templates/${existing.id}`, { name: "X", body }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
    expect(await count(a)).toBe(before);
    expect((await api(a).get(`/api/contract-templates/${existing.id}`)).json()).toMatchObject(agreement);
  });

  it("refuses bad names and bodies with 400 and a message", async () => {
    const existing = await create(a);
    const before = await count(a);
    for (const [input, message] of [
      [{ body: "Hi" }, "Name is required"],
      [{ name: "   ", body: "Hi" }, "Name is required"],
      [{ name: "x".repeat(121), body: "Hi" }, "Name is at most 120 characters"],
      [{ name: "X" }, "The contract text is required"],
      [{ name: "X", body: " \n " }, "The contract text is required"],
      [{ name: "X", body: "x".repeat(100_001) }, "The contract text is at most 100,000 characters"],
      [{ name: "X", body: 42 }, "The contract text is required"],
    ] as const) {
      for (const res of [
        await api(a).post("/api/contract-templates", input),
        await api(a).put(`/api/contract-templates/${existing.id}`, input),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
    // The longest name and body are accepted.
    await create(a, { name: "n".repeat(120), body: "b".repeat(100_000) });
    expect(await count(a)).toBe(before + 1);
  });

  it("refuses a NUL byte in the name or the body with 400, never a 500", async () => {
    const existing = await create(a);
    const before = await count(a);
    for (const input of [
      { name: "Bad\u0000name", body: "Hi" },
      { name: "X", body: "Hi\u0000there" },
    ]) {
      for (const res of [
        await api(a).post("/api/contract-templates", input),
        await api(a).put(`/api/contract-templates/${existing.id}`, input),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(typeof res.json().message).toBe("string");
      }
    }
    expect(await count(a)).toBe(before);
  });

  it("answers 404 for another studio's template, a missing one and a malformed id, and changes nothing", async () => {
    const mine = await create(a);
    for (const res of [
      await api(b).get(`/api/contract-templates/${mine.id}`),
      await api(b).put(`/api/contract-templates/${mine.id}`, agreement),
      await api(b).delete(`/api/contract-templates/${mine.id}`),
      await api(a).get(`/api/contract-templates/${randomUUID()}`),
      await api(a).put(`/api/contract-templates/${randomUUID()}`, agreement),
      await api(a).delete(`/api/contract-templates/${randomUUID()}`),
      await api(a).get("/api/contract-templates/not-a-uuid"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Contract template not found");
    }
    expect((await api(a).get(`/api/contract-templates/${mine.id}`)).json()).toEqual(mine);
    expect((await as(ctx, null).get("/api/contract-templates")).statusCode).toBe(401);
  });

  it("renders a saved template's every field against a booking", async () => {
    const saved = await create(a, {
      name: "All fields",
      body: "{{client.fullName}}|{{client.email}}|{{project.eventDate}}|{{project.venue}}|{{proposal.total}}|{{studio.businessName}}|{{today}}|{{input:Second contact}}\n\n{{proposal.schedule}}",
    });
    const html = renderContractHtml(
      saved.body,
      {
        client: { fullName: "Ava Rivera", email: "ava@example.com" },
        project: { eventDate: "2027-06-12", venue: "Juniper Ridge" },
        proposal: {
          totalCents: 100_000,
          currency: "EUR",
          schedule: [{ label: "All", amountCents: 100_000, dueDate: null }],
        },
        studio: { businessName: "A" },
        today: "2026-11-26",
      },
      { "Second contact": "Mia" },
    );
    expect(html).toContain(
      "Ava Rivera|ava@example.com|June 12, 2027|Juniper Ridge|€1,000.00|A|November 26, 2026|",
    );
    expect(html).toContain('<span data-input="Second contact">Mia</span>');
    expect(html).toContain("<tr><td>All</td><td>On signing</td><td>€1,000.00</td></tr>");
  });
});
