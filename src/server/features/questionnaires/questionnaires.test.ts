/**
 * Questionnaires through the API: templates and questions with their messages, assignment and its e-mail,
 * the client filling one in through the portal link, and what other studios and other clients get.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Assignment,
  ClientQuestionnaire,
  Question,
  QuestionnaireTemplate,
} from "../../../shared/questionnaires.js";
import { outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer | string | null) =>
  as(ctx, typeof who === "string" ? who : (who?.cookie ?? null));

async function template(who: TestPhotographer, title = "Wedding day details") {
  const res = await api(who).post("/api/questionnaire-templates", { title, description: "A few questions" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as QuestionnaireTemplate;
}

async function question(who: TestPhotographer, templateId: string, body: Record<string, unknown>) {
  const res = await api(who).post(`/api/questionnaire-templates/${templateId}/questions`, {
    orderIndex: 0,
    templateId,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Question;
}

/** A template with one question of every type. */
async function fullTemplate(who: TestPhotographer) {
  const t = await template(who);
  const q = {
    text: await question(who, t.id, { type: "TEXT", label: "Venue name", orderIndex: 0, isRequired: true }),
    area: await question(who, t.id, { type: "TEXTAREA", label: "Your story", orderIndex: 1 }),
    choice: await question(who, t.id, {
      type: "MULTIPLE_CHOICE",
      label: "First look?",
      options: "Yes\nNo\nNot sure",
      orderIndex: 2,
      isRequired: true,
    }),
    boxes: await question(who, t.id, {
      type: "CHECKBOX",
      label: "Moments",
      options: "Rings\nDance\nCake",
      orderIndex: 3,
    }),
    number: await question(who, t.id, { type: "NUMBER", label: "Guests", orderIndex: 4 }),
    date: await question(who, t.id, { type: "DATE", label: "Rehearsal date", orderIndex: 5 }),
    email: await question(who, t.id, { type: "EMAIL", label: "Planner's e-mail", orderIndex: 6 }),
  };
  return { t, q };
}

async function projectFor(
  who: TestPhotographer,
  email: string | null = `c-${randomUUID().slice(0, 8)}@example.com`,
) {
  const c = await api(who).post("/api/clients", {
    firstName: "Ivy",
    lastName: "Moss",
    ...(email ? { email } : {}),
  });
  const p = await api(who).post("/api/projects", {
    title: "Moss wedding",
    projectType: "WEDDING",
    clientId: c.json().id,
  });
  expect(p.statusCode, p.body).toBe(201);
  return { projectId: p.json().id as string, clientId: c.json().id as string, email };
}

/** Signs the client in through the link their assignment e-mail carries. */
async function clientSession(email: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.channel, "EMAIL")));
  const link = new URL(/https?:\/\/\S+\/client-portal\/login\?\S+/.exec(mail!.textBody!)![0]);
  const login = await ctx.app.inject({
    method: "POST",
    url: "/api/client-portal/login",
    payload: { token: link.searchParams.get("token") },
  });
  expect(login.statusCode, login.body).toBe(200);
  return {
    cookie: sessionCookieFrom(login.headers["set-cookie"]),
    next: link.searchParams.get("next"),
    mail: mail!,
  };
}

describe("templates and questions", () => {
  it("creates, lists with counts, edits and deletes, with the expected messages", async () => {
    const t = await template(a, "  Portrait session  ");
    expect(t).toMatchObject({
      title: "Portrait session",
      questionCount: 0,
      assignedCount: 0,
      completedCount: 0,
    });
    for (const body of [{}, { title: "   " }]) {
      const bad = await api(a).post("/api/questionnaire-templates", body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Template title is required.");
    }
    const edited = await api(a).put(`/api/questionnaire-templates/${t.id}`, {
      title: "Portrait prep",
      description: "",
    });
    expect(edited.json()).toMatchObject({ title: "Portrait prep", description: null });
    await question(a, t.id, { type: "TEXT", label: "What to wear?" });
    const listed = (await api(a).get("/api/questionnaire-templates")).json() as QuestionnaireTemplate[];
    expect(listed.find((x) => x.id === t.id)).toMatchObject({ questionCount: 1 });
    expect((await api(a).delete(`/api/questionnaire-templates/${t.id}`)).statusCode).toBe(200);
    expect((await api(a).get(`/api/questionnaire-templates/${t.id}`)).statusCode).toBe(404);
  });

  it("keeps options only for multiple choice and checkboxes, and needs two of them", async () => {
    const t = await template(a);
    const text = await question(a, t.id, { type: "TEXT", label: "Name", options: "a\nb" });
    expect(text.options).toBeNull();
    const choice = await question(a, t.id, {
      type: "MULTIPLE_CHOICE",
      label: "Pick",
      options: " Yes \n\nNo\n",
    });
    expect(choice.options).toBe("Yes\nNo");
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "CHECKBOX", label: "Pick", options: "Only one" }, "Add at least two options, one per line."],
      [{ type: "TEXT", label: "  " }, "Question label is required."],
      [{ type: "SLIDER", label: "Rate us" }, "Choose a question type"],
    ];
    for (const [body, message] of cases) {
      const res = await api(a).post(`/api/questionnaire-templates/${t.id}/questions`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const updated = await api(a).put(`/api/questionnaire-questions/${text.id}`, {
      type: "TEXTAREA",
      label: "Tell us more",
      orderIndex: 3,
      isRequired: true,
    });
    expect(updated.json()).toMatchObject({ type: "TEXTAREA", label: "Tell us more", isRequired: true });
    expect((await api(a).delete(`/api/questionnaire-questions/${choice.id}`)).statusCode).toBe(200);
    expect((await api(a).get(`/api/questionnaire-templates/${t.id}/questions`)).json()).toHaveLength(1);
  });

  it("reorders by drag: every question once, in the new order", async () => {
    const t = await template(a);
    const one = await question(a, t.id, { type: "TEXT", label: "One", orderIndex: 0 });
    const two = await question(a, t.id, { type: "TEXT", label: "Two", orderIndex: 1 });
    const three = await question(a, t.id, { type: "TEXT", label: "Three", orderIndex: 2 });
    const res = await api(a).put(`/api/questionnaire-templates/${t.id}/questions/order`, {
      questionIds: [three.id, one.id, two.id],
    });
    expect((res.json() as Question[]).map((q) => q.label)).toEqual(["Three", "One", "Two"]);
    const partial = await api(a).put(`/api/questionnaire-templates/${t.id}/questions/order`, {
      questionIds: [three.id, one.id],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe("List every question of the template once");
  });

  it("answers 404 for another studio's template, question and assignment, and changes nothing", async () => {
    const { t, q } = await fullTemplate(b);
    const p = await projectFor(b);
    const assigned = (
      await api(b).post(`/api/projects/${p.projectId}/questionnaires`, { templateId: t.id })
    ).json() as Assignment;
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/questionnaire-templates/${t.id}`],
      ["PUT", `/api/questionnaire-templates/${t.id}`, { title: "Hacked" }],
      ["DELETE", `/api/questionnaire-templates/${t.id}`],
      ["GET", `/api/questionnaire-templates/${t.id}/questions`],
      ["POST", `/api/questionnaire-templates/${t.id}/questions`, { type: "TEXT", label: "Hacked" }],
      ["PUT", `/api/questionnaire-templates/${t.id}/questions/order`, { questionIds: [q.text.id] }],
      ["PUT", `/api/questionnaire-questions/${q.text.id}`, { type: "TEXT", label: "Hacked" }],
      ["DELETE", `/api/questionnaire-questions/${q.text.id}`],
      ["GET", `/api/project-questionnaires/${assigned.id}`],
      ["GET", `/api/project-questionnaires/${assigned.id}/export`],
      ["DELETE", `/api/project-questionnaires/${assigned.id}`],
      ["POST", `/api/projects/${p.projectId}/questionnaires`, { templateId: t.id }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await ctx.app.inject({
        method: method as "GET",
        url,
        ...(payload ? { payload: payload as object } : {}),
        headers: { cookie: a.cookie },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Studio A's own project with B's template: the template is not found.
    const mine = await projectFor(a);
    const cross = await api(a).post(`/api/projects/${mine.projectId}/questionnaires`, { templateId: t.id });
    expect(cross.statusCode).toBe(404);
    expect((await api(b).get(`/api/questionnaire-templates/${t.id}/questions`)).json()).toHaveLength(7);
    expect((await api(b).get(`/api/project-questionnaires/${assigned.id}`)).json()).toMatchObject({
      templateTitle: t.title,
    });
  });
});

describe("assignment and answers", () => {
  it("assigns once, e-mails the client a link into the questionnaire, and counts it", async () => {
    const { t } = await fullTemplate(a);
    const p = await projectFor(a);
    const res = await api(a).post(`/api/projects/${p.projectId}/questionnaires`, { templateId: t.id });
    expect(res.statusCode, res.body).toBe(201);
    const assigned = res.json() as Assignment;
    expect(assigned).toMatchObject({
      status: "Pending",
      submittedAt: null,
      clientName: "Ivy Moss",
      projectTitle: "Moss wedding",
    });
    expect(assigned.questions.map((q) => q.type)).toEqual([
      "TEXT",
      "TEXTAREA",
      "MULTIPLE_CHOICE",
      "CHECKBOX",
      "NUMBER",
      "DATE",
      "EMAIL",
    ]);
    const again = await api(a).post(`/api/projects/${p.projectId}/questionnaires`, { templateId: t.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This questionnaire is already assigned to this project");

    const { next, mail } = await clientSession(p.email!);
    expect(next).toBe(`/client-portal/questionnaires/${assigned.id}`);
    expect(mail.subject).toBe("A questionnaire from Studio A: Wedding day details");
    const listed = (await api(a).get("/api/questionnaire-templates")).json() as QuestionnaireTemplate[];
    expect(listed.find((x) => x.id === t.id)).toMatchObject({ assignedCount: 1, completedCount: 0 });
    expect((await api(a).get(`/api/projects/${p.projectId}/questionnaires`)).json()).toHaveLength(1);

    const empty = await template(a, "Nothing yet");
    const refused = await api(a).post(`/api/projects/${p.projectId}/questionnaires`, {
      templateId: empty.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Add a question to this questionnaire before sending it");

    const missing = await api(a).post(`/api/projects/${p.projectId}/questionnaires`, { templateId: "nope" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Questionnaire template not found");
  });

  it("lets the client save a draft as they type, refuses bad answers of every type, then submits once", async () => {
    const { t, q } = await fullTemplate(a);
    const p = await projectFor(a);
    const assigned = (
      await api(a).post(`/api/projects/${p.projectId}/questionnaires`, { templateId: t.id })
    ).json() as Assignment;
    const { cookie } = await clientSession(p.email!);
    const client = api(cookie);
    const url = `/api/client-portal/questionnaires/${assigned.id}`;

    const view = (await client.get(url)).json() as ClientQuestionnaire;
    expect(view).toMatchObject({
      title: "Wedding day details",
      submittedAt: null,
      photographer: { businessName: "Studio A" },
    });
    expect(view.questions).toHaveLength(7);

    // A draft's shape is still checked: only answers to questions, of answer types, within bounds.
    for (const [answers, message] of [
      [{ "not-a-question": "x" }, "Unknown question"],
      [{ [q.text.id]: { nested: true } }, "Unsupported answer"],
      [{ [q.area.id]: "x".repeat(10_001) }, "Answer is too long"],
    ] as const) {
      const res = await client.put(`${url}/answers`, { answers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const notJson = await client.put(`${url}/answers`, "nope");
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json().message).toEqual(expect.any(String));

    // A half-typed address is a fine draft.
    const draft = await client.put(`${url}/answers`, {
      answers: { [q.text.id]: "The Barn", [q.email.id]: "planner@" },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(((await client.get(url)).json() as ClientQuestionnaire).answers).toEqual({
      [q.text.id]: "The Barn",
      [q.email.id]: "planner@",
    });

    const good = {
      [q.text.id]: "The Barn",
      [q.area.id]: "We met at a concert.",
      [q.choice.id]: "Yes",
      [q.boxes.id]: ["Rings", "Cake"],
      [q.number.id]: 120,
      [q.date.id]: "2027-06-11",
      [q.email.id]: "planner@example.com",
    };
    const bad: [Record<string, unknown>, string][] = [
      [{ [q.text.id]: "" }, "This question is required"],
      [{ [q.choice.id]: "Maybe" }, "Choose one of the options"],
      [{ [q.boxes.id]: ["Rings", "Fireworks"] }, "Choose from the options"],
      [{ [q.number.id]: "lots" }, "Enter a number"],
      [{ [q.date.id]: "2027-02-30" }, "Enter a valid date"],
      [{ [q.email.id]: "planner@" }, "Enter a valid email address"],
    ];
    for (const [change, message] of bad) {
      const res = await client.post(`${url}/submit`, { answers: { ...good, ...change } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().issues[0].path).toBe(Object.keys(change)[0]);
    }
    expect(((await client.get(url)).json() as ClientQuestionnaire).submittedAt).toBeNull();

    const submitted = await client.post(`${url}/submit`, { answers: good });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const second = await client.post(`${url}/submit`, { answers: good });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("This questionnaire was already submitted");
    expect((await client.put(`${url}/answers`, { answers: {} })).statusCode).toBe(409);

    const read = (await api(a).get(`/api/project-questionnaires/${assigned.id}`)).json() as Assignment;
    expect(read).toMatchObject({ status: "Completed", answers: good });
    const csv = await api(a).get(`/api/project-questionnaires/${assigned.id}/export`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("Venue name,The Barn");
    expect(csv.body).toContain('Moments,"Rings, Cake"');
    expect(csv.body).toContain('Rehearsal date,"June 11, 2027"');
    for (const limit of ["0", "51", "many"]) {
      const res = await api(a).get(`/api/questionnaire-responses?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const recent = (await api(a).get("/api/questionnaire-responses?limit=5")).json() as Assignment[];
    expect(recent[0]!.id).toBe(assigned.id);

    // The template is edited and deleted: the answers stay readable as they were asked.
    await api(a).put(`/api/questionnaire-questions/${q.text.id}`, { type: "TEXT", label: "Changed" });
    await api(a).delete(`/api/questionnaire-templates/${t.id}`);
    const after = (await api(a).get(`/api/project-questionnaires/${assigned.id}`)).json() as Assignment;
    expect(after).toMatchObject({
      templateId: null,
      templateTitle: "Wedding day details",
      status: "Completed",
    });
    expect(after.questions[0]!.label).toBe("Venue name");
  });

  it("keeps a client to their own questionnaires, and the photographer out of the client's routes", async () => {
    const { t } = await fullTemplate(a);
    const mine = await projectFor(a);
    const other = await projectFor(a);
    const theirs = (
      await api(a).post(`/api/projects/${other.projectId}/questionnaires`, { templateId: t.id })
    ).json() as Assignment;
    await api(a).post(`/api/projects/${mine.projectId}/questionnaires`, { templateId: t.id });
    const { cookie } = await clientSession(mine.email!);
    const url = `/api/client-portal/questionnaires/${theirs.id}`;
    expect((await api(cookie).get(url)).statusCode).toBe(404);
    expect((await api(cookie).put(`${url}/answers`, { answers: {} })).statusCode).toBe(404);
    expect((await api(cookie).post(`${url}/submit`, { answers: {} })).statusCode).toBe(404);
    // A client is not a photographer.
    expect((await api(cookie).get("/api/questionnaire-templates")).statusCode).toBe(403);
    expect((await api(a).get(url)).statusCode).toBe(403);
    expect((await api(null).get(url)).statusCode).toBe(401);
  });
});
