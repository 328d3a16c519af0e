import type { Browser } from "playwright-core";
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

describe("questionnaires", () => {
  it("builds a questionnaire with three question types, assigns it, the client fills it in on a phone, the studio reads it", async () => {
    const email = uniqueEmail("questionnaires");
    await registerByApi(email, "pw-questionnaires", "Juniper Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-questionnaires");
    const clientEmail = uniqueEmail("rose");
    const client = (await (
      await page.request.post("/api/clients", {
        data: { firstName: "Rose", lastName: "Hart", email: clientEmail },
      })
    ).json()) as { id: string };
    const project = (await (
      await page.request.post("/api/projects", {
        data: { title: "Hart Garden Wedding", projectType: "WEDDING", clientId: client.id },
      })
    ).json()) as { id: string };

    // Build it: the create dialog, then the questions tab.
    await page.goto("/questionnaires");
    await page.getByText("No questionnaires yet").waitFor();
    await page.getByRole("button", { name: "Create Template" }).click();
    const create = page.getByRole("dialog", { name: "Create Questionnaire" });
    await create.getByRole("button", { name: "Create template" }).click();
    await create.getByText("Template title is required.").waitFor();
    await create.getByLabel("Template title").fill("Wedding Day Details");
    await create.getByRole("button", { name: "Create template" }).click();
    await page.getByText("Template Created").first().waitFor();

    const edit = page.getByRole("dialog", { name: "Edit Questionnaire" });
    await edit.getByRole("tab", { name: "Questions (0)" }).waitFor();
    await edit.getByRole("button", { name: "Add question" }).click();
    await edit.getByRole("textbox", { name: "Question 1", exact: true }).fill("Ceremony venue");
    await edit.getByRole("checkbox", { name: "Question 1 is required" }).check();
    await edit.getByRole("button", { name: "Add question" }).click();
    await edit.getByRole("combobox", { name: "Type of question 2" }).click();
    await page.getByRole("option", { name: "Multiple choice" }).click();
    await edit.getByRole("textbox", { name: "Question 2", exact: true }).fill("Would you like a first look?");
    await edit.getByRole("textbox", { name: /Options for question 2/ }).fill("Yes");
    await edit.getByRole("button", { name: "Add question" }).click();
    await edit.getByRole("combobox", { name: "Type of question 3" }).click();
    await page.getByRole("option", { name: "Date" }).click();
    await edit.getByRole("textbox", { name: "Question 3", exact: true }).fill("Rehearsal date");
    await edit.getByRole("tab", { name: "Questions (3)" }).waitFor();
    await edit.getByRole("button", { name: "Save questions" }).click();
    // Nothing is saved while a row is wrong; the message sits under it.
    await edit.getByText("Add at least two options, one per line.").waitFor();
    await edit.getByRole("textbox", { name: /Options for question 2/ }).fill("Yes\nNo\nNot sure yet");
    await settle(page);
    await screenshot(page, "questionnaires-edit-desktop");
    await edit.getByRole("button", { name: "Save questions" }).click();
    await page.getByText("Question Added").first().waitFor();
    const questions = (await (await page.request.get("/api/questionnaire-templates")).json()) as {
      questionCount: number;
    }[];
    expect(questions[0]!.questionCount).toBe(3);
    await edit.getByRole("button", { name: "Close" }).click();
    await page.getByText("3 questions · 0 assigned · 0 completed").waitFor();

    // Assign it to the project; the client gets an e-mail with a link.
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    const assign = page.getByRole("dialog", { name: "Assign Questionnaire" });
    await assign.getByText("No date set").waitFor();
    await assign.getByRole("button", { name: "Assign to Rose Hart, Hart Garden Wedding" }).click();
    await page.getByText("Questionnaire Assigned").first().waitFor();
    await page.getByText("3 questions · 1 assigned · 0 completed").waitFor();
    await settle(page);
    await screenshot(page, "questionnaires-desktop");

    const clientLink = async () => {
      const { messages } = (await (await page.request.get("/api/outbox")).json()) as {
        messages: { toAddress: string; textBody: string | null }[];
      };
      const found = /https?:\/\/\S+\/client-portal\/login\?\S+/.exec(
        messages.find((m) => m.toAddress === clientEmail)?.textBody ?? "",
      );
      return found ? new URL(found[0]) : null;
    };
    await expect.poll(clientLink, { timeout: 15_000 }).not.toBeNull();
    const link = (await clientLink())!;

    // The client, on a phone: the link signs them in at the questionnaire.
    const phone = await newContext(browser, PHONE);
    const mobile = await phone.newPage();
    await mobile.goto(`${link.pathname}${link.search}`);
    await mobile.waitForURL((url) => url.pathname.startsWith("/client-portal/questionnaires/"));
    await mobile.getByRole("heading", { name: "Wedding Day Details" }).waitFor();
    await settle(mobile);
    await screenshot(mobile, "questionnaire-client-phone-empty");
    await mobile.getByRole("button", { name: "Submit answers" }).click();
    await mobile.getByText("This question is required").first().waitFor();
    await mobile.getByLabel("Ceremony venue").fill("The Old Orchard, Hillcrest Road");
    await mobile.getByRole("radio", { name: "Not sure yet" }).check();
    await mobile.getByLabel("Rehearsal date").fill("2027-06-11");
    // Saved as the client types: the draft is on the server before submitting.
    await mobile.getByText("Saved", { exact: true }).waitFor({ timeout: 10_000 });
    await settle(mobile);
    await screenshot(mobile, "questionnaire-client-phone-filled");
    await mobile.getByRole("button", { name: "Submit answers" }).click();
    await mobile.getByText("Your answers were sent to Juniper Studio.").waitFor();
    await settle(mobile);
    await screenshot(mobile, "questionnaire-client-phone-done");
    await phone.close();

    // The studio reads the answers on the project page.
    await page.goto(`/projects/${project.id}`);
    await page.getByRole("button", { name: /Wedding Day Details.*Completed/ }).click();
    const answers = page.getByRole("dialog", { name: "Wedding Day Details" });
    await answers.getByText("The Old Orchard, Hillcrest Road").waitFor();
    await answers.getByText("Not sure yet").waitFor();
    await answers.getByText("June 11, 2027").waitFor();
    await answers.getByRole("link", { name: "Export CSV" }).waitFor();
    await settle(page);
    await screenshot(page, "questionnaires-answers-desktop");
    await page.keyboard.press("Escape");
    await page.goto("/questionnaires");
    await page.getByRole("list", { name: "Recent responses" }).getByText("Rose Hart").waitFor();
    await page.getByText("3 questions · 1 assigned · 1 completed").waitFor();
    await desktop.close();
  });
});
