import type { Page } from "@playwright/test";

import { demo, expect, signedIn, test } from "./support/fixtures";
import { keyPages } from "./support/key-pages";

/**
 * On /vi every CCT amount is written the Vietnamese way (1.005,00 CCT), never the English way
 * (1,005.00 CCT), on every key page of each role (decision 194), and every time says its zone.
 */
test.describe.configure({ timeout: 240_000 });

const englishCct = /\d{1,3}(?:,\d{3})*\.\d{2}[\s\u00a0]*CCT/g;
const vietnameseCct = /\d{1,3}(?:\.\d{3})*,\d{2}[\s\u00a0]*CCT/;
// A full time (date and seconds) not followed by its zone.
const unlabelledTime = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?! \(giờ New York\))/g;

async function scan(page: Page, path: string): Promise<string> {
  const response = await page.goto(`/vi${path === "/" ? "" : path}`);
  expect.soft(response?.status(), `/vi${path} answers`).toBeLessThan(400);
  const text = await page.locator("body").innerText();
  expect.soft(text.match(englishCct) ?? [], `/vi${path}: CCT amounts in English format`).toEqual([]);
  expect.soft(text.match(unlabelledTime) ?? [], `/vi${path}: times without their zone`).toEqual([]);
  return text;
}

test("a guest's pages write CCT the Vietnamese way", async ({ page }) => {
  for (const path of keyPages.guest) await scan(page, path);
});

test("a member's pages write CCT the Vietnamese way, and the dashboard shows it", async ({ page }) => {
  await signedIn(page, demo.member, "/vi/dashboard");
  for (const path of keyPages.member) {
    const text = await scan(page, path);
    if (path === "/dashboard") expect(text).toMatch(vietnameseCct);
  }
  await page.goto("/vi/user-orders");
  const order = page.locator('a[href*="/user-orders/"]').first();
  if (await order.count()) await scan(page, (await order.getAttribute("href"))!.replace(/^\/vi/, ""));
});

test("the back office writes CCT the Vietnamese way", async ({ page }) => {
  await signedIn(page, demo.admin, "/vi/admin");
  for (const path of keyPages.admin) await scan(page, path);
  await page.goto("/vi/admin/users");
  const user = page.locator('a[href*="/admin/users/"]').first();
  await scan(page, (await user.getAttribute("href"))!.replace(/^\/vi/, ""));
});
