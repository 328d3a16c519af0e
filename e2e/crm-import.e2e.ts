/**
 * Moving over from HoneyBook: a studio uploads the CSV export of its clients and projects, the import
 * recognises it, checks it with a dry run (nothing written) and shows what it will do, then imports
 * the clients with their projects; two rows of one couple give one client with two projects, and a
 * row of a client the studio already has adds its project to that client. The imported wedding waits
 * in the pipeline's Proposal Sent stage. The review step is accessible, at 1280 and 390 px.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe.js";
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
import { call, noSidewaysScroll } from "./support/journey.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A HoneyBook export: the couple on rows 1 and 2, the studio's own client on row 3. */
function honeybookCsv(couple: string, existing: string, tag: string): Buffer {
  const lines = [
    "Full Name,Email,Phone Number,Project Name,Project Type,Project Date,Pipeline Stage,Lead Source",
    `Harper Lane,${couple},(555) 010-2001,Lane Vineyard Wedding,Wedding,9/12/2026,Proposal Sent,Instagram`,
    `Harper Lane,${couple},(555) 010-2001,Lane Engagement Session,Engagement,3/1/2026,Inquiry,Instagram`,
    `Olivia Bennett,${existing},,Bennett Anniversary Portraits,Portrait,,Meeting,Referral`,
    `Noah Park,noah-${tag}@example.com,,Park Family Session,Family,5/5/2025,Completed,Google`,
    `Mia Chen,mia-${tag}@example.com,,Chen Garden Wedding,Wedding,10/10/2026,Planning,Website`,
  ];
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

/** From the clients page to the review step: choose the file, see it recognised, run the check. */
async function reviewImport(page: Page, csv: Buffer, shot?: string) {
  await page.goto("/clients");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import Clients" });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "honeybook-export.csv",
    mimeType: "text/csv",
    buffer: csv,
  });
  await dialog.getByText("Recognised a HoneyBook export").waitFor();
  await dialog.getByText("Projects (optional)").waitFor();
  await dialog.getByText("5 rows are ready to import (5 bring a project).").waitFor();
  if (shot) {
    await settle(page);
    await screenshot(page, shot);
    await expectAccessible(page, "CRM import mapping");
    await dialog.getByLabel("Projects without a type are").scrollIntoViewIfNeeded();
    await screenshot(page, `${shot}-projects`);
  }
  await dialog.getByRole("button", { name: "Check import" }).click();
  await dialog.getByText("Nothing has been imported yet.").waitFor();
  return dialog;
}

const SUMMARY = "3 new clients, 5 projects (1 on a client you already have), 0 rows skipped";

describe("importing from another CRM", () => {
  it("checks a HoneyBook export with a dry run, imports its clients and projects, and shows them in the pipeline", async () => {
    const email = uniqueEmail("crm-import");
    await registerByApi(email, "pw-crm-import-1", "Harbor Light Studio");
    const tag = Date.now().toString(36);
    const couple = `harper-${tag}@example.com`;
    const existing = `olivia-${tag}@example.com`;
    const csv = honeybookCsv(couple, existing, tag);

    // The phone first: its check writes nothing, so the desktop run below sees the same plan.
    const phone = await newContext(browser, PHONE);
    const mobile = await phone.newPage();
    await signIn(mobile, email, "pw-crm-import-1");
    await call(mobile.request, "post", "/api/clients", {
      firstName: "Olivia",
      lastName: "Bennett",
      email: existing,
    });
    const mobileReview = await reviewImport(mobile, csv, "crm-import-mapping-phone");
    await mobileReview.getByText(SUMMARY).waitFor();
    await settle(mobile);
    await noSidewaysScroll(mobile);
    await screenshot(mobile, "crm-import-review-phone");
    await expectAccessible(mobile, "CRM import review (phone)");
    await mobileReview.getByRole("button", { name: "Back" }).click();
    await mobileReview.getByRole("button", { name: "Check import" }).waitFor();
    await phone.close();

    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-crm-import-1");
    const review = await reviewImport(page, csv, "crm-import-mapping-desktop");
    await review.getByText(SUMMARY).waitFor();
    const table = review.getByRole("table");
    await table
      .getByRole("row", { name: /Lane Vineyard Wedding/ })
      .getByText("Proposal Sent")
      .waitFor();
    await table
      .getByRole("row", { name: /Bennett Anniversary Portraits/ })
      .getByText("Existing")
      .waitFor();
    await table
      .getByRole("row", { name: /Bennett Anniversary Portraits/ })
      .getByText("Consultation")
      .waitFor();
    await table
      .getByRole("row", { name: /Park Family Session/ })
      .getByText("Delivered")
      .waitFor();
    await settle(page);
    await screenshot(page, "crm-import-review-desktop");
    await expectAccessible(page, "CRM import review (desktop)");

    await review.getByRole("button", { name: "Import 3 clients and 5 projects" }).click();
    await review.getByText("3 clients and 5 projects created").waitFor();
    await settle(page);
    await screenshot(page, "crm-import-report-desktop");
    await review.getByRole("button", { name: "Done" }).click();

    // One client for the couple's two rows, and the studio's own client not duplicated.
    const clients = await call<{ email: string }[]>(page.request, "get", "/api/clients");
    expect(clients.filter((c) => c.email === couple)).toHaveLength(1);
    expect(clients.filter((c) => c.email === existing)).toHaveLength(1);
    expect(clients).toHaveLength(4);
    const projects = await call<{ title: string }[]>(page.request, "get", "/api/projects");
    expect(projects.map((p) => p.title).sort()).toEqual([
      "Bennett Anniversary Portraits",
      "Chen Garden Wedding",
      "Lane Engagement Session",
      "Lane Vineyard Wedding",
      "Park Family Session",
    ]);

    await page.goto("/projects/pipeline");
    await page.getByRole("heading", { name: "Project Pipeline" }).waitFor();
    const proposalSent = page.locator("section[data-stage-id]", {
      has: page.getByRole("heading", { name: "Proposal Sent", exact: true }),
    });
    await proposalSent.getByText("Lane Vineyard Wedding").waitFor();
    await settle(page);
    await screenshot(page, "crm-import-pipeline-desktop");
    await desktop.close();
  });
});
