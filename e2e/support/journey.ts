/**
 * What the long journeys share: an API call that fails the test with the server's answer, the figure a
 * "Key figures" card shows, and the check that a page does not scroll sideways on a phone.
 */
import type { APIRequestContext, Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser.js";

export type Json = Record<string, unknown>;

/** A same-origin API call with the page's session; anything but 2xx fails with the server's answer. */
export async function call<T = Json>(
  request: APIRequestContext,
  method: "get" | "post" | "put",
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, { data, headers: { origin: baseUrl() } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits until the card titled `title` inside the page's "Key figures" shows `value` (its first line). */
export async function expectFigure(page: Page, title: string, value: string): Promise<void> {
  const card = page
    .getByRole("region", { name: "Key figures" })
    .locator('[data-slot="card"]')
    .filter({ has: page.getByText(title, { exact: true }) });
  await card.waitFor();
  const shown = async () => {
    const lines = (await card.innerText()).split("\n").map((line) => line.trim());
    return lines.filter((line) => line && line !== title)[0];
  };
  await expect.poll(shown, { message: title }).toBe(value);
}

export async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Draws a wave on the signature pad (found by its accessible name) with the mouse, as a finger would. */
export async function drawSignature(page: Page, name = "Signature pad"): Promise<void> {
  const pad = page.getByRole("img", { name }).or(page.getByLabel(name)).first();
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box!;
  await page.mouse.move(x + width * 0.15, y + height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    const t = i / 12;
    await page.mouse.move(x + width * (0.15 + 0.7 * t), y + height * (0.6 - 0.3 * Math.sin(t * Math.PI * 2)));
  }
  await page.mouse.up();
}
