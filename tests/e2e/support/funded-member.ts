import type { Browser, Page } from "@playwright/test";

import { expect, signUpActivated } from "./fixtures";
import { adminRequest } from "./page-tools";

/**
 * A fresh member holding `amount` CCT, credited by an admin through the back office (in a context
 * of its own); `page` is left signed out, ready for `signedIn`. For specs that spend money.
 */
export async function fundedMember(
  page: Page,
  browser: Browser,
  javaScriptEnabled: boolean,
  prefix: string,
  amount: string,
  /** The account that invited them (sign-up's `?ref=`). */
  ref?: string,
) {
  const member = await signUpActivated(page, prefix, ref);
  const login = await page.request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
  const id = ((await login.json()) as { user: { id: number } }).user.id;
  // The admin only posts the back office's adjustment form: a context of its own, no page to render.
  const admin = await adminRequest(browser, javaScriptEnabled);
  const credit = await admin.request.post(`/admin/users/${id}`, {
    form: { direction: "credit", amount, reason: `E2E ${prefix}`, idempotencyKey: crypto.randomUUID() },
    maxRedirects: 0,
  });
  expect(credit.status()).toBe(302);
  await admin.close();
  await page.context().clearCookies();
  return { ...member, id };
}
