import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Template } from "../../../shared/templates.js";
import { automationSteps, automations } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

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

const welcome = {
  name: "Inquiry reply",
  channel: "EMAIL",
  subject: "Thank you for your inquiry, {{firstName}}!",
  htmlBody: "<p>Hi {{firstName}},</p>",
  textBody: "Hi {{firstName}}, thank you for reaching out.",
};

async function createTemplate(who: TestPhotographer, input: Record<string, unknown> = welcome) {
  const res = await api(who).post("/api/templates", input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Template;
}

describe("templates", () => {
  it("creates, lists newest first, gets, updates and deletes", async () => {
    const first = await createTemplate(a);
    expect(first).toMatchObject({ ...welcome, projectType: null, usedBy: 0 });
    const second = await createTemplate(a, { name: "Reminder", channel: "SMS", textBody: "See you soon!" });

    const list = (await api(a).get("/api/templates")).json() as Template[];
    expect(list.map((t) => t.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect((await api(b).get("/api/templates")).json()).toEqual([]);

    const got = await api(a).get(`/api/templates/${first.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(first);

    const updated = await api(a).put(`/api/templates/${first.id}`, {
      ...welcome,
      name: "  Inquiry reply (new)  ",
      htmlBody: "",
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: first.id, name: "Inquiry reply (new)", htmlBody: null });

    const deleted = await api(a).delete(`/api/templates/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Template deleted" });
    expect((await api(a).get(`/api/templates/${first.id}`)).statusCode).toBe(404);
  });

  it("drops subject and HTML body from SMS templates, on create and on update", async () => {
    const sms = await createTemplate(a, { ...welcome, channel: "SMS" });
    expect(sms).toMatchObject({ channel: "SMS", subject: null, htmlBody: null, textBody: welcome.textBody });
    const email = await createTemplate(a);
    const switched = await api(a).put(`/api/templates/${email.id}`, { ...welcome, channel: "SMS" });
    expect(switched.json()).toMatchObject({ channel: "SMS", subject: null, htmlBody: null });
  });

  it("refuses bad input with 400 and the expected messages", async () => {
    const existing = await createTemplate(a);
    for (const [input, message] of [
      [{ channel: "EMAIL", textBody: "Hi" }, "Name is required"],
      [{ name: "   ", channel: "EMAIL", textBody: "Hi" }, "Name is required"],
      [{ name: "X", channel: "EMAIL" }, "Text body is required"],
      [{ name: "X", channel: "EMAIL", textBody: "  " }, "Text body is required"],
      [{ name: "X", channel: "FAX", textBody: "Hi" }, "Channel must be EMAIL or SMS"],
      [{ name: "X", textBody: "Hi" }, "Channel must be EMAIL or SMS"],
      [{ name: "X", channel: "SMS", textBody: "Hi", projectType: "PICNIC" }, undefined],
    ] as const) {
      for (const res of [
        await api(a).post("/api/templates", input),
        await api(a).put(`/api/templates/${existing.id}`, input),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        if (message) expect(res.json().message).toBe(message);
        else expect(typeof res.json().message).toBe("string");
      }
    }
    const malformed = await ctx.app.inject({
      method: "POST",
      url: "/api/templates",
      headers: { cookie: a.cookie, "content-type": "application/json" },
      payload: "{",
    });
    expect(malformed.statusCode).toBe(400);
    expect((await api(a).get(`/api/templates/${existing.id}`)).json().name).toBe(welcome.name);
  });

  it("answers 404 for another photographer's template, a missing one and a malformed id", async () => {
    const mine = await createTemplate(a);
    for (const res of [
      await api(b).get(`/api/templates/${mine.id}`),
      await api(b).put(`/api/templates/${mine.id}`, welcome),
      await api(b).delete(`/api/templates/${mine.id}`),
      await api(a).get(`/api/templates/${randomUUID()}`),
      await api(a).put(`/api/templates/${randomUUID()}`, welcome),
      await api(a).delete(`/api/templates/${randomUUID()}`),
      await api(a).get("/api/templates/not-a-uuid"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Template not found");
    }
    expect((await api(a).get(`/api/templates/${mine.id}`)).json()).toMatchObject({ name: welcome.name });
    expect((await as(ctx, null).get("/api/templates")).statusCode).toBe(401);
  });

  it("counts the automations and steps that send a template, and deleting it leaves them without one", async () => {
    const used = await createTemplate(a);
    const unused = await createTemplate(a, { ...welcome, name: "Unused" });
    const { db } = ctx.database;
    const [automation] = await db
      .insert(automations)
      .values({
        photographerId: a.photographerId,
        projectType: "WEDDING",
        name: "Welcome",
        templateId: used.id,
      })
      .returning();
    await db.insert(automationSteps).values([
      { photographerId: a.photographerId, automationId: automation!.id, stepIndex: 0, templateId: used.id },
      { photographerId: a.photographerId, automationId: automation!.id, stepIndex: 1, templateId: used.id },
    ]);

    const list = (await api(a).get("/api/templates")).json() as Template[];
    expect(list.find((t) => t.id === used.id)?.usedBy).toBe(3);
    expect(list.find((t) => t.id === unused.id)?.usedBy).toBe(0);
    expect((await api(a).get(`/api/templates/${used.id}`)).json().usedBy).toBe(3);
    expect((await api(a).put(`/api/templates/${used.id}`, welcome)).json().usedBy).toBe(3);

    expect((await api(a).delete(`/api/templates/${used.id}`)).statusCode).toBe(200);
    const [after] = await db.select().from(automations);
    expect(after).toMatchObject({ id: automation!.id, templateId: null });
  });

  it("filters by project type: that type's templates plus those for every type", async () => {
    const photographer = await createTestPhotographer(ctx);
    const wedding = await createTemplate(photographer, {
      ...welcome,
      name: "Wedding",
      projectType: "WEDDING",
    });
    const portrait = await createTemplate(photographer, {
      ...welcome,
      name: "Portrait",
      projectType: "PORTRAIT",
    });
    const any = await createTemplate(photographer, { ...welcome, name: "Any", projectType: "" });
    const ids = async (query: string) =>
      ((await api(photographer).get(`/api/templates${query}`)).json() as Template[]).map((t) => t.id);

    expect(await ids("?projectType=WEDDING")).toEqual([any.id, wedding.id]);
    expect(await ids("?projectType=PORTRAIT")).toEqual([any.id, portrait.id]);
    expect(await ids("?projectType=FAMILY")).toEqual([any.id]);
    expect(await ids("")).toEqual([any.id, portrait.id, wedding.id]);
    const bad = await api(photographer).get("/api/templates?projectType=PICNIC");
    expect(bad.statusCode).toBe(400);
  });
});
