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

describe("payments", () => {
  it("connects payouts, the couple pays the deposit on a phone, and the photographer is paid out", async () => {
    const email = uniqueEmail("payments");
    await registerByApi(email, "pw-payments", "Saltmarsh Photo Co");
    const desktop = await newContext(browser, DESKTOP);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-payments");

    // Settings → Integrations: connect through the popup's (test) onboarding.
    await page.goto("/settings?tab=integrations");
    await page.getByText("Not Connected").first().waitFor();
    await settle(page);
    await screenshot(page, "settings-integrations-not-connected-desktop");
    const popupPromise = desktop.waitForEvent("page");
    await page.getByRole("button", { name: "Connect Stripe" }).click();
    const popup = await popupPromise;
    await popup.getByRole("button", { name: "Complete setup" }).waitFor();
    await settle(popup);
    await screenshot(popup, "test-onboarding-popup");
    // The popup closes itself as soon as the setup is saved: listen before clicking, not after.
    const closed = popup.waitForEvent("close");
    await popup.getByRole("button", { name: "Complete setup" }).click();
    await closed;
    // Settings polls the account every 3 s and notices the finished onboarding.
    await page.getByText("Stripe Connected!").first().waitFor({ timeout: 15_000 });
    await page.getByText("Active", { exact: true }).first().waitFor();
    await settle(page);
    await screenshot(page, "settings-integrations-active-desktop");

    // A signed proposal with a 25% deposit: $4,000 + 8.25% tax = $4,330.00; deposit $1,082.50.
    const client = (await (
      await page.request.post("/api/clients", {
        data: { firstName: "Noor", lastName: "Haddad", email: uniqueEmail("noor") },
      })
    ).json()) as { id: string };
    const created = await page.request.post("/api/proposals", {
      data: {
        title: "Haddad Wedding",
        clientId: client.id,
        items: [{ name: "Wedding day coverage", qty: 1, unitCents: 400_000 }],
        depositPercent: 25,
      },
    });
    expect(created.status()).toBe(201);
    const proposal = (await created.json()) as {
      id: string;
      token: string;
      totalCents: number;
      depositCents: number;
    };
    expect(proposal.totalCents).toBe(433_000);
    expect(proposal.depositCents).toBe(108_250);
    const sign = await page.request.post(`/api/public/proposals/${proposal.token}/sign`, {
      data: { signedByName: "Noor Haddad", signedByEmail: "noor@example.com" },
    });
    expect(sign.ok()).toBe(true);

    // The couple pays the deposit on a phone.
    const phone = await newContext(browser, PHONE);
    const couple = await phone.newPage();
    await couple.goto(`/public/proposals/${proposal.token}`);
    await couple.getByRole("button", { name: "Pay deposit $1,082.50" }).click();
    await couple.waitForURL("**/test-checkout/**");
    await couple.getByText("Deposit for Haddad Wedding").waitFor();
    await couple.getByText("Test mode").first().waitFor();
    await settle(couple);
    await screenshot(couple, "test-checkout-phone");

    // A declined card says so on the page and records nothing.
    await couple.getByRole("textbox", { name: "Card number" }).fill("4000 0000 0000 0002");
    await couple.getByRole("textbox", { name: "Expiry" }).fill("12 / 34");
    await couple.getByRole("textbox", { name: "CVC" }).fill("123");
    await couple.getByRole("button", { name: "Pay $1,082.50" }).click();
    await couple.getByText("Your card was declined.").waitFor();
    await settle(couple);
    await screenshot(couple, "test-checkout-declined-phone");
    const afterDecline = (await (await page.request.get(`/api/proposals/${proposal.id}`)).json()) as {
      status: string;
    };
    expect(afterDecline.status).toBe("SIGNED");

    await couple.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
    await couple.getByRole("button", { name: "Pay $1,082.50" }).click();
    await couple.waitForURL(/\/public\/proposals\/[^/?]+\?payment=success/);
    await couple.getByText("Payment received").waitFor();
    await couple.getByText("Deposit Paid").first().waitFor();
    // The rest is still owed, and offered.
    await couple.getByRole("button", { name: "Pay in full $3,247.50" }).waitFor();
    await settle(couple);
    await screenshot(couple, "public-proposal-deposit-paid-phone");

    const paid = (await (await page.request.get(`/api/proposals/${proposal.id}`)).json()) as {
      status: string;
    };
    expect(paid.status).toBe("PAID_PARTIAL");

    // The studio sees it: the proposal's status and the earning (5% platform fee: $54.13).
    await page.goto("/proposals");
    await page.getByText("Haddad Wedding").first().waitFor();
    await page.getByText("Deposit Paid").first().waitFor();

    // The proposal's own page lists what was received (and would list a refunded overpayment).
    await page.goto(`/proposals/new?edit=${proposal.id}`);
    const payments = page.getByRole("region", { name: "Payments" });
    await payments.getByText("Received").waitFor();
    await payments.getByText("$1,082.50").waitFor();
    await payments.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, "proposal-payments-desktop");

    await page.goto("/earnings");
    await page.getByRole("heading", { name: "Earnings", exact: true }).first().waitFor();
    await page.getByText("$1,028.37").first().waitFor();
    await settle(page);
    await screenshot(page, "earnings-desktop");

    await page.getByRole("button", { name: "Request Payout" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Amount" }).fill("2000");
    await dialog.getByRole("button", { name: "Confirm Payout" }).click();
    await page.getByText("Insufficient Balance").first().waitFor();
    await dialog.getByRole("textbox", { name: "Amount" }).fill("500");
    await settle(page);
    await screenshot(page, "earnings-payout-dialog-desktop");
    await dialog.getByRole("button", { name: "Confirm Payout" }).click();
    await page.getByText("Payout Created").first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    const balance = (await (await page.request.get("/api/stripe-connect/balance")).json()) as {
      availableCents: number;
    };
    expect(balance.availableCents).toBe(102_837 - 50_000);
    await page.getByRole("tab", { name: "Payouts" }).click();
    await page.getByText("$500.00").first().waitFor();
    await settle(page);
    await screenshot(page, "earnings-payouts-desktop");

    // The same screen on a phone.
    const phonePage = await phone.newPage();
    await signIn(phonePage, email, "pw-payments");
    await phonePage.goto("/earnings");
    await phonePage.getByText("$1,028.37").first().waitFor();
    await settle(phonePage);
    await screenshot(phonePage, "earnings-phone");

    await desktop.close();
    await phone.close();
  });

  it("/checkout pays an amount with the test card, and refuses to start without one", async () => {
    const email = uniqueEmail("checkout");
    await registerByApi(email, "pw-checkout", "Checkout Studio");
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signIn(page, email, "pw-checkout");

    await page.goto("/checkout");
    await page.getByText("No payment amount specified").first().waitFor();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/checkout?amount=150");
    await page.getByText("$150.00").first().waitFor();
    await page.getByRole("textbox", { name: "Card number" }).fill("4000000000000002");
    await page.getByRole("textbox", { name: "Expiry" }).fill("0130");
    await page.getByRole("textbox", { name: "CVC" }).fill("999");
    await page.getByRole("button", { name: "Pay $150.00" }).click();
    await page.getByText("Payment Failed").first().waitFor();
    await settle(page);
    await screenshot(page, "checkout-declined-phone");

    await page.getByRole("textbox", { name: "Card number" }).fill("4242424242424242");
    await page.getByRole("button", { name: "Pay $150.00" }).click();
    await page.getByText("Payment Successful").first().waitFor();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/payment-success?redirect_status=succeeded");
    await page.getByRole("heading", { name: "Payment Successful" }).waitFor();
    await context.close();
  });
});
