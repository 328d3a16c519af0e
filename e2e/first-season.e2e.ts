/**
 * A photographer's first season, as the walk-through did it, on a fresh studio (not the demo): brand
 * colours, the starter automations from the getting-started card, two inquiries from the website widget
 * (the second one the same person in other letter case), a consultation booked on the public calendar,
 * a proposal sent, signed and paid in two payments on the couple's phone, and then the dashboard and the
 * reports at 1280 and 390 px, whose figures must be the money the studio actually received.
 */
import type { APIRequestContext, Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { call, expectFigure, type Json, noSidewaysScroll } from "./support/journey.js";
import { dateIn } from "./support/studio-fixture.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ZONE = "America/Los_Angeles";
const BRAND = { primary: "#7c3aed", secondary: "#0f766e" };
const usd = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** A lead from the widget on the studio's own website: a plain cross-site POST, no session. */
async function inquire(publicToken: string, lead: Json): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/public/widget/${publicToken}/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://www.example-studio-site.com" },
    body: JSON.stringify(lead),
  });
  if (res.status !== 201) throw new Error(`lead: ${res.status} ${await res.text()}`);
}

/** Pays through the test checkout that a pay button leads to. */
async function payByApi(request: APIRequestContext, token: string, mode: "DEPOSIT" | "FULL"): Promise<void> {
  const { url } = await call<{ url: string }>(request, "post", `/api/public/proposals/${token}/pay`, {
    mode,
  });
  const sessionId = new URL(url, baseUrl()).pathname.split("/").pop();
  await call(request, "post", `/api/test-checkout/${sessionId}/pay`, {
    cardNumber: "4242 4242 4242 4242",
    expiry: "12 / 34",
    cvc: "123",
  });
}

/** What the studio has "sent" so far, from the development outbox. */
async function mail(request: APIRequestContext) {
  type Message = { toAddress: string; subject: string | null; textBody: string | null };
  return (await call<{ messages: Message[] }>(request, "get", "/api/outbox")).messages;
}

describe("a first season", () => {
  it("takes a fresh studio from its first inquiry to a paid wedding, with figures that match the money", async () => {
    const email = uniqueEmail("season");
    await registerByApi(email, "pw-first-season", "Juniper & Vale Photography");
    const desktop = await newContext(browser, DESKTOP, { timezoneId: ZONE });
    const page = await desktop.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, email, "pw-first-season");
    const api = page.request;

    // Settings: the studio's time zone and brand colours.
    await call(api, "put", "/api/photographer", {
      timezone: ZONE,
      brandPrimary: BRAND.primary,
      brandSecondary: BRAND.secondary,
    });
    const studio = await call<{ publicToken: string }>(api, "get", "/api/photographer");

    // The getting-started card adds the starter automations in one click.
    await page.goto("/");
    await page.getByRole("heading", { name: "Getting started" }).waitFor();
    await page.getByRole("button", { name: "Add starter automations" }).click();
    await expect
      .poll(async () => (await call<unknown[]>(api, "get", "/api/automations")).length, { timeout: 10_000 })
      .toBeGreaterThan(0);

    // Two inquiries from the website: the same couple, the second time in other letter case.
    const coupleEmail = uniqueEmail("maya");
    await inquire(studio.publicToken, {
      firstName: "Maya",
      lastName: "Lopez",
      email: coupleEmail.toUpperCase(),
      eventDate: "2027-06-12",
      projectType: "WEDDING",
      message: "We're getting married at Juniper Ridge!",
    });
    await inquire(studio.publicToken, {
      firstName: "Maya",
      lastName: "Lopez",
      email: coupleEmail,
      projectType: "WEDDING",
      message: "Just checking you got our note.",
    });
    const clients = await call<{ id: string; email: string }[]>(api, "get", "/api/clients");
    const couple = clients.filter((c) => c.email.toLowerCase() === coupleEmail);
    expect(couple).toHaveLength(1);
    const clientId = couple[0]!.id;
    const projects = await call<{ id: string; clientId: string; eventDate: string | null }[]>(
      api,
      "get",
      "/api/projects",
    );
    const theirs = projects.filter((p) => p.clientId === clientId);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.eventDate).toBe("2027-06-12");
    const projectId = theirs[0]!.id;

    // The wedding date the couple typed into the widget is on their client page.
    await page.goto(`/clients/${clientId}`);
    await page.getByRole("heading", { name: "Maya Lopez" }).first().waitFor();
    await page.getByText("June 12, 2027").first().waitFor();
    expect(await page.getByText("No date set").count()).toBe(0);

    // They book a consultation on the public calendar (hours every day, a slot two days ahead).
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
      await call(api, "post", "/api/availability/templates", {
        dayOfWeek,
        startTime: "09:00",
        endTime: "17:00",
        isEnabled: true,
      });
    }
    const day = dateIn(ZONE, 2);
    const { slots } = await call<{ slots: { id: string; isAvailable: boolean }[] }>(
      api,
      "get",
      `/api/public/booking/calendar/${studio.publicToken}/slots/${day}`,
    );
    const slot = slots.find((s) => s.isAvailable);
    expect(slot).toBeDefined();
    await call(api, "post", `/api/public/booking/calendar/${studio.publicToken}/book/${day}/${slot!.id}`, {
      clientName: "Maya Lopez",
      clientEmail: coupleEmail,
      bookingNotes: "A call about our June wedding.",
    });

    // The proposal for their wedding: $4,000 + 8.25 % tax = $4,330.00, a 25 % deposit of $1,082.50.
    const proposal = await call<{ id: string; token: string; totalCents: number; depositCents: number }>(
      api,
      "post",
      "/api/proposals",
      {
        title: "Lopez Wedding",
        clientId,
        projectId,
        items: [{ name: "Wedding day coverage", qty: 1, unitCents: 400_000 }],
        depositPercent: 25,
      },
    );
    expect([proposal.totalCents, proposal.depositCents]).toEqual([433_000, 108_250]);
    await call(api, "post", `/api/proposals/${proposal.id}/send`);
    await call(api, "post", `/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Maya Lopez",
      signedByEmail: coupleEmail,
    });

    // On the couple's phone: the proposal in the studio's colours; they pay the deposit by card.
    const phone = await newContext(browser, PHONE, { timezoneId: ZONE });
    const couplePage = await phone.newPage();
    await couplePage.emulateMedia({ reducedMotion: "reduce" });
    await couplePage.goto(`/public/proposals/${proposal.token}`);
    await couplePage.getByRole("button", { name: "Pay deposit $1,082.50" }).click();
    await couplePage.waitForURL("**/test-checkout/**");
    await couplePage.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
    await couplePage.getByRole("textbox", { name: "Expiry" }).fill("12 / 34");
    await couplePage.getByRole("textbox", { name: "CVC" }).fill("123");
    await couplePage.getByRole("button", { name: "Pay $1,082.50" }).click();
    await couplePage.waitForURL(/\/public\/proposals\/[^/?]+\?payment=success/);
    await couplePage.getByText("Deposit Paid").first().waitFor();
    await couplePage.getByRole("button", { name: "Pay in full $3,247.50" }).waitFor();
    expect(await couplePage.getByText("Deposit due now").count()).toBe(0);
    const header = couplePage.locator("header").first();
    expect(await header.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe("rgb(124, 58, 237)");
    await settle(couplePage);
    await screenshot(couplePage, "first-season-public-proposal-phone");

    // The balance a few weeks later.
    await payByApi(phone.request, proposal.token, "FULL");
    await couplePage.goto(`/public/proposals/${proposal.token}`);
    await couplePage.getByText("Paid in Full").first().waitFor();
    expect(await couplePage.getByRole("button", { name: /^Pay / }).count()).toBe(0);
    await noSidewaysScroll(couplePage);

    // Each payment sent the couple a receipt (through the job queue, so a moment later).
    const receipts = async () =>
      (await mail(api))
        .filter((m) => m.toAddress.toLowerCase() === coupleEmail && /^Receipt:/.test(m.subject ?? ""))
        .map((m) => m.subject)
        .sort();
    await expect
      .poll(receipts, { timeout: 10_000 })
      .toEqual([
        "Receipt: $1,082.50 paid to Juniper & Vale Photography",
        "Receipt: $3,247.50 paid to Juniper & Vale Photography",
      ]);

    // The starter automations moved the card along as the proposal was sent, signed and paid.
    const stages = await call<{ id: string; name: string }[]>(api, "get", "/api/stages?projectType=WEDDING");
    const moved = await call<{ stageId: string }>(api, "get", `/api/projects/${projectId}`);
    expect(stages.find((s) => s.id === moved.stageId)?.name).toMatch(/^pre[\s-]?event$/i);

    // What the studio received, from the payments themselves: the figures below must say the same.
    const received = await call<{ receivedCents: number; payments: number }>(
      api,
      "get",
      "/api/stripe-connect/revenue",
    );
    expect(received).toEqual({ receivedCents: 433_000, payments: 2 });
    const totalClients = (await call<unknown[]>(api, "get", "/api/clients")).length;

    const checkDashboard = async (view: Page, name: string) => {
      await view.goto("/");
      await expectFigure(view, "Revenue (YTD)", usd(received.receivedCents));
      await expectFigure(view, "Booked This Month", "1");
      await expectFigure(view, "Outstanding Balance", usd(0));
      await settle(view);
      await noSidewaysScroll(view);
      await screenshot(view, name);
    };
    const checkReports = async (view: Page, name: string) => {
      await view.goto("/reports");
      await view.getByRole("heading", { name: "Reports & Analytics" }).waitFor();
      await expectFigure(view, "Total Revenue", usd(received.receivedCents));
      await expectFigure(view, "Total Clients", String(totalClients));
      await expectFigure(view, "Projects This Month", "1");
      await expectFigure(view, "Outstanding Balance", usd(0));
      await view.getByText(`${usd(received.receivedCents)} from 2 payments`).waitFor();
      await view.locator(".recharts-wrapper svg").first().waitFor();
      await settle(view);
      await noSidewaysScroll(view);
      await screenshot(view, name);
    };

    await checkDashboard(page, "first-season-dashboard-desktop");
    await checkReports(page, "first-season-reports-desktop");

    const studioPhone = await newContext(browser, PHONE, { timezoneId: ZONE });
    const mobile = await studioPhone.newPage();
    await mobile.emulateMedia({ reducedMotion: "reduce" });
    await signIn(mobile, email, "pw-first-season");
    await checkDashboard(mobile, "first-season-dashboard-phone");
    await checkReports(mobile, "first-season-reports-phone");
    await studioPhone.close();

    // Next day, another device: the couple asks the portal for a fresh sign-in link.
    await couplePage.goto(`/client-portal?studio=${studio.publicToken}`);
    const form = couplePage.getByRole("form", { name: "E-mail me a sign-in link" });
    await form.getByLabel("Your email").fill(coupleEmail);
    await settle(couplePage);
    await screenshot(couplePage, "first-season-portal-sign-in-phone");
    await form.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await couplePage.getByRole("status").first().waitFor();
    await expect
      .poll(async () => {
        return (await mail(api)).some(
          (m) =>
            m.toAddress.toLowerCase() === coupleEmail && (m.textBody ?? "").includes("/client-portal/login?"),
        );
      })
      .toBe(true);
    await phone.close();
    await desktop.close();
  }, 240_000);
});
