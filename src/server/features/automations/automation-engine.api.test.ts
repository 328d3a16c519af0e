/**
 * The automations API's rules (incomplete configurations, what an edit may change, deleting) and tenancy,
 * and the tracking of an automation's e-mail (open pixel, click redirect).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailLogs } from "../../db/schema/index.js";
import {
  a,
  api,
  automation,
  b,
  client,
  ctx,
  drain,
  mailTo,
  move,
  project,
  setUpAutomationEngine,
  stageNamed,
  stagesOf,
  template,
} from "./automation-engine.fixture.js";

setUpAutomationEngine();

describe("the API's rules and tenancy", () => {
  it("answers the message for an incomplete configuration and changes nothing", async () => {
    const before = (await api(a).get("/api/automations?projectType=WEDDING")).json() as unknown[];
    for (const body of [
      { name: "No channel", stageId: (await stagesOf(a))[0]!.id },
      { name: "No target", automationType: "STAGE_CHANGE", triggerType: "DEPOSIT_PAID" },
      { name: "No template", automationType: "COUNTDOWN", daysBefore: 7, eventType: "EVENT_DATE" },
    ]) {
      const res = await api(a).post("/api/automations", { projectType: "WEDDING", ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message:
          "Invalid automation configuration - ensure required fields are present for the selected automation type.",
      });
    }
    expect(
      (
        await api(a).post("/api/automations", { projectType: "WEDDING", stageId: null, channel: "EMAIL" })
      ).json(),
    ).toMatchObject({ message: "Name is required" });
    const after = (await api(a).get("/api/automations?projectType=WEDDING")).json() as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it("another studio's automations, steps, triggers, stages, templates and projects answer 404", async () => {
    const t = await template(a);
    const mine = await automation(a, { stageId: null, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 0, templateId: t.id },
    ]);
    const step = ((await api(a).get(`/api/automations/${mine.id}/steps`)).json() as { id: string }[])[0]!;
    const c = await client(a);
    const p = await project(a, c.id);
    const other = api(b);
    expect((await other.get(`/api/automations/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await other.put(`/api/automations/${mine.id}`, { name: "x", stageId: null, channel: "EMAIL" }))
        .statusCode,
    ).toBe(404);
    expect((await other.patch(`/api/automations/${mine.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await other.get(`/api/automations/${mine.id}/steps`)).statusCode).toBe(404);
    expect(
      (await other.post(`/api/automations/${mine.id}/steps`, { stepIndex: 1, delayMinutes: 0 })).statusCode,
    ).toBe(404);
    expect((await other.patch(`/api/automation-steps/${step.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await other.delete(`/api/automation-steps/${step.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/automations/${mine.id}/business-triggers`)).statusCode).toBe(404);
    expect(
      (
        await other.post("/api/business-triggers", {
          automationId: mine.id,
          triggerType: "DEPOSIT_PAID",
          enabled: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.get(`/api/projects/${p.id}/automation-timeline`)).statusCode).toBe(404);
    expect((await other.delete(`/api/automations/${mine.id}`)).statusCode).toBe(404);
    // B cannot point its automation at A's template or stage.
    const aStage = (await stagesOf(a))[0]!;
    expect(
      (await other.post("/api/automations", { name: "x", stageId: aStage.id, channel: "EMAIL" })).statusCode,
    ).toBe(404);
    expect(
      (await other.post("/api/automations", { name: "x", stageId: null, channel: "EMAIL", templateId: t.id }))
        .statusCode,
    ).toBe(404);
    expect((await api(a).get(`/api/automations/${mine.id}`)).statusCode).toBe(200);
  });

  it("edits only name, stage, channel and enabled; deleting removes its steps", async () => {
    const t = await template(a);
    const created = await automation(a, { stageId: null, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 60, templateId: t.id },
    ]);
    const updated = await api(a).put(`/api/automations/${created.id}`, {
      name: "Renamed",
      stageId: null,
      channel: "SMS",
      enabled: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "Renamed",
      channel: "SMS",
      enabled: false,
      steps: [{ delayMinutes: 60 }],
    });
    expect(
      (await api(a).put(`/api/automations/${created.id}`, { name: "  ", stageId: null })).statusCode,
    ).toBe(400);
    expect((await api(a).delete(`/api/automations/${created.id}`)).statusCode).toBe(200);
    expect((await api(a).get(`/api/automations/${created.id}/steps`)).statusCode).toBe(404);
  });
});

describe("e-mail tracking", () => {
  it("an open pixel and a click redirect mark the log, and only the e-mail's own links redirect", async () => {
    const consultation = await stageNamed(b, "Consultation");
    const t = await template(b, { textBody: "Pick a time: https://cal.example.com/golden-hour?x=1" });
    await automation(b, { stageId: consultation.id, channel: "EMAIL", templateId: t.id }, [
      { delayMinutes: 0, templateId: t.id },
    ]);
    const c = await client(b);
    const p = await project(b, c.id);
    await move(b, p.id, consultation.id);
    await drain();
    const mail = (await mailTo(c.email)).find((m) => m.textBody?.includes("cal.example.com"));
    const pixel = /\/api\/t\/o\/[0-9a-f-]+\.gif/.exec(mail!.htmlBody!)![0];
    const click = /\/api\/t\/c\/[0-9a-f-]+\/0/.exec(mail!.htmlBody!)![0];
    const open = await ctx.app.inject({ method: "GET", url: pixel });
    expect(open.statusCode).toBe(200);
    expect(open.headers["content-type"]).toBe("image/gif");
    const go = await ctx.app.inject({ method: "GET", url: click });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe("https://cal.example.com/golden-hour?x=1");
    expect((await ctx.app.inject({ method: "GET", url: click.replace(/\/0$/, "/7") })).statusCode).toBe(404);
    const logId = /\/api\/t\/o\/([0-9a-f-]+)\.gif/.exec(pixel)![1]!;
    const [log] = await ctx.database.db.select().from(emailLogs).where(eq(emailLogs.id, logId));
    expect(log!.openedAt).not.toBeNull();
    expect(log!.clickedAt).not.toBeNull();
  });
});
