import type { Browser, Locator, Page } from "@playwright/test";

import { demo, expect, signedIn, test } from "./fixtures";

/** A name no other test uses. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A text of the locale files with its {{placeholders}} filled. */
export const fill = (text: string, params: Record<string, string>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text);

/** An admin in a browser context of their own: the shopper's or member's session stays in `page`. */
export async function adminPage(browser: Browser, javaScriptEnabled: boolean, to: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.252.${javaScriptEnabled ? 1 : 2}.${(Date.now() % 250) + 1}` },
  });
  const page = await context.newPage();
  await signedIn(page, demo.admin, to);
  return page;
}

/** `lower` starts below the bottom of `upper` (a toast and the header it must not cover). */
export async function expectBelow(lower: Locator, upper: Locator) {
  const a = await lower.boundingBox();
  const b = await upper.boundingBox();
  expect(a && b, "both are on screen").toBeTruthy();
  expect(a!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
}
