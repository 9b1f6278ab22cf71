import type { Browser, Page } from "@playwright/test";

import { signUpActivated } from "./fixtures";
import { apiLogin, creditOverHttp } from "./members";
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
  const { id } = await apiLogin(page.request, member);
  // The admin only posts the back office's adjustment form: a context of its own, no page to render.
  const admin = await adminRequest(browser, javaScriptEnabled);
  await creditOverHttp(admin.request, id, amount, `E2E ${prefix}`);
  await admin.close();
  await page.context().clearCookies();
  return { ...member, id };
}
