/**
 * A contract from attaching to both signatures: the studio attaches its wedding contract to a proposal in
 * the editor and sends it; the couple reads it on a phone (390 px), fills in the contract's own field,
 * draws a signature, ticks the consent and signs; the studio countersigns from the proposal page. Both
 * parties' e-mails carry the signed PDF (read back: the contract, both names, the document's hash), the
 * PDF opens from the proposal page, and the public /verify page accepts it. No axe violation on the way.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../src/server/test/pdf-text.js";
import { expectAccessible } from "./support/axe.js";
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  registerByApi,
  screenshot,
  screenshotDir,
  settle,
  signIn,
  uniqueEmail,
} from "./support/browser.js";
import { call, drawSignature, noSidewaysScroll } from "./support/journey.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ZONE = "America/Chicago";
const SECOND_CONTACT = "Second contact (name and phone)";

interface OutboxMail {
  toAddress: string;
  subject: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
}

describe("a contract", () => {
  it("is attached, signed on a phone, countersigned, and both parties get the signed PDF", async () => {
    const email = uniqueEmail("contract");
    await registerByApi(email, "pw-contracts", "Fern & Field Photography");
    const desktop = await newContext(browser, DESKTOP, { timezoneId: ZONE });
    const page = await desktop.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, email, "pw-contracts");
    const api = page.request;
    await call(api, "put", "/api/photographer", { timezone: ZONE });

    // The Contracts tab of Templates: the starter wedding contract in its editor, with the live preview.
    await page.goto("/templates");
    await page.getByRole("tab", { name: "Contracts" }).click();
    await page.getByRole("button", { name: /Edit Wedding photography agreement/ }).click();
    const editor = page.getByRole("dialog");
    await editor.getByTitle("Contract preview").waitFor();
    await settle(page);
    await screenshot(page, "contracts-template-editor-desktop");
    await expectAccessible(page, "contract template editor");
    await page.keyboard.press("Escape");

    const coupleEmail = uniqueEmail("ines");
    const client = await call<{ id: string }>(api, "post", "/api/clients", {
      firstName: "Inès",
      lastName: "Okafor",
      email: coupleEmail,
      eventDate: "2027-08-21",
      projectType: "WEDDING",
    });
    const proposal = await call<{ id: string; token: string }>(api, "post", "/api/proposals", {
      title: "Okafor Wedding",
      clientId: client.id,
      items: [{ name: "Wedding day coverage", qty: 1, unitCents: 420_000 }],
    });

    // The editor's Contract section: attach the wedding contract, then send.
    await page.goto(`/proposals/new?edit=${proposal.id}`);
    const section = page.getByRole("region", { name: "Contract" });
    await section.getByRole("combobox", { name: "Contract template" }).click();
    await page.getByRole("option", { name: "Wedding photography agreement" }).click();
    await section.getByRole("button", { name: "Attach contract" }).click();
    const attached = section.frameLocator('iframe[title="Contract: Wedding photography agreement"]');
    await attached.getByText("Inès Okafor").first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "contracts-proposal-editor-desktop");
    await expectAccessible(page, "proposal editor with a contract");
    await call(api, "post", `/api/proposals/${proposal.id}/send`);

    // The couple, on a phone: read, fill in, draw, consent, sign.
    const phone = await newContext(browser, PHONE, { timezoneId: ZONE });
    const couple = await phone.newPage();
    await couple.emulateMedia({ reducedMotion: "reduce" });
    await couple.goto(`/public/proposals/${proposal.token}`);
    const frame = couple.frameLocator('iframe[title="Contract: Wedding photography agreement"]');
    await frame.getByText("Inès Okafor").first().waitFor();
    await couple.getByRole("region", { name: "Wedding photography agreement" }).scrollIntoViewIfNeeded();
    await settle(couple);
    await screenshot(couple, "contracts-public-contract-phone");
    await couple.getByRole("textbox", { name: "Full name" }).fill("Inès Okafor");
    await couple.getByRole("button", { name: "Sign Proposal & Contract" }).click();
    await couple.getByText(`${SECOND_CONTACT} is required`).waitFor();
    await couple.getByText("Please tick the box to sign electronically").waitFor();
    await couple.getByRole("textbox", { name: SECOND_CONTACT }).fill("Chidi Okafor, +1 312 555 0142");
    await drawSignature(couple);
    await couple.getByRole("checkbox", { name: /I agree to do business electronically/ }).check();
    await couple.getByRole("button", { name: "Sign Proposal & Contract" }).scrollIntoViewIfNeeded();
    await settle(couple);
    await noSidewaysScroll(couple);
    await screenshot(couple, "contracts-public-signing-phone");
    await expectAccessible(couple, "public proposal, contract signing step");
    await couple.getByRole("button", { name: "Sign Proposal & Contract" }).click();
    await couple.getByText("Signed by Inès Okafor").first().waitFor();
    await couple.getByRole("link", { name: "Download signed contract (PDF)" }).waitFor();
    await settle(couple);
    await expectAccessible(couple, "public proposal, contract signed");

    const clientSigned = await call<{ status: string; html: string }>(
      api,
      "get",
      `/api/proposals/${proposal.id}/contract`,
    );
    expect(clientSigned.status).toBe("CLIENT_SIGNED");
    expect(clientSigned.html).toContain("Chidi Okafor, +1 312 555 0142");

    // The studio countersigns from the proposal page, with a drawn signature.
    await page.goto(`/proposals/new?edit=${proposal.id}`);
    const panel = page.getByRole("region", { name: "Contract" });
    await panel.getByRole("button", { name: "Countersign" }).click();
    const dialog = page.getByRole("dialog", { name: "Countersign the contract" });
    await drawSignature(page);
    await dialog.getByRole("button", { name: "Countersign" }).click();
    await dialog.waitFor({ state: "hidden" });
    await panel.getByText("Completed").first().waitFor();
    await panel
      .getByText(/countersigned/i)
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, "contracts-proposal-completed-desktop");
    await expectAccessible(page, "proposal page, contract completed");

    // Both e-mails carry the signed PDF: the contract, both names and the document's hash.
    const completed = await call<{ documentHash: string }>(
      api,
      "get",
      `/api/proposals/${proposal.id}/contract`,
    );
    const contractMails = async () =>
      (await call<{ messages: OutboxMail[] }>(api, "get", "/api/outbox")).messages.filter((m) =>
        /contract/i.test(m.subject ?? ""),
      );
    await expect
      .poll(async () => (await contractMails()).map((m) => m.toAddress).sort(), { timeout: 30_000 })
      .toEqual([coupleEmail, email].sort());
    for (const mail of await contractMails()) {
      const [file] = mail.attachments;
      expect(file?.contentType).toBe("application/pdf");
      const text = (await pdfText(new Uint8Array(Buffer.from(file!.content, "base64")))).replace(/\s+/g, " ");
      expect(text).toContain("Wedding photography agreement");
      expect(text).toContain("Inès Okafor");
      expect(text).toContain("Fern & Field Photography");
      expect(text).toContain(completed.documentHash);
    }

    // The PDF opens from the proposal page; the public /verify page says it is genuine.
    const download = page.getByRole("link", { name: /Download PDF/ });
    expect(await download.getAttribute("href")).toBe(`/api/proposals/${proposal.id}/contract.pdf`);
    const pdf = await api.get(`/api/proposals/${proposal.id}/contract.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    fs.mkdirSync(screenshotDir, { recursive: true });
    const file = path.join(screenshotDir, "contracts-signed.pdf");
    fs.writeFileSync(file, bytes);

    await couple.goto("/verify");
    await couple.getByLabel("Contract PDF").setInputFiles(file);
    await couple.getByRole("button", { name: "Verify" }).click();
    await couple.getByText("This document is authentic and unchanged").waitFor();
    await settle(couple);
    await screenshot(couple, "contracts-verify-phone");
    await expectAccessible(couple, "verify page");

    // The couple's client portal lists the signed contract with its PDF.
    await call(api, "post", `/api/clients/${client.id}/send-login-link`);
    const invite = (
      await call<{ messages: (OutboxMail & { textBody: string | null })[] }>(api, "get", "/api/outbox")
    ).messages.find((m) => m.toAddress === coupleEmail && /portal/i.test(m.subject ?? ""));
    const login = /https?:\/\/[^\s]+\/client-portal\/login\?token=[\w-]+/.exec(invite?.textBody ?? "")?.[0];
    expect(login, "portal login link in the outbox").toBeTruthy();
    await couple.goto(new URL(login!).pathname + new URL(login!).search);
    const signedContracts = couple.getByRole("region", { name: "Signed contracts" });
    await signedContracts.getByText("Wedding photography agreement").first().waitFor();
    expect(await signedContracts.getByRole("link", { name: /Download PDF/ }).getAttribute("href")).toBe(
      `/api/public/proposals/${proposal.token}/contract.pdf`,
    );
    await signedContracts.scrollIntoViewIfNeeded();
    await settle(couple);
    await noSidewaysScroll(couple);
    await screenshot(couple, "contracts-portal-phone");
    await expectAccessible(couple, "client portal with a signed contract");

    await phone.close();
    await desktop.close();
  }, 300_000);
});
