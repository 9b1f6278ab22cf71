import { totpCode } from "../security/support/totp";
import { expect, fillLogin, logOut, signUpActivated, test, texts } from "./support/fixtures";

// A member turns on two-factor authentication from the profile menu and logs in with a code, with
// JavaScript on and off.
// The codes are of this step and the next: a code of the step before stays valid only until the
// current step ends (the server's window is one step), which a loaded machine can overrun.
test("turn on two-factor authentication, then log in with a code from the app", async ({ page }) => {
  const t = texts.en;
  const who = await signUpActivated(page, "twofae2e");
  await page.goto("/login");
  await fillLogin(page, "en", who.email, who.password);
  await page.waitForURL("**/dashboard");

  const menu = page.getByTestId("profile-menu").first();
  await menu.locator(":scope > summary").click();
  await menu.getByTestId("two-factor-link").click();
  await expect(page.getByTestId("two-factor-status")).toHaveText(t.account.twoFactor.off);
  await expect(page.getByRole("img", { name: t.account.twoFactor.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
  await page.getByLabel(t.account.twoFactor.code, { exact: true }).fill(totpCode(secret, 0));
  await page.getByRole("button", { name: t.account.twoFactor.enable, exact: true }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByTestId("two-factor-status")).toHaveText(t.account.twoFactor.on);

  await logOut(page);
  await fillLogin(page, "en", who.email, who.password);
  await page.waitForURL("**/login/two-factor");
  await page.getByLabel(t.auth.twoFactor.code, { exact: true }).fill("000000");
  await page.getByRole("button", { name: t.auth.twoFactor.submit, exact: true }).click();
  await expect(page.getByText(t.account.twoFactor.invalidCode)).toBeVisible();
  await page.getByLabel(t.auth.twoFactor.code, { exact: true }).fill(totpCode(secret, 1));
  await page.getByRole("button", { name: t.auth.twoFactor.submit, exact: true }).click();
  await page.waitForURL("**/dashboard");
  await expect(page.getByTestId("dashboard-main")).toBeVisible();
});
