import type { Browser } from "playwright-core";
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("archiving instead of deleting money records", () => {
  it("refuses to delete a signed proposal and its client, archives both, and brings the client back", async () => {
    const email = uniqueEmail("archive");
    await registerByApi(email, "pw-archive", "Cedar Lane Photo");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-archive");

    const client = (await (
      await page.request.post("/api/clients", {
        data: { firstName: "Nora", lastName: "Vale", email: uniqueEmail("nora") },
      })
    ).json()) as { id: string };
    const proposal = (await (
      await page.request.post("/api/proposals", {
        data: {
          title: "Vale Wedding",
          clientId: client.id,
          items: [{ name: "Full-day coverage", qty: 1, unitCents: 420_000 }],
        },
      })
    ).json()) as { id: string; token: string };
    // The couple signs: from now on the proposal is a contract, kept with its client.
    const signed = await page.request.post(`/api/public/proposals/${proposal.token}/sign`, {
      data: { signedByName: "Nora Vale", signedByEmail: "nora@example.com", signatureImageUrl: null },
    });
    expect(signed.status()).toBe(200);

    // Delete on the proposals list is refused, and the dialog offers Archive.
    await page.goto("/proposals");
    await page.getByRole("button", { name: "Delete Vale Wedding" }).click();
    let dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Delete proposal" }).click();
    await dialog.getByRole("heading", { name: "Archive proposal instead?" }).waitFor();
    await expect(dialog.getByRole("alert").textContent()).resolves.toMatch(/Archive it instead/);
    await settle(page);
    await screenshot(page, "proposal-delete-refused-desktop");
    await dialog.getByRole("button", { name: "Archive proposal" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "All Proposals (0)" }).waitFor();

    await page.getByRole("button", { name: "Show archived" }).click();
    await page.getByRole("heading", { name: "Archived Proposals (1)" }).waitFor();
    await page.getByRole("button", { name: "Unarchive Vale Wedding" }).waitFor();
    await settle(page);
    await screenshot(page, "proposals-archived-desktop");
    await expectAccessible(page, "archived proposals");

    // The proposal's own page still opens, and offers Unarchive.
    await page.goto(`/proposals/new?edit=${proposal.id}`);
    await page.getByRole("heading", { name: "Edit Proposal (archived)" }).waitFor();
    await page.getByRole("heading", { name: "This proposal is signed" }).waitFor();
    await page.getByRole("button", { name: "Unarchive" }).waitFor();
    await settle(page);
    await screenshot(page, "proposal-archived-desktop");

    // The client: Delete is refused too (their proposal is signed), Archive takes them off the list.
    await page.goto("/clients");
    await page.getByRole("button", { name: "Actions for Nora Vale" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Delete client" }).click();
    await dialog.getByRole("heading", { name: "Archive Nora Vale instead?" }).waitFor();
    await settle(page);
    await screenshot(page, "client-delete-refused-desktop");
    await dialog.getByRole("button", { name: "Archive client" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "All Clients (0)" }).waitFor();
    await page.getByRole("button", { name: "Show archived" }).click();
    await page.getByRole("heading", { name: "Archived Clients (1)" }).waitFor();
    await settle(page);
    await screenshot(page, "clients-archived-desktop");

    // The client's page still opens, says Archived, and Unarchive brings them back to the list.
    await page.goto(`/clients/${client.id}`);
    await page.getByRole("heading", { name: /Nora Vale\s*Archived/ }).waitFor();
    await page.getByText("Vale Wedding").first().waitFor();
    await settle(page);
    await screenshot(page, "client-archived-desktop");
    await expectAccessible(page, "archived client");

    const phone = await newContext(browser, PHONE);
    const phonePage = await phone.newPage();
    await signIn(phonePage, email, "pw-archive");
    await phonePage.goto(`/clients/${client.id}`);
    await phonePage.getByRole("button", { name: "Unarchive" }).waitFor();
    await settle(phonePage);
    await screenshot(phonePage, "client-archived-phone");
    await phonePage.goto("/proposals");
    await phonePage.getByRole("button", { name: "Show archived" }).click();
    await phonePage.getByRole("heading", { name: "Archived Proposals (1)" }).waitFor();
    await settle(phonePage);
    await screenshot(phonePage, "proposals-archived-phone");

    await page.getByRole("button", { name: "Unarchive" }).click();
    await page.getByRole("heading", { name: "Nora Vale", exact: true }).waitFor();
    await page.goto("/clients");
    await page.getByRole("heading", { name: "All Clients (1)" }).waitFor();

    await desktop.close();
    await phone.close();
  });
});
