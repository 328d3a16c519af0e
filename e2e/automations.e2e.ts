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

const column = (page: Page, stage: string) =>
  page.locator("section", { has: page.getByRole("heading", { name: stage, exact: true }) });

describe("automations", () => {
  it("a template and a stage automation made in the UI e-mail the client when the project moves", async () => {
    const email = uniqueEmail("automations");
    await registerByApi(email, "pw-automations", "Wildflower Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-automations");

    // The template, through the Create Template dialog.
    await page.goto("/templates");
    await page.getByRole("button", { name: "Create Template" }).first().click();
    const templateDialog = page.getByRole("dialog", { name: "Create Template" });
    await templateDialog.getByRole("textbox", { name: "Name", exact: true }).fill("Consultation welcome");
    await templateDialog.getByRole("textbox", { name: "Subject" }).fill("Let's plan your day, {{firstName}}");
    await templateDialog
      .getByRole("textbox", { name: "Text body" })
      .fill(
        "Hi {{firstName}},\n\nThank you for choosing {{businessName}}. Pick a time to talk: {{scheduling_link}}",
      );
    await templateDialog.getByText("Let's plan your day, Emma").first().waitFor();
    await settle(page);
    await screenshot(page, "templates-create-desktop");
    await templateDialog.getByRole("button", { name: "Create Template" }).click();
    await page.getByText("Template created").first().waitFor();
    await templateDialog.waitFor({ state: "hidden" });

    // The automation, through the Create Automation dialog: on entering Consultation, e-mail at once.
    await page.goto("/automations");
    await page.getByRole("heading", { name: "Automations", exact: true }).first().waitFor();
    await page.getByRole("button", { name: "New Automation" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Automation" });
    await dialog.getByRole("textbox", { name: "Automation name" }).fill("Welcome to consultation");
    await dialog.getByRole("combobox", { name: "Trigger stage" }).click();
    await page.getByRole("option", { name: "Consultation", exact: true }).click();
    await dialog.getByRole("combobox", { name: "Template" }).click();
    await page.getByRole("option", { name: /Consultation welcome/ }).click();
    await settle(page);
    await screenshot(page, "automations-create-desktop");
    await dialog.getByRole("button", { name: /^Create/ }).click();
    await page.getByText("Automation(s) created successfully").first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Welcome to consultation").first().waitFor();
    await settle(page);
    await screenshot(page, "automations-desktop");

    // A client and a project, then the move on the pipeline.
    const client = (await (
      await page.request.post("/api/clients", {
        data: { firstName: "Noa", lastName: "Park", email: uniqueEmail("noa") },
      })
    ).json()) as { id: string; email: string };
    const created = await page.request.post("/api/projects", {
      data: { title: "Park Garden Wedding", projectType: "WEDDING", clientId: client.id },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { id: string };
    await page.goto("/projects/pipeline");
    const card = column(page, "Inquiry").locator(`li[data-project-id="${project.id}"]`);
    await card.getByRole("button", { name: "Actions for Park Garden Wedding" }).click();
    await page.getByRole("menuitem", { name: "Move to" }).click();
    await page.getByRole("menuitem", { name: "Consultation" }).click();
    await page.getByText("Project moved", { exact: true }).first().waitFor();

    // The worker sends it within moments: the outbox has it, rendered for Noa.
    await expect
      .poll(
        async () => {
          const { messages } = (await (await page.request.get("/api/outbox")).json()) as {
            messages: { toAddress: string; subject: string | null }[];
          };
          return messages.filter((m) => m.toAddress === client.email).map((m) => m.subject);
        },
        { timeout: 15_000 },
      )
      .toEqual(["Let's plan your day, Noa"]);
    await page.goto("/outbox");
    await page.getByText("Let's plan your day, Noa").first().waitFor();
    await settle(page);
    await screenshot(page, "automations-outbox-desktop");

    // The client's history shows it with the automation's name; the project page explains it.
    await page.goto(`/clients/${client.id}`);
    await page.getByText("Let's plan your day, Noa").first().waitFor();
    await page.getByText("Welcome to consultation").first().waitFor();
    await settle(page);
    await screenshot(page, "automations-client-history-desktop");
    await page.goto(`/projects/${project.id}`);
    const explained = page
      .getByRole("region", { name: "Automations" })
      .or(page.locator("section", { has: page.getByRole("heading", { name: "Automations" }) }));
    await explained.getByText("Welcome to consultation").first().waitFor();
    await settle(page);
    await screenshot(page, "project-automations-desktop");

    // The same screen on a phone.
    const phone = await newContext(browser, PHONE);
    const mobile = await phone.newPage();
    await signIn(mobile, email, "pw-automations");
    await mobile.goto("/automations");
    // SPEC: the first stage (Inquiry) is shown first; the automation lives on Consultation.
    await mobile.getByRole("combobox", { name: "Stage", exact: true }).click();
    await mobile.getByRole("option", { name: /^Consultation/ }).click();
    await mobile.getByText("Welcome to consultation").first().waitFor();
    await settle(mobile);
    await screenshot(mobile, "automations-phone");
    await phone.close();
    await desktop.close();
  });
});
