import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

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

/**
 * An admin's session in a browser context of its own, without a page: for setup that only posts the
 * back office's forms (a page load of the back office costs seconds and tests nothing there).
 */
export async function adminRequest(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.252.${javaScriptEnabled ? 3 : 4}.${(Date.now() % 250) + 1}` },
  });
  const login = await context.request.post("/login", {
    form: { email: demo.admin.email, password: demo.admin.password, redirectTo: "/admin" },
    maxRedirects: 0,
  });
  expect(login.status(), "the admin's login form answers with a redirect").toBe(302);
  return context;
}

/** `lower` starts below the bottom of `upper` (a toast and the header it must not cover). */
export async function expectBelow(lower: Locator, upper: Locator) {
  const a = await lower.boundingBox();
  const b = await upper.boundingBox();
  expect(a && b, "both are on screen").toBeTruthy();
  expect(a!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
}
