import { confirmIt } from "./support/confirm";
import { demo, expect, fillLogin, signedIn, signUpActivated, test, texts } from "./support/fixtures";

/**
 * An admin locks a member from the back office: the member, signed in elsewhere, is logged out at
 * once and cannot log in again; the lock is in the audit log, whose hash chain is intact; unlocking
 * lets them back. With JavaScript in English, without it in Vietnamese.
 */
test("an admin locks a member, who is logged out and refused; the audit log shows it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const lng = javaScriptEnabled ? "en" : "vi";
  const t = texts[lng];
  const member = await signUpActivated(page, "locked");
  await signedIn(page, member, `${t.prefix}/dashboard`);

  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.251.${javaScriptEnabled ? 1 : 2}.${Date.now() % 250}` },
  });
  const admin = await adminContext.newPage();
  await signedIn(admin, demo.admin, `${t.prefix}/admin/users?q=${member.account}`);
  await expect(admin.getByTestId("user-row")).toHaveCount(1);
  await admin.getByTestId("user-row").getByRole("link", { name: member.name }).click();
  await expect(admin.getByTestId("user-account")).toHaveText(member.account);

  const lockForm = admin.getByTestId("lock-form");
  await lockForm.getByLabel(t.admin.users.detail.lockReason).fill("Suspicious activity");
  await lockForm.getByRole("button", { name: t.admin.users.detail.lock }).click();
  // Locking asks first (decision 138): a dialog, or the confirmation step without JavaScript.
  await confirmIt(admin, t.admin.users.detail.lock);
  await expect(admin.getByText(t.admin.users.detail.locked, { exact: true })).toBeVisible();
  await expect(admin.getByTestId("user-locked")).toContainText("Suspicious activity");
  await expect(admin.getByTestId("user-audit").getByTestId("audit-row").first()).toContainText(t.admin.audit.actions.user.lock);

  // The member's next page asks them to log in, and the login says why it is refused.
  await page.goto(`${t.prefix}/dashboard`);
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, lng, member.email, member.password);
  await expect(page.getByText(t.auth.login.locked)).toBeVisible();

  // The audit log lists the lock with the admin's account, and its hash chain is intact (decision 178).
  const userPage = admin.url();
  const auditPage = `${t.prefix}/admin/audit?target_type=user&actor=${demo.admin.account}&action=user.lock`;
  await admin.goto(auditPage);
  await expect(admin.getByTestId("audit-row").first()).toContainText(demo.admin.account);
  const chain = admin.getByTestId("audit-chain");
  await expect(chain).toHaveAttribute("data-state", "intact");
  await expect(chain.getByText(t.admin.audit.chain.intact, { exact: true })).toBeVisible();
  // Walked whole in the background at start (decision 276): the page says when.
  await expect(chain).toContainText(t.admin.audit.chain.walkedAt.split("{{")[0]);
  // "Check now" is a form (decision 279): it queues a whole walk, checks the entries since the last one
  // and comes back to the same filtered page with a toast, with JavaScript or not.
  await chain.getByRole("button", { name: t.admin.audit.chain.checkNow, exact: true }).click();
  await expect(admin.getByText(t.admin.audit.chain.checkedIntact)).toBeVisible();
  await expect(admin).toHaveURL(auditPage);
  await expect(chain).toHaveAttribute("data-state", "intact");
  await expect(admin.getByTestId("audit-row").first()).toContainText(demo.admin.account);

  // Unlocked, the member logs in again.
  await admin.goto(userPage);
  await admin.getByRole("button", { name: t.admin.users.detail.unlock }).click();
  await expect(admin.getByText(t.admin.users.detail.unlocked, { exact: true })).toBeVisible();
  await fillLogin(page, lng, member.email, member.password);
  await expect(page).not.toHaveURL(/\/login/);
  await adminContext.close();
});
