import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  registerByApi,
  screenshot,
  settle,
  signIn,
  uniqueEmail,
} from "./support/browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A stage column on the board, found by its heading. */
const column = (page: Page, stage: string) =>
  page.locator("section[data-stage-id]", {
    has: page.getByRole("heading", { name: stage, exact: true }),
  });

async function stageOf(page: Page, projectId: string): Promise<string> {
  const res = await page.request.get(`/api/projects/${projectId}`);
  expect(res.status()).toBe(200);
  const project = (await res.json()) as { stageId: string };
  const stages = (await (await page.request.get("/api/stages?projectType=WEDDING")).json()) as {
    id: string;
    name: string;
  }[];
  return stages.find((s) => s.id === project.stageId)?.name ?? "(none)";
}

describe("projects and the pipeline", () => {
  it("creates a project from a client, drags it to the next stage, moves it from the menu on a phone, and manages stages", async () => {
    const email = uniqueEmail("pipeline");
    await registerByApi(email, "pw-pipeline", "Silver Lake Photo");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-pipeline");

    const created = await page.request.post("/api/clients", {
      data: { firstName: "Ava", lastName: "Moreno", email: uniqueEmail("ava") },
    });
    expect(created.status()).toBe(201);
    const client = (await created.json()) as { id: string };

    // From the client: /projects?clientId= opens Add Project with the couple already chosen.
    await page.goto(`/projects?clientId=${client.id}`);
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Ava Moreno").first().waitFor();
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Moreno Vineyard Wedding");
    await settle(page);
    await screenshot(page, "projects-add-dialog-desktop");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await page.getByText("Project created", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Moreno Vineyard Wedding" }).first().waitFor();
    await settle(page);
    await screenshot(page, "projects-list-desktop");

    const list = (await (await page.request.get("/api/projects")).json()) as { id: string; title: string }[];
    const project = list.find((p) => p.title === "Moreno Vineyard Wedding");
    expect(project).toBeDefined();
    const projectId = project!.id;
    expect(await stageOf(page, projectId)).toBe("Inquiry");

    // Desktop board: drag the card from Inquiry to Consultation with the mouse.
    await page.goto("/projects/pipeline");
    await page.getByRole("heading", { name: "Project Pipeline" }).waitFor();
    const card = column(page, "Inquiry").locator(`li[data-project-id="${projectId}"]`);
    await card.waitFor();
    await expect.poll(() => column(page, "Inquiry").getByText("1 project", { exact: true }).count()).toBe(1);
    await settle(page);
    await screenshot(page, "pipeline-desktop");

    const from = await card.boundingBox();
    const to = await column(page, "Consultation").boundingBox();
    if (!from || !to) throw new Error("card or column not laid out");
    // Grab the card's lower edge (its date row), away from the title link and the menu.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height - 10);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 160, { steps: 20 });
    await page.mouse.up();
    await page.getByText("Project moved", { exact: true }).first().waitFor();
    await column(page, "Consultation").locator(`li[data-project-id="${projectId}"]`).waitFor();
    expect(await column(page, "Inquiry").locator("li[data-project-id]").count()).toBe(0);
    await expect.poll(() => stageOf(page, projectId)).toBe("Consultation");

    // Phone: the card's menu moves it on, where dragging is awkward.
    const phone = await newContext(browser, PHONE);
    const mobile = await phone.newPage();
    await signIn(mobile, email, "pw-pipeline");
    await mobile.goto("/projects/pipeline");
    await mobile.getByRole("heading", { name: "Project Pipeline" }).waitFor();
    const mobileCard = column(mobile, "Consultation").locator(`li[data-project-id="${projectId}"]`);
    await mobileCard.waitFor();
    await settle(mobile);
    await screenshot(mobile, "pipeline-phone");
    await mobileCard.getByRole("button", { name: "Actions for Moreno Vineyard Wedding" }).click();
    await mobile.getByRole("menuitem", { name: "Move to" }).click();
    await mobile.getByRole("menuitem", { name: "Proposal Sent" }).waitFor();
    await settle(mobile);
    await screenshot(mobile, "pipeline-move-menu-phone");
    await mobile.getByRole("menuitem", { name: "Proposal Sent" }).click();
    await mobile.getByText("Project moved", { exact: true }).first().waitFor();
    await column(mobile, "Proposal Sent").locator(`li[data-project-id="${projectId}"]`).waitFor();
    await expect.poll(() => stageOf(mobile, projectId)).toBe("Proposal Sent");
    await phone.close();

    // The project page tells the story of both moves.
    await page.goto(`/projects/${projectId}`);
    await page.getByRole("heading", { name: "Moreno Vineyard Wedding" }).first().waitFor();
    await page
      .getByText(/Proposal Sent/)
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, "project-detail-desktop");

    // Manage Stages: add a stage, see it on the board, then delete it.
    await page.goto("/projects/pipeline");
    await page.getByRole("button", { name: "Manage Stages" }).click();
    const manage = page.getByRole("dialog", { name: "Manage Stages" });
    await manage.getByText("Delivered").first().waitFor();
    await manage.getByRole("button", { name: "Add Stage" }).click();
    const form = page.getByRole("dialog", { name: "Add Stage" });
    await form.getByRole("textbox", { name: "Stage Name", exact: true }).fill("Engagement Shoot");
    await settle(page);
    await screenshot(page, "stage-form-desktop");
    await form.getByRole("button", { name: "Create Stage" }).click();
    await page.getByText("Stage created", { exact: true }).first().waitFor();
    await manage.getByRole("button", { name: "Delete Engagement Shoot" }).waitFor();
    await settle(page);
    await screenshot(page, "manage-stages-desktop");
    await manage.getByRole("button", { name: "Done" }).click();
    await column(page, "Engagement Shoot").waitFor();

    await page.getByRole("button", { name: "Manage Stages" }).click();
    await manage.getByRole("button", { name: "Delete Engagement Shoot" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Engagement Shoot?" });
    await confirm
      .getByText("Are you sure you want to delete this stage? This action cannot be undone.")
      .waitFor();
    await confirm.getByRole("button", { name: "Delete stage" }).click();
    await page.getByText("Stage deleted", { exact: true }).first().waitFor();
    await expect.poll(() => manage.getByRole("button", { name: "Delete Engagement Shoot" }).count()).toBe(0);
    await manage.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => column(page, "Engagement Shoot").count()).toBe(0);
    await desktop.close();
  });
});
