import { test as base, expect, type Locator, type Page } from "@playwright/test";

import { checkedRequest } from "./api-contract";
import { freshIdentity, newMemberPassword, signUpOverHttp } from "./members";
import { texts, type Lng } from "./texts";

export { demo, demoProductName } from "../../support/demo";
export { freshIdentity, newMemberPassword };
export { texts, vnd, type Lng } from "./texts";

let sequence = 0;

/**
 * Every test comes from its own client address (the server trusts X-Forwarded-For in tests), so
 * the per-IP rate limits of sign-in and sign-up never leak from one test into another.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    sequence += 1;
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": ip });
  },
  // Every API answer a test gets keeps the OpenAPI document (decision 248).
  request: async ({ request }, use) => {
    await use(checkedRequest(request));
  },
});
export { expect };

/**
 * Waits until React has taken over `locator`'s element. Pages work before that (as without
 * JavaScript): a test of what JavaScript adds must not click earlier, or it tests the fallback.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}

export async function fillLogin(page: Page, lng: Lng, login: string, password: string) {
  const t = texts[lng].auth;
  await page.getByLabel(t.fields.emailOrAccount, { exact: true }).fill(login);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.login.submit, exact: true }).click();
}

/** Logs in through the login page and waits to leave it. */
export async function logIn(page: Page, who: { email: string; password: string }, lng: Lng = "en", redirectTo?: string) {
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  await page.goto(`${texts[lng].prefix}/login${query}`);
  await fillLogin(page, lng, who.email, who.password);
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

/**
 * Signs in without the login page, for specs that are not about logging in: the login form is
 * posted from the browser context, so the session cookie lands in it; then opens `to`.
 */
export async function signedIn(page: Page, who: { email: string; password: string }, to = "/dashboard") {
  const answer = await page.request.post("/login", {
    form: { email: who.email, password: who.password, redirectTo: to },
    maxRedirects: 0,
  });
  expect(answer.status(), "the login form answers with a redirect").toBe(302);
  await page.goto(to);
  await expect(page, "signed in, not sent back to the login page").not.toHaveURL(/\/login(\?|$)/);
}

/** Signs out with the profile menu's Sign Out button (the menu is a <details>: it opens without JavaScript). */
export async function logOut(page: Page, lng: Lng = "en") {
  const menu = page.getByTestId("profile-menu").first();
  await expect(menu, `the profile menu on ${page.url()}`).toBeVisible();
  await menu.locator(":scope > summary").click();
  await menu.getByRole("button", { name: texts[lng].dashboard.header.signOut, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${texts[lng].prefix}/login`);
}

/** A fresh member (members.ts), signed up from the page's browser context: its client address. */
export async function signUpActivated(page: Page, prefix: string, ref?: string, activate = true) {
  return signUpOverHttp(page.request, prefix, { ref, activate });
}
