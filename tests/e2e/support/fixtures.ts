import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

import { checkedRequest } from "./api-contract";
import { findLink, waitForMail } from "./mail";

type En<N extends string> = N extends "auth"
  ? typeof import("../../../locales/en/auth.json")
  : N extends "common"
    ? typeof import("../../../locales/en/common.json")
    : N extends "errors"
      ? typeof import("../../../locales/en/errors.json")
      : N extends "dashboard"
        ? typeof import("../../../locales/en/dashboard.json")
        : N extends "account"
          ? typeof import("../../../locales/en/account.json")
          : N extends "validation"
            ? typeof import("../../../locales/en/validation.json")
            : N extends "store"
              ? typeof import("../../../locales/en/store.json")
              : N extends "orders"
                ? typeof import("../../../locales/en/orders.json")
                : N extends "wallet"
                  ? typeof import("../../../locales/en/wallet.json")
                  : N extends "products"
                    ? typeof import("../../../locales/en/products.json")
                    : N extends "cards"
                      ? typeof import("../../../locales/en/cards.json")
                      : N extends "packages"
                        ? typeof import("../../../locales/en/packages.json")
                        : N extends "admin"
                          ? typeof import("../../../locales/en/admin.json")
                          : N extends "contracts"
                            ? typeof import("../../../locales/en/contracts.json")
                            : N extends "storefront"
                              ? typeof import("../../../locales/en/storefront.json")
                              : never;

const namespaces = [
  "auth",
  "common",
  "errors",
  "dashboard",
  "account",
  "validation",
  "store",
  "orders",
  "wallet",
  "products",
  "cards",
  "packages",
  "admin",
  "contracts",
  "storefront",
] as const;
type Texts = { [N in (typeof namespaces)[number]]: En<N> } & { prefix: string };

function textsOf(lng: "en" | "vi"): Texts {
  const entries = namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.resolve("locales", lng, `${ns}.json`), "utf-8"))]);
  return { ...Object.fromEntries(entries), prefix: lng === "vi" ? "/vi" : "" } as Texts;
}

/** The texts a user sees, straight from the locale files (the English shape types both). */
export const texts = { en: textsOf("en"), vi: textsOf("vi") } as const;
export type Lng = keyof typeof texts;

/** An amount in đồng as each language writes it: vnd("en", "230,000") → "230,000 VND", vnd("vi", …) → "230.000 ₫". */
export function vnd(lng: Lng, amount: string): string {
  return lng === "vi" ? `${amount.replace(/,/g, ".")}\u00a0₫` : `${amount} VND`;
}

export { demo, demoProductName } from "../../support/demo";

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

/** A unique sign-up identity (username: letters and digits, at least 6). */
export function freshIdentity(prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e8).toString(36)}`;
  const account = `${prefix}${suffix}`.replace(/[^A-Za-z0-9]/g, "");
  return { account, email: `${account.toLowerCase()}@mail.test`, name: `E2E ${prefix}` };
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

/** The password of members the tests sign up. */
export const newMemberPassword = "Account#2026pass";

/**
 * A fresh, activated member (the demo accounts stay as other specs expect them), made over HTTP from
 * the page's browser context: the sign-up form posted as the browser posts it, the activation mail,
 * its link. The form and the activation page themselves are the subject of auth.spec.ts; here they
 * are setup, and a page load of each cost every spec that needs a member (decision 273).
 */
export async function signUpActivated(page: Page, prefix: string, ref?: string, activate = true) {
  const who = freshIdentity(prefix);
  const form = {
    name: who.name,
    email: who.email,
    account: who.account,
    password: newMemberPassword,
    confirmationPassword: newMemberPassword,
    ...(ref ? { ref } : {}),
  };
  const signUp = await page.request.post("/sign_up", { form, maxRedirects: 0 });
  expect(signUp.status(), `sign-up of ${who.account} answers with a redirect`).toBe(302);
  if (!activate) return { ...who, password: newMemberPassword };
  const activation = new URL(
    findLink((await waitForMail(who.email, texts.en.auth.mail.activateSubject)).text, "/active-account/"),
  );
  const activated = await page.request.get(activation.pathname);
  expect(activated.status(), `activation of ${who.account}`).toBe(200);
  expect(await activated.text(), `activation of ${who.account}`).toContain(texts.en.auth.activate.done);
  return { ...who, password: newMemberPassword };
}
