import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe.js";
import {
  baseUrl,
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
let blog: http.Server;
let blogUrl: string;
/** The snippet the generator handed out, pasted into the blog's page once the test has it. */
let pastedSnippet = "";

/** Sarah's wedding blog: somebody else's website, on another origin, that pastes the embed code. */
function blogPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sarah's Wedding Blog</title>
  <style>
    /* A host stylesheet that would wreck an unprotected form. */
    body { font-family: Georgia, serif; margin: 0; background: #fdf6ec; color: #4a3b2a; }
    header { padding: 24px 20px; text-align: center; }
    main { padding: 0 16px 48px; max-width: 720px; margin: 0 auto; }
    input, button, label, select, textarea { all: unset; font-size: 40px; color: red; }
    h2 { text-transform: uppercase; color: purple; }
  </style>
</head>
<body>
  <header><h1>Sarah's Wedding Blog</h1><p>Planning a Central Park wedding, one list at a time.</p></header>
  <main>
    <p>Our photographer recommended this form for booking consultations:</p>
    ${pastedSnippet}
  </main>
</body>
</html>`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  blog = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(blogPage());
  });
  await new Promise<void>((resolve) => blog.listen(0, "127.0.0.1", resolve));
  // "localhost" and another port: a different origin from the app's http://127.0.0.1:{port}.
  blogUrl = `http://localhost:${(blog.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => blog?.close(resolve));
});

const preview = (page: Page) => page.frameLocator('iframe[title="Widget preview"]');

/** Back to the page's top (working in the preview scrolls the page), for a screenshot of the whole screen. */
const toTop = (page: Page) =>
  page.getByRole("heading", { name: "Widget Generator" }).evaluate((h) => h.scrollIntoView({ block: "end" }));

describe("the lead-capture widget", () => {
  it("is set up in the studio, works on another website, and its lead lands on the pipeline", async () => {
    const email = uniqueEmail("widget");
    await registerByApi(email, "pw-widget", "Golden Hour Studio");
    const desktop = await newContext(browser, DESKTOP);
    await desktop.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    const page = await desktop.newPage();
    await signIn(page, email, "pw-widget");

    // Setup & Configure: the defaults, and the preview (the real script) following an edit at once.
    await page.goto("/widget-generator");
    await page.getByRole("tab", { name: "Setup & Configure" }).waitFor();
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("Get In Touch");
    expect(await page.getByLabel("Button text").inputValue()).toBe("Send Inquiry");
    for (const type of ["Wedding", "Engagement", "Portrait"]) {
      expect(await page.getByRole("checkbox", { name: type, exact: true }).getAttribute("data-state")).toBe(
        "checked",
      );
    }
    expect(await page.getByRole("checkbox", { name: "Family", exact: true }).getAttribute("data-state")).toBe(
      "unchecked",
    );
    await preview(page).getByRole("heading", { name: "Get In Touch" }).waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Let's plan your day");
    await preview(page).getByRole("heading", { name: "Let's plan your day" }).waitFor();

    // The preview marks the three required fields, and the checkbox clears and disables the date.
    const frame = preview(page);
    for (const name of ["First name", "Last name", "Email"]) {
      expect(await frame.getByRole("textbox", { name }).getAttribute("aria-required")).toBe("true");
    }
    const previewDate = frame.getByLabel("Event date");
    await previewDate.fill("2027-06-12");
    await frame.getByLabel("I don't have a date yet").check();
    expect(await previewDate.inputValue()).toBe("");
    expect(await previewDate.isDisabled()).toBe(true);
    await frame.getByLabel("I don't have a date yet").uncheck();
    expect(await previewDate.isDisabled()).toBe(false);
    await toTop(page);
    await settle(page);
    await screenshot(page, "widget-setup-desktop");

    // Customize & Preview.
    await page.getByRole("tab", { name: "Customize & Preview" }).click();
    await page.getByLabel("Primary colour", { exact: true }).fill("#be185d");
    await page.getByRole("button", { name: "Ivory" }).click();
    await expect
      .poll(() =>
        frame
          .getByRole("button", { name: "Send Inquiry" })
          .evaluate((button) => getComputedStyle(button).backgroundColor),
      )
      .toBe("rgb(190, 24, 93)");
    await settle(page);
    await screenshot(page, "widget-customize-desktop");

    // Saved on the server: the settings survive a reload, and reach other browsers and the website.
    await page.getByRole("button", { name: "Save changes" }).click();
    await page
      .getByText(/All changes saved/)
      .first()
      .waitFor();
    await page.reload();
    await page.getByRole("tab", { name: "Setup & Configure" }).waitFor();
    await expect
      .poll(() => page.getByLabel("Title", { exact: true }).inputValue())
      .toBe("Let's plan your day");

    // Get Embed Code: copied, and read from the code block.
    await page.getByRole("tab", { name: "Get Embed Code" }).click();
    await page.getByRole("button", { name: "Copy Code" }).click();
    await page.getByText("Embed code copied to clipboard", { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    const snippet =
      (await page.getByRole("region", { name: "Embed code" }).locator("pre").textContent()) ?? "";
    const { publicToken } = (await (await page.request.get("/api/photographer")).json()) as {
      publicToken: string;
    };
    expect(snippet).toContain("<div data-focal-widget></div>");
    expect(snippet).toContain(`<script src="${baseUrl()}/widget.js" data-token="${publicToken}"`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await settle(page);
    await screenshot(page, "widget-embed-desktop");

    // The generator on a phone: the tabs become a select.
    const phoneStudio = await newContext(browser, PHONE);
    const studioPhone = await phoneStudio.newPage();
    await signIn(studioPhone, email, "pw-widget");
    await studioPhone.goto("/widget-generator");
    await studioPhone.getByRole("combobox", { name: "Section" }).waitFor();
    await studioPhone.getByLabel("Title", { exact: true }).waitFor();
    await settle(studioPhone);
    await screenshot(studioPhone, "widget-setup-phone");
    for (const label of ["Customize & Preview", "Get Embed Code"]) {
      await studioPhone.getByRole("combobox", { name: "Section" }).click();
      await studioPhone.getByRole("option", { name: label }).click();
      if (label === "Customize & Preview") {
        // Another browser: the saved settings are the server's, so this one shows them too.
        await preview(studioPhone).getByRole("heading", { name: "Let's plan your day" }).waitFor();
        await settle(studioPhone);
        await screenshot(studioPhone, "widget-customize-phone");
        await studioPhone
          .getByRole("heading", { name: "Live preview" })
          .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
        await preview(studioPhone).getByRole("button", { name: "Send Inquiry" }).waitFor();
        await settle(studioPhone);
        await screenshot(studioPhone, "widget-preview-phone");
        await toTop(studioPhone);
      } else {
        await studioPhone.getByRole("region", { name: "Embed code" }).waitFor();
        await settle(studioPhone);
        await screenshot(studioPhone, "widget-embed-phone");
      }
    }
    await phoneStudio.close();

    // A visitor on Sarah's blog, on a phone: another origin entirely.
    pastedSnippet = snippet;
    const visitorContext = await newContext(browser, PHONE);
    const visitor = await visitorContext.newPage();
    await visitor.goto(blogUrl);
    await visitor.getByRole("heading", { name: "Sarah's Wedding Blog" }).waitFor();
    expect(new URL(visitor.url()).origin).not.toBe(baseUrl());
    const form = visitor.getByRole("form", { name: "Let's plan your day" });
    await form.waitFor();
    await settle(visitor);
    await screenshot(visitor, "widget-foreign-phone");
    // The blog's stylesheet doesn't reach into the widget.
    expect(
      await form.getByRole("button", { name: "Send Inquiry" }).evaluate((b) => getComputedStyle(b).fontSize),
    ).toBe("16px");

    // Sending it empty: the messages, and the focus on the first wrong field.
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await form.getByText("First name is required").waitFor();
    await form.getByText("Last name is required").waitFor();
    await form.getByText("Email is required").waitFor();
    expect(
      await form.getByRole("textbox", { name: "First name" }).evaluate((input) => {
        const root = input.getRootNode() as ShadowRoot;
        return root.activeElement === input;
      }),
    ).toBe(true);
    expect(await form.getByRole("textbox", { name: "First name" }).getAttribute("aria-invalid")).toBe("true");
    await settle(visitor);
    await screenshot(visitor, "widget-foreign-errors-phone");
    await expectAccessible(visitor, "widget on a studio's site, with errors");

    await form.getByRole("textbox", { name: "First name" }).fill("Sarah");
    await form.getByRole("textbox", { name: "Last name" }).fill("Johnson");
    await form.getByRole("textbox", { name: "Email" }).fill("sarah.johnson@example.com");
    await form.getByRole("textbox", { name: "Phone" }).fill("(212) 555-0199");
    const date = form.getByLabel("Event date");
    await date.fill("2027-06-12");
    await form.getByLabel("I don't have a date yet").check();
    expect(await date.inputValue()).toBe("");
    expect(await date.isDisabled()).toBe(true);
    await form.getByLabel("I don't have a date yet").uncheck();
    expect(await date.isDisabled()).toBe(false);
    await date.fill("2027-06-12");
    await form.getByRole("combobox", { name: "Type of photography" }).selectOption("WEDDING");
    await form.getByRole("textbox", { name: "Message" }).fill("We're getting married in Central Park!");
    await settle(visitor);
    await screenshot(visitor, "widget-foreign-filled-phone");

    const sent = visitor.waitForResponse((res) => res.url().includes("/api/public/widget/"));
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(new URL(response.url()).origin).toBe(baseUrl());
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    await visitor.getByText("Thank you! Your inquiry has been sent. We'll be in touch soon.").waitFor();
    await settle(visitor);
    await screenshot(visitor, "widget-foreign-success-phone");
    await visitorContext.close();

    // Back in the studio: the lead on the projects list and the pipeline, from the website.
    await page.goto("/projects");
    await page.getByRole("link", { name: "Sarah Johnson Wedding" }).first().waitFor();
    await page.goto("/projects/pipeline");
    await page.getByRole("heading", { name: "Project Pipeline" }).waitFor();
    const inquiry = page.locator("section[data-stage-id]", {
      has: page.getByRole("heading", { name: "Inquiry", exact: true }),
    });
    await inquiry.getByText("Sarah Johnson Wedding").waitFor();
    await settle(page);
    await screenshot(page, "widget-lead-on-pipeline-desktop");

    const clients = (await (await page.request.get("/api/clients")).json()) as {
      id: string;
      firstName: string;
      lastName: string;
      leadSource: string;
    }[];
    const client = clients.find((c) => c.firstName === "Sarah" && c.lastName === "Johnson");
    expect(client?.leadSource).toBe("WEBSITE");
    await page.goto(`/clients/${client!.id}`);
    await page.getByText("sarah.johnson@example.com").first().waitFor();
    await page
      .getByRole("link", { name: /Sarah Johnson Wedding/ })
      .first()
      .click();
    await page.getByText("Lead source").first().waitFor();
    await page.getByText("Website", { exact: true }).first().waitFor();

    // The dashboard: the new lead is in the recent activity.
    await page.goto("/");
    await page
      .getByRole("list", { name: "Recent activity" })
      .getByText("Sarah Johnson Wedding")
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, "widget-lead-on-dashboard-desktop");
    await desktop.close();
  });
});
