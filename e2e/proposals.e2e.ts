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
import { drawSignature } from "./support/journey.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ProposalJson {
  id: string;
  title: string;
  status: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  packageId: string | null;
  signedByName: string | null;
  signature: {
    email: string | null;
    ip: string | null;
    userAgent: string | null;
    imageUrl: string | null;
  } | null;
  sentAt: string | null;
}

describe("proposals", () => {
  it("builds a proposal from a package, sends it, and the couple signs it on a phone", async () => {
    const email = uniqueEmail("proposals");
    await registerByApi(email, "pw-proposals", "Juniper Light Studio");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-proposals");

    const coupleEmail = uniqueEmail("maya");
    const created = await page.request.post("/api/clients", {
      data: { firstName: "Maya", lastName: "Chen", email: coupleEmail },
    });
    expect(created.status()).toBe(201);
    const client = (await created.json()) as { id: string };

    // A package made in the studio UI: two items.
    await page.goto("/packages");
    await page.getByRole("heading", { name: "Packages", exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Create Package" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Golden Day Collection");
    await dialog.getByRole("textbox", { name: "Base price ($)" }).fill("4200");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await dialog.getByRole("textbox", { name: "Item 1 title" }).fill("Full-day coverage");
    await dialog.getByRole("spinbutton", { name: "Item 1 quantity" }).fill("1");
    await dialog.getByRole("textbox", { name: "Item 1 unit price" }).fill("0");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await dialog.getByRole("textbox", { name: "Item 2 title" }).fill("Heirloom album");
    await dialog.getByRole("spinbutton", { name: "Item 2 quantity" }).fill("2");
    await dialog.getByRole("textbox", { name: "Item 2 unit price" }).fill("312.5");
    await settle(page);
    await screenshot(page, "packages-create-desktop");
    await dialog.getByRole("button", { name: "Create Package" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Golden Day Collection").first().waitFor();
    await settle(page);
    await screenshot(page, "packages-desktop");

    // The proposal: the client comes from the query, the items from the package.
    await page.goto(`/proposals/new?clientId=${client.id}`);
    await page.getByRole("textbox", { name: "Title" }).fill("Chen Wedding Proposal");
    await page.getByRole("combobox", { name: "Import package" }).click();
    await page.getByRole("option", { name: /Golden Day Collection/ }).click();
    // SPEC §9: one package line at the base price, then the package's own items.
    await expect
      .poll(() => page.getByRole("textbox", { name: "Item 1 name" }).inputValue())
      .toBe("Golden Day Collection");
    await expect
      .poll(() => page.getByRole("textbox", { name: "Item 3 name" }).inputValue())
      .toBe("Heirloom album");
    // 4,200 + 0 + 2 x 312.50 = 4,825.00; tax 8.25% = 398.0625, rounded to 398.06; total 5,223.06.
    await page.getByText("$5,223.06").first().waitFor();
    await settle(page);
    await screenshot(page, "proposal-new-desktop");
    await page.getByRole("button", { name: "Create Proposal" }).click();
    await page.waitForURL("**/proposals");
    await page.getByText("Chen Wedding Proposal").first().waitFor();

    const list = (await (await page.request.get("/api/proposals")).json()) as ProposalJson[];
    const listed = list.find((p) => p.title === "Chen Wedding Proposal");
    expect(listed).toBeDefined();
    const proposalId = listed!.id;
    const saved = (await (await page.request.get(`/api/proposals/${proposalId}`)).json()) as ProposalJson;
    expect(saved.subtotalCents).toBe(482_500);
    expect(saved.taxCents).toBe(39_806);
    expect(saved.totalCents).toBe(522_306);
    expect(saved.packageId).not.toBeNull();

    await page.getByRole("button", { name: "Send Chen Wedding Proposal" }).first().click();
    await page.getByText(/sent/i).first().waitFor();
    await expect
      .poll(async () => {
        const p = (await (await page.request.get(`/api/proposals/${proposalId}`)).json()) as ProposalJson;
        return p.sentAt !== null;
      })
      .toBe(true);
    await page.getByRole("button", { name: "Resend Chen Wedding Proposal" }).first().waitFor();
    await settle(page);
    await screenshot(page, "proposals-desktop");

    // The link arrives by e-mail: read it from the development outbox.
    await page.goto("/outbox");
    await page.getByText("Juniper Light Studio sent you a proposal: Chen Wedding Proposal").first().click();
    await page.waitForTimeout(200);
    const outboxText = await page.locator("body").innerText();
    const link = /https?:\/\/[^\s]+\/public\/proposals\/[\w-]+/.exec(outboxText)?.[0];
    expect(link, "proposal link in the outbox").toBeTruthy();

    // The couple opens it on a phone.
    const phone = await newContext(browser, PHONE);
    const couple = await phone.newPage();
    await couple.goto(new URL(link!).pathname);
    await couple.getByRole("heading", { name: "Chen Wedding Proposal" }).first().waitFor();
    await couple.getByText("Juniper Light Studio").first().waitFor();
    await couple.getByText("Heirloom album").first().waitFor();
    await couple.getByText("$5,223.06").first().waitFor();
    await settle(couple);
    await screenshot(couple, "public-proposal-phone");
    await expectAccessible(couple, "public proposal");

    // Signing without a signature is refused on the page.
    await couple.getByRole("textbox", { name: "Full name" }).fill("Maya Chen");
    await couple.getByRole("button", { name: "Sign Proposal" }).click();
    await couple.getByText("Please add your signature").waitFor();

    await drawSignature(couple);
    await expect.poll(() => couple.getByText("Please add your signature").count()).toBe(0);
    await expect(couple.getByRole("textbox", { name: "Email" }).inputValue()).resolves.toBe(coupleEmail);
    await settle(couple);
    await screenshot(couple, "public-proposal-signing-phone");
    await expectAccessible(couple, "public proposal, signature drawn");

    await couple.getByRole("button", { name: "Sign Proposal" }).click();
    await couple.getByText("Signed by Maya Chen").first().waitFor();
    await expect.poll(() => couple.getByRole("button", { name: "Sign Proposal" }).count()).toBe(0);
    // The page glides back to the top to show the signed banner; shoot once it is there.
    await couple.waitForFunction(() => window.scrollY === 0);
    await settle(couple);
    await screenshot(couple, "public-proposal-signed-phone");
    await expectAccessible(couple, "public proposal, signed");

    const signed = (await (await page.request.get(`/api/proposals/${proposalId}`)).json()) as ProposalJson;
    expect(signed.status).toBe("SIGNED");
    expect(signed.signedByName).toBe("Maya Chen");
    expect(signed.signature?.imageUrl).toMatch(/^data:image\/png;base64,/);
    expect(signed.signature?.email).toBe(coupleEmail);
    expect(signed.signature?.userAgent).toBeTruthy();
    expect(signed.signature?.ip).toBeTruthy();

    // The photographer's copy is locked and keeps the signature record.
    await page.goto(`/proposals/new?edit=${proposalId}`);
    await page.getByRole("heading", { name: "This proposal is signed" }).waitFor();
    await page.getByRole("img", { name: "Signature of Maya Chen" }).waitFor();
    await settle(page);
    await screenshot(page, "proposal-signed-record-desktop");

    // Reloading shows the signed state, never the form again; a second signature is refused.
    await couple.reload();
    await couple.getByText("Signed by Maya Chen").first().waitFor();
    const again = await couple.request.post(
      `${new URL(link!).pathname.replace("/public/", "/api/public/")}/sign`,
      {
        data: { signedByName: "Someone Else", signedByEmail: "else@example.com", signatureImageUrl: null },
      },
    );
    expect(again.status()).toBe(409);

    await desktop.close();
    await phone.close();
  });
});
