import { expect, fillLogin, freshIdentity, logIn, logOut, test, texts, type Lng } from "./support/fixtures";
import { findLink, waitForMail } from "./support/mail";

const password = "Journey#2026pass";

for (const lng of ["en", "vi"] as Lng[]) {
  const t = texts[lng];

  test(`sign up, activate by mail, log in, see the dashboard, log out (${lng})`, async ({ page }) => {
    const who = freshIdentity(`e2e${lng}`);

    await page.goto(`${t.prefix}/sign_up`);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(page.getByRole("heading", { name: t.auth.signUp.title, exact: true })).toBeVisible();
    await page.getByLabel(t.auth.fields.name, { exact: true }).fill(who.name);
    await page.getByLabel(t.auth.fields.email, { exact: true }).fill(who.email);
    await page.getByLabel(t.auth.fields.account, { exact: true }).fill(who.account);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
    await page.getByLabel(t.auth.fields.confirmationPassword, { exact: true }).fill(password);
    await page.getByRole("button", { name: t.auth.signUp.submit, exact: true }).click();

    // Back on the login page with the "check your email" message.
    await page.waitForURL((url) => url.pathname === `${t.prefix}/login`);
    await expect(page.getByText(t.auth.signUp.checkEmail)).toBeVisible();

    // Logging in before activation is refused with a clear message.
    await fillLogin(page, lng, who.email, password);
    await expect(page.getByText(t.auth.login.notActivated)).toBeVisible();

    // The first mail is "lost": the refusal offers to send it again, and only the new link works.
    const lost = new URL(findLink((await waitForMail(who.email, t.auth.mail.activateSubject)).text, "/active-account/"));
    await page.getByTestId("resend-activation").getByRole("button", { name: t.auth.activation.resend, exact: true }).click();
    await expect(page.getByText(t.auth.activation.resent)).toBeVisible();

    // The activation mail, in the page's language, links to /active-account/{id}/{code}.
    let link = lost;
    await expect
      .poll(async () => {
        link = new URL(findLink((await waitForMail(who.email, t.auth.mail.activateSubject)).text, "/active-account/"));
        return link.pathname;
      })
      .not.toBe(lost.pathname);
    await page.goto(lost.pathname);
    await expect(page.getByTestId("activation-result")).not.toHaveText(t.auth.activate.done);
    expect(link.pathname).toMatch(new RegExp(`^${t.prefix}/active-account/\\d+/[A-Za-z0-9_-]+$`));
    await page.goto(link.pathname);
    await expect(page.getByTestId("activation-result")).toHaveText(t.auth.activate.done);

    // Log in with the username this time.
    await page.goto(`${t.prefix}/login`);
    await fillLogin(page, lng, who.account, password);
    await page.waitForURL((url) => url.pathname === `${t.prefix}/dashboard`);
    await expect(page.getByRole("heading", { name: t.common.titles.dashboard, exact: true })).toBeVisible();
    await expect(page.getByText(who.name).first()).toBeVisible();

    await logOut(page, lng);
    await page.goto(`${t.prefix}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/login\\?redirectTo=`));
  });
}

test("a wrong password and an unknown user get the same message", async ({ page }) => {
  await page.goto("/login");
  await fillLogin(page, "en", "member@example.com", "not-the-password");
  await expect(page.getByText(texts.en.auth.login.invalid)).toBeVisible();
  await page.goto("/login");
  await fillLogin(page, "en", "nobody@example.com", "not-the-password");
  await expect(page.getByText(texts.en.auth.login.invalid)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("reset a forgotten password by the mailed link, which works once", async ({ page }) => {
  const t = texts.en;
  const who = freshIdentity("reset");
  // A fresh, activated member to reset (the demo accounts stay as they are).
  await page.goto("/sign_up");
  await page.getByLabel(t.auth.fields.name, { exact: true }).fill(who.name);
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(who.email);
  await page.getByLabel(t.auth.fields.account, { exact: true }).fill(who.account);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
  await page.getByLabel(t.auth.fields.confirmationPassword, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.auth.signUp.submit, exact: true }).click();
  await page.waitForURL("**/login");
  const activation = new URL(findLink((await waitForMail(who.email, t.auth.mail.activateSubject)).text, "/active-account/"));
  await page.goto(activation.pathname);
  await expect(page.getByTestId("activation-result")).toHaveText(t.auth.activate.done);

  await page.goto("/login");
  await page.getByRole("link", { name: t.auth.login.forgot }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(who.email);
  await page.getByRole("button", { name: t.auth.reset.submit, exact: true }).click();
  await expect(page.getByText(t.auth.reset.sent)).toBeVisible();

  const reset = new URL(findLink((await waitForMail(who.email, t.auth.mail.resetSubject)).text, "/new-password/"));
  await page.goto(reset.pathname);
  const newPassword = "Changed#2026pass";
  await page.getByLabel(t.auth.fields.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(t.auth.fields.confirmationPassword, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: t.auth.newPassword.submit, exact: true }).click();
  await expect(page.getByText(t.auth.newPassword.done)).toBeVisible();

  await fillLogin(page, "en", who.email, newPassword);
  await page.waitForURL("**/dashboard");

  // The link is spent.
  await page.goto(reset.pathname);
  await expect(page.getByText(t.auth.newPassword.invalidLink)).toBeVisible();
});

test("the reset answer is the same for an unknown email", async ({ page }) => {
  await page.goto("/reset-password");
  await page.getByLabel(texts.en.auth.fields.email, { exact: true }).fill("nobody-here@example.com");
  await page.getByRole("button", { name: texts.en.auth.reset.submit, exact: true }).click();
  await expect(page.getByText(texts.en.auth.reset.sent)).toBeVisible();
});

test("a signed-in user opening /login goes to the dashboard", async ({ page }) => {
  await logIn(page, { email: "member2@example.com", password: "Member#2026pass" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});
