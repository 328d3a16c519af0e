/**
 * A wedding paid the way weddings are paid: a euro studio with 20 % VAT sends a proposal with three
 * instalments. The couple signs and pays the first by card on their phone with autopay ticked; the
 * autopay job charges the second on its due date (today, in the studio's morning); the studio records the
 * third as a cheque and refunds part of the card payment. The receipt PDF is opened and read, and the
 * dashboard and the reports must show the money actually kept, at 1280 and 390 px, with no axe violation.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
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
import { call, expectFigure, noSidewaysScroll } from "./support/journey.js";
import { dateIn } from "./support/studio-fixture.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const eur = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(cents / 100);

/** Studios choose a United States zone; the plan's dates are the studio's. */
const ZONE = "America/New_York";

interface Instalment {
  id: string;
  label: string;
  amountCents: number;
  dueDate: string | null;
  paidCents: number;
  status: string;
}

describe("a payment plan", () => {
  it("takes three instalments by card, autopay and cheque, one refund, and shows the money kept", async () => {
    const zone = ZONE;
    const email = uniqueEmail("plan");
    await registerByApi(email, "pw-payment-plan", "Atelier Lumière");
    const desktop = await newContext(browser, DESKTOP, { timezoneId: zone });
    const page = await desktop.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, email, "pw-payment-plan");
    const api = page.request;

    // A euro studio with 20 % VAT.
    await call(api, "put", "/api/photographer", {
      timezone: zone,
      currency: "EUR",
      taxRateBasisPoints: 2000,
      taxLabel: "VAT",
    });
    const coupleEmail = uniqueEmail("lea");
    const client = await call<{ id: string }>(api, "post", "/api/clients", {
      firstName: "Léa",
      lastName: "Martin",
      email: coupleEmail,
      eventDate: "2027-09-18",
      projectType: "WEDDING",
    });

    // 2,500.00 € of coverage + 20 % VAT = 3,000.00 €.
    const proposal = await call<{ id: string; token: string; totalCents: number }>(
      api,
      "post",
      "/api/proposals",
      {
        title: "Martin Wedding",
        clientId: client.id,
        items: [{ name: "Wedding day coverage", qty: 1, unitCents: 250_000 }],
      },
    );
    expect(proposal.totalCents).toBe(300_000);
    // The second instalment fell due yesterday: its 09:00 has passed whatever the hour this runs at.
    const yesterday = dateIn(zone, -1);
    const later = dateIn(zone, 60);
    const schedule = await call<Instalment[]>(api, "put", `/api/proposals/${proposal.id}/schedule`, {
      installments: [
        { label: "Retainer", percentBasisPoints: 3000, dueDate: null },
        { label: "Second payment", percentBasisPoints: 4000, dueDate: yesterday },
        { label: "Final payment", percentBasisPoints: 3000, dueDate: later },
      ],
    });
    expect(schedule.map((i) => i.amountCents)).toEqual([90_000, 120_000, 90_000]);

    // The schedule builder in the editor shows the plan with its amounts.
    await page.goto(`/proposals/new?edit=${proposal.id}`);
    const builder = page.getByRole("region", { name: "Payment schedule" });
    await builder.waitFor();
    await builder.getByText(eur(120_000)).first().waitFor();
    await builder.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "payment-plan-schedule-builder-desktop");

    await call(api, "post", `/api/proposals/${proposal.id}/send`);
    await call(api, "post", `/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Léa Martin",
      signedByEmail: coupleEmail,
    });

    // On the couple's phone: the schedule, autopay ticked, the retainer paid by card.
    const phone = await newContext(browser, PHONE, { timezoneId: zone });
    const couplePage = await phone.newPage();
    await couplePage.emulateMedia({ reducedMotion: "reduce" });
    await couplePage.goto(`/public/proposals/${proposal.token}`);
    const plan = couplePage.getByRole("region", { name: "Payment schedule" });
    await plan.getByText("Final payment").waitFor();
    await plan.scrollIntoViewIfNeeded();
    await settle(couplePage);
    await screenshot(couplePage, "payment-plan-public-schedule-phone");
    await expectAccessible(couplePage, "public payment schedule (phone)");
    await couplePage.getByRole("checkbox", { name: "Pay the remaining instalments automatically" }).check();
    await couplePage.getByRole("button", { name: `Pay Retainer ${eur(90_000)}` }).click();
    await couplePage.waitForURL("**/test-checkout/**");
    await couplePage.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
    await couplePage.getByRole("textbox", { name: "Expiry" }).fill("12 / 34");
    await couplePage.getByRole("textbox", { name: "CVC" }).fill("123");
    await couplePage.getByRole("button", { name: `Pay ${eur(90_000)}` }).click();
    await couplePage.waitForURL(/\/public\/proposals\/[^/?]+\?payment=success/);

    // Saving the card started an autopay run: the overdue second instalment is charged to it.
    const scheduleNow = async () =>
      (await call<{ schedule: Instalment[] }>(api, "get", `/api/proposals/${proposal.id}`)).schedule;
    await expect
      .poll(async () => (await scheduleNow()).map((i) => i.status), { timeout: 30_000, interval: 1_000 })
      .toEqual(["PAID", "PAID", "UPCOMING"]);
    await couplePage.reload();
    await couplePage.getByText(/Autopay is on/).waitFor();

    // The studio records the final payment, a cheque, from the proposal page.
    await page.goto(`/proposals/new?edit=${proposal.id}`);
    await page.getByRole("button", { name: "Record payment" }).click();
    const record = page.getByRole("dialog", { name: "Record payment" });
    await record.getByLabel("Amount").fill("900.00");
    await record.getByLabel("Method").selectOption("CHECK");
    await record.getByRole("button", { name: "Record payment" }).click();
    await record.waitFor({ state: "hidden" });
    await expect
      .poll(async () => (await scheduleNow()).map((i) => i.status))
      .toEqual(["PAID", "PAID", "PAID"]);

    // A refund of 100.00 € of the card payment for the retainer: the confirmation says what the client gets.
    type Payment = { id: string; kind: string; method: string; amountCents: number };
    const payments = await call<Payment[]>(api, "get", `/api/proposals/${proposal.id}/payments`);
    const retainer = payments.find(
      (p) => p.kind === "PAYMENT" && p.amountCents === 90_000 && p.method === "CARD",
    );
    expect(retainer).toBeDefined();
    await page.getByRole("button", { name: `Refund ${eur(90_000)} card payment` }).click();
    const refund = page.getByRole("dialog", { name: /Refund/ });
    await refund.getByLabel("Amount").fill("100.00");
    await refund
      .getByText(new RegExp(`${eur(10_000).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} back`))
      .waitFor();
    await refund.getByRole("button", { name: /^Refund/ }).click();
    await refund.waitFor({ state: "hidden" });
    // The card payment keeps what is left of it on the retainer; the cheque, money tied to no instalment,
    // fills the instalments in due order, so the 100.00 € owed again is the final payment's.
    await expect
      .poll(async () => (await scheduleNow()).map((i) => [i.paidCents, i.status]))
      .toEqual([
        [90_000, "PAID"],
        [120_000, "PAID"],
        [80_000, "UPCOMING"],
      ]);
    await page.reload();
    await page.getByText("Upcoming").first().waitFor();
    await page.getByText("Upcoming").first().scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "payment-plan-proposal-desktop");
    await expectAccessible(page, "studio proposal page with a schedule");

    // The cheque's receipt, from the public page, opened and read.
    const view = await call<{ receipts: { paymentId: string; method: string; amountCents: number }[] }>(
      phone.request,
      "get",
      `/api/public/proposals/${proposal.token}`,
    );
    expect(view.receipts.map((r) => r.method)).toEqual(["CARD", "CARD", "CHECK"]);
    const cheque = view.receipts[2]!;
    await couplePage.reload();
    const link = couplePage.getByRole("link", { name: /Receipt/ }).last();
    expect(await link.getAttribute("href")).toBe(
      `/api/public/proposals/${proposal.token}/receipts/${cheque.paymentId}.pdf`,
    );
    const pdf = await phone.request.get(
      `/api/public/proposals/${proposal.token}/receipts/${cheque.paymentId}.pdf`,
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = await pdf.body();
    fs.mkdirSync(screenshotDir, { recursive: true });
    fs.writeFileSync(path.join(screenshotDir, "payment-plan-cheque-receipt.pdf"), bytes);
    const text = await pdfText(bytes);
    expect(text).toContain("Atelier Lumière");
    expect(text).toContain(eur(90_000));
    expect(text).toMatch(/Cheque|Check/);
    await link.scrollIntoViewIfNeeded();
    await settle(couplePage);
    await screenshot(couplePage, "payment-plan-public-receipts-phone");
    await noSidewaysScroll(couplePage);

    // Kept: 3,000.00 € received less 100.00 € refunded; 100.00 € of the retainer is owed again.
    const kept = 290_000;
    const checkDashboard = async (view: Page, name: string) => {
      await view.goto("/");
      await expectFigure(view, "Revenue (YTD)", eur(kept));
      await expectFigure(view, "Outstanding Balance", eur(10_000));
      await settle(view);
      await noSidewaysScroll(view);
      await screenshot(view, name);
      await expectAccessible(view, name);
    };
    const checkReports = async (view: Page, name: string) => {
      await view.goto("/reports");
      await view.getByRole("heading", { name: "Reports & Analytics" }).waitFor();
      await expectFigure(view, "Total Revenue", eur(kept));
      await expectFigure(view, "Outstanding Balance", eur(10_000));
      await settle(view);
      await noSidewaysScroll(view);
      await screenshot(view, name);
      await expectAccessible(view, name);
    };
    await checkDashboard(page, "payment-plan-dashboard-desktop");
    await checkReports(page, "payment-plan-reports-desktop");
    const studioPhone = await newContext(browser, PHONE, { timezoneId: zone });
    const mobile = await studioPhone.newPage();
    await mobile.emulateMedia({ reducedMotion: "reduce" });
    await signIn(mobile, email, "pw-payment-plan");
    await checkDashboard(mobile, "payment-plan-dashboard-phone");
    await checkReports(mobile, "payment-plan-reports-phone");
    await studioPhone.close();
    await phone.close();
    await desktop.close();
  }, 300_000);
});
