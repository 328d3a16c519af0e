/**
 * Every page of the app through axe-core (WCAG 2.1 A and AA; serious and critical violations fail):
 * each studio route in src/client/studio-routes.ts with real data behind it, the settings and widget
 * tabs, two dialogs, and every page a client or visitor meets, at desktop width and on a phone. The
 * journey keeps going after a failing page and reports them all at the end, so that one run shows
 * everything to fix. Content-Security-Policy violations the browser reports are collected too.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioRoutes } from "../src/client/studio-routes.js";
import { axeViolations, formatViolations } from "./support/axe.js";
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
import { createStudioFixture, type StudioFixture } from "./support/studio-fixture.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const failures: string[] = [];
const cspViolations: string[] = [];
let checked = 0;

/** Loaded: no request for half a second, no skeleton or busy region left, no animation running. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]'), null, {
      timeout: 5_000,
    })
    .catch(() => {});
  // Spinners and pulses run for ever; the entrances (dialogs, toasts, fades) are what must finish.
  await Promise.race([settle(page), page.waitForTimeout(3_000)]);
}

const verbose = Boolean(process.env.A11Y_VERBOSE);

async function audit(page: Page, label: string): Promise<void> {
  const started = Date.now();
  await settled(page);
  const loaded = Date.now();
  checked += 1;
  const violations = await axeViolations(page);
  if (verbose) {
    console.log(`${label}: settled in ${loaded - started} ms, axe in ${Date.now() - loaded} ms`);
    if (violations.length > 0) console.log(formatViolations(label, violations));
  }
  if (violations.length > 0) {
    failures.push(formatViolations(`${label} (${new URL(page.url()).pathname})`, violations));
  }
  if (violations.length > 0 || verbose)
    await screenshot(page, `a11y-${label.replace(/[^\w-]+/g, "-").toLowerCase()}`);
}

function watchCsp(context: BrowserContext): void {
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      cspViolations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
    }
  });
}

/** A studio route pattern with the fixture's ids in it. */
function concretePath(pattern: string, data: StudioFixture): string {
  const ids: Record<string, string> = {
    "/clients/:id": data.clientId,
    "/projects/:id": data.projectId,
    "/drip-campaigns/custom/:id": data.dripCampaignId,
  };
  if (!pattern.includes(":")) return pattern;
  const id = ids[pattern];
  if (!id) throw new Error(`a11y.e2e.ts: give ${pattern} an id from the fixture so that it is checked`);
  return pattern.replace(/:\w+/, id);
}

async function heading(page: Page): Promise<void> {
  try {
    await page.locator("h1").first().waitFor();
  } catch (error) {
    await screenshot(page, "a11y-no-heading");
    throw error;
  }
}

describe("accessibility", () => {
  it("finds no serious or critical axe violation on any page, at desktop and phone widths", async () => {
    const email = uniqueEmail("a11y");
    await registerByApi(email, "pw-a11y-check", "Juniper Light Studio");
    const desktop = await newContext(browser, DESKTOP);
    watchCsp(desktop);
    const page = await desktop.newPage();
    await signIn(page, email, "pw-a11y-check");
    const data = await createStudioFixture(page.request);

    // Every studio route, with data on it.
    for (const { path } of studioRoutes) {
      await page.goto(concretePath(path, data));
      await heading(page);
      await audit(page, `studio ${path}`);
    }

    // Sections inside pages: the settings tabs (each has its own address), the widget's and earnings' tabs.
    for (const tab of ["branding", "email", "automation", "security", "integrations"]) {
      await page.goto(`/settings?tab=${tab}`);
      await page.getByRole("tab", { selected: true }).first().waitFor();
      await audit(page, `settings ${tab}`);
    }
    await page.goto("/widget-generator");
    for (const tab of ["Customize & Preview", "Get Embed Code"]) {
      await page.getByRole("tab", { name: tab }).click();
      await audit(page, `widget generator ${tab}`);
    }
    await page.goto("/earnings");
    await page.getByRole("tab", { name: "Payouts" }).click();
    await audit(page, "earnings payouts");
    // The payment pages: a card checkout, the provider's return page, and the test provider's onboarding.
    await page.goto("/checkout?amount=150");
    await heading(page);
    await audit(page, "checkout");
    await page.goto("/payment-success");
    await heading(page);
    await audit(page, "payment success");
    await page.goto("/payment-success?redirect_status=failed");
    await heading(page);
    await audit(page, "payment failed");
    const origin = new URL(page.url()).origin;
    await page.request.post("/api/stripe-connect/create-account", { headers: { origin } });
    const onboarding = await page.request.post("/api/stripe-connect/create-onboarding-link", {
      headers: { origin },
      data: {
        returnUrl: `${origin}/settings?tab=integrations`,
        refreshUrl: `${origin}/settings?tab=integrations`,
      },
    });
    const { url: onboardingUrl } = (await onboarding.json()) as { url: string };
    await page.goto(new URL(onboardingUrl).pathname + new URL(onboardingUrl).search);
    await heading(page);
    await audit(page, "test onboarding");

    await page.goto(`/proposals/new?clientId=${data.clientId}&projectId=${data.projectId}`);
    await heading(page);
    await audit(page, "new proposal for a client");
    await page.goto("/projects/pipeline");
    await page.getByRole("button", { name: "Manage Stages" }).first().click();
    await page.getByRole("dialog").waitFor();
    await audit(page, "manage stages dialog");

    // Two dialogs.
    await page.goto("/clients");
    await heading(page);
    await page
      .getByRole("button", { name: /Add Client/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    await audit(page, "add client dialog");
    await page.goto("/packages");
    await heading(page);
    await page.getByRole("button", { name: "Create Package" }).first().click();
    await page.getByRole("dialog").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Add Item" }).click();
    await audit(page, "create package dialog");

    // The studio on a phone: the dashboard and the menu sheet.
    const phoneStudio = await newContext(browser, PHONE);
    watchCsp(phoneStudio);
    const phonePage = await phoneStudio.newPage();
    await signIn(phonePage, email, "pw-a11y-check");
    await heading(phonePage);
    await audit(phonePage, "phone dashboard");
    await phonePage
      .getByRole("button", { name: /menu|sidebar/i })
      .first()
      .click();
    await phonePage.getByRole("dialog").waitFor();
    await audit(phonePage, "phone navigation sheet");
    await phoneStudio.close();

    // What clients and visitors see, on a desktop and on a phone.
    const publicPages: [label: string, path: string, ready: (p: Page) => Promise<unknown>][] = [
      ["proposal to sign", `/public/proposals/${data.proposalToken}`, heading],
      ["signed proposal", `/public/proposals/${data.signedProposalToken}`, heading],
      ["proposal not found", "/public/proposals/not-a-real-token", heading],
      ["booking calendar", `/booking/calendar/${data.publicToken}`, heading],
      ["booking confirmation", `/public/booking/${data.bookingToken}`, heading],
      ["booking not found", "/public/booking/not-a-real-token", heading],
      ["portal login without a link", "/client-portal/login", heading],
      ["unsubscribe (expired link)", "/api/public/drip/unsubscribe/not-a-real-token", heading],
      ["login", "/login", heading],
      ["register", "/register", heading],
      ["page not found", "/no-such-page", heading],
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      const size = viewport === PHONE ? "phone" : "desktop";
      const visitor = await newContext(browser, viewport);
      watchCsp(visitor);
      const tab = await visitor.newPage();
      for (const [label, path, ready] of publicPages) {
        await tab.goto(path);
        await ready(tab);
        await audit(tab, `${size} ${label}`);
      }

      // The calendar's booking dialog: a day, a time, then the form.
      await tab.goto(`/booking/calendar/${data.publicToken}`);
      await heading(tab);
      await settled(tab);
      const slot = tab.getByRole("button", { name: /^\d{2}:\d{2}/ }).first();
      if ((await slot.count()) === 0) {
        await tab.getByRole("gridcell").getByRole("button", { disabled: false }).last().click();
      }
      await slot.waitFor();
      await audit(tab, `${size} booking calendar with times`);
      await slot.click();
      await tab.getByRole("dialog").waitFor();
      await audit(tab, `${size} booking dialog`);

      // Paying the signed proposal: the test checkout.
      await tab.goto(`/public/proposals/${data.signedProposalToken}`);
      await heading(tab);
      await tab.getByRole("button", { name: /Pay/ }).first().click();
      await tab.waitForURL((url) => !url.pathname.startsWith("/public/proposals/"));
      await heading(tab);
      await audit(tab, `${size} checkout`);

      // The client portal and its questionnaire, signed in by a fresh link.
      const link = await page.request.post(`/api/clients/${data.clientId}/send-login-link`, {
        headers: { origin: new URL(page.url()).origin },
      });
      const { loginUrl } = (await link.json()) as { loginUrl: string };
      const login = new URL(loginUrl);
      await tab.goto(`${login.pathname}${login.search}`);
      await tab.waitForURL((url) => url.pathname === "/client-portal");
      await heading(tab);
      await audit(tab, `${size} client portal`);
      await tab.goto(`${login.pathname}${login.search}`);
      await heading(tab);
      await audit(tab, `${size} portal link already used`);
      const portal = (await (await tab.request.get("/api/client-portal")).json()) as {
        questionnaires: { id: string }[];
      };
      const questionnaire = portal.questionnaires[0];
      expect(questionnaire, "the fixture assigns a questionnaire").toBeDefined();
      await tab.goto(`/client-portal/questionnaires/${questionnaire!.id}`);
      await heading(tab);
      await tab.getByRole("button", { name: "Submit answers" }).click();
      await audit(tab, `${size} questionnaire with errors`);
      await visitor.close();
    }
    await desktop.close();

    expect(checked).toBeGreaterThan(60);
    if (failures.length > 0) throw new Error(`\n${failures.join("\n\n")}\n`);
    expect(cspViolations, cspViolations.join("\n")).toEqual([]);
  }, 480_000);
});
