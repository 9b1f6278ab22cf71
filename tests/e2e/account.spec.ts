import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

import { demo, expect, fillLogin, hydrated, logIn, signedIn, signUpActivated, test, texts } from "./support/fixtures";

const account = texts.en.account;
const validation = texts.en.validation;
const t = texts.en;

/** Opens an entry of the dashboard header's profile menu (a <details>). */
async function openFromProfileMenu(
  page: Page,
  testId: "update-profile-link" | "change-password-link",
  javaScriptEnabled: boolean,
) {
  const menu = page.getByTestId("profile-menu");
  // A menu opened before the page is hydrated opens its links on /profile?modal=, as without JavaScript.
  if (javaScriptEnabled) await hydrated(menu);
  await menu.locator(":scope > summary").click();
  await menu.getByTestId(testId).click();
}

function toast(page: Page) {
  return page.getByTestId("toast").filter({ visible: true });
}

/** The fields of the Update Profile modal. */
function profileFields(dialog: Locator) {
  return {
    name: dialog.getByLabel(account.profile.name, { exact: true }),
    address: dialog.getByLabel(account.profile.address, { exact: true }),
    ccmAddress: dialog.getByLabel(account.profile.ccmAddress, { exact: true }),
    account: dialog.getByLabel(account.profile.account, { exact: true }),
    phone: dialog.locator('input[name="phone_number"]'),
    submit: dialog.getByTestId("update-profile-submit"),
  };
}

test("update profile: valid, a taken username, an invalid phone", async ({ page, javaScriptEnabled }) => {
  const who = await signUpActivated(page, "prof");
  await logIn(page, who);
  await page.goto("/dashboard");

  // --- Valid update, opened from the header's profile menu.
  await openFromProfileMenu(page, "update-profile-link", javaScriptEnabled);
  const dialog = page.getByTestId("update-profile-dialog");
  await expect(dialog).toBeVisible();
  // With JavaScript the modal opens in place; without it the profile page renders it open.
  await expect(page).toHaveURL(javaScriptEnabled ? /\/dashboard$/ : /\/profile\?modal=update-profile$/);
  const f = profileFields(dialog);
  await expect(f.name).toHaveValue(who.name);
  await expect(f.account).toHaveValue(who.account);
  // The phone input is named phone_number as the server renders it (JavaScript off too).
  await expect(f.phone).toHaveAttribute("type", "tel");

  const newName = `Renamed ${who.account.slice(-6)}`;
  const newAccount = `${who.account.slice(0, 20)}x1`;
  await f.name.fill(newName);
  await f.address.fill("12 Le Loi, District 1, Ho Chi Minh City");
  await f.ccmAddress.fill("0xCCM0000000000000000000000000000000000001");
  await f.account.fill(newAccount);
  await f.phone.fill("+84 90 123 45 67");
  if (javaScriptEnabled) {
    // The public store URL follows the typed username.
    await expect(dialog.getByTestId("profile-store-url")).toHaveText(new RegExp(`/store/${newAccount}$`));
    await expect(f.submit).toBeEnabled();
  }
  await f.submit.click();
  await expect(toast(page)).toHaveText(account.profile.updated);
  await expect(page.getByTestId("store-name")).toContainText(newName);
  await expect(page.getByTestId("store-url")).toHaveText(new RegExp(`/store/${newAccount}$`));
  await expect(dialog).toBeHidden();

  // --- A taken username: the error shows, the modal stays open, nothing changes.
  await page.goto("/profile");
  await expect(page.getByTestId("detail-account")).toHaveText(newAccount);
  await expect(page.getByTestId("detail-phone")).toHaveText("+84901234567");
  await page.getByTestId("open-update-profile").click();
  await expect(dialog).toBeVisible();
  await f.name.fill("Should Not Stick");
  await f.account.fill(demo.member2.account);
  await f.submit.click();
  await expect(dialog.locator("li", { hasText: validation.accountTaken })).toBeVisible();
  await expect(toast(page)).toHaveText(validation.accountTaken);
  await expect(dialog).toBeVisible();
  // The values are kept.
  await expect(f.name).toHaveValue("Should Not Stick");
  await expect(f.account).toHaveValue(demo.member2.account);
  await page.goto("/profile");
  await expect(page.getByTestId("detail-account")).toHaveText(newAccount);
  await expect(page.getByTestId("detail-name")).toHaveText(newName);

  // --- An invalid phone.
  await page.getByTestId("open-update-profile").click();
  await expect(dialog).toBeVisible();
  await f.phone.fill("+84 12");
  if (javaScriptEnabled) {
    await f.name.focus();
    await expect(dialog.locator("li", { hasText: validation.phone })).toBeVisible();
    await expect(f.submit).toBeDisabled();
  } else {
    await f.submit.click();
    await expect(dialog.locator("li", { hasText: validation.phone })).toBeVisible();
    await expect(dialog).toBeVisible();
  }
  await page.goto("/profile");
  await expect(page.getByTestId("detail-phone")).toHaveText("+84901234567");

  // --- A Vietnamese number typed the local way, as the checkout takes it.
  await page.getByTestId("open-update-profile").click();
  await expect(dialog).toBeVisible();
  await f.phone.fill("");
  await f.phone.pressSequentially("0912345678");
  if (javaScriptEnabled) {
    await expect(f.phone).toHaveValue("+84 912 345 678");
    await expect(f.submit).toBeEnabled();
  }
  await f.submit.click();
  await expect(toast(page)).toHaveText(account.profile.updated);
  await page.goto("/profile");
  await expect(page.getByTestId("detail-phone")).toHaveText("+84912345678");
});

test("change password: a wrong current password is refused, then forced re-login with the new one", async ({
  page,
  javaScriptEnabled,
}) => {
  const who = await signUpActivated(page, "pass");
  await logIn(page, who);
  await page.goto("/dashboard");

  await openFromProfileMenu(page, "change-password-link", javaScriptEnabled);
  const dialog = page.getByTestId("change-password-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(account.password.hint)).toBeVisible();
  const current = dialog.getByLabel(account.password.current, { exact: true });
  const next = dialog.getByLabel(account.password.new, { exact: true });
  const confirm = dialog.getByLabel(account.password.confirm, { exact: true });
  const submit = dialog.getByTestId("change-password-submit");
  if (javaScriptEnabled) await expect(submit).toBeDisabled();

  const newPassword = "Renewed#2026pass";
  await current.fill("Not-the-password1");
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(dialog.locator("li", { hasText: account.password.incorrect })).toBeVisible();
  await expect(toast(page)).toHaveText(account.password.incorrect);
  await expect(dialog).toBeVisible();

  // Still signed in, password unchanged: now the right current password.
  await current.fill(who.password);
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(toast(page)).toHaveText(account.password.changed);

  // Signed out everywhere: the dashboard asks to log in again; the old password no longer works.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await fillLogin(page, "en", who.email, who.password);
  await expect(page.getByText(t.auth.login.invalid)).toBeVisible();
  await fillLogin(page, "en", who.email, newPassword);
  await page.waitForURL("**/dashboard");
  await expect(page.getByTestId("store-name")).toContainText(who.name);
});

/**
 * Both projects edit the one category list: one test at a time, through a lock folder (one left
 * behind by an interrupted run is taken over after a minute).
 */
async function withCategoryLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.resolve("test-results", "lock-e2e-categories");
  const deadline = Date.now() + 75_000;
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Category lock ${lock} still held`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function rowIndex(container: Locator, value: string): Promise<number> {
  return container
    .getByTestId("category-name")
    .evaluateAll((inputs, v) => inputs.findIndex((i) => (i as HTMLInputElement).value === v), value);
}

test("an admin manages categories: add, rename, remove (toast 'Save successfully.')", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  await signedIn(page, demo.admin);
  await withCategoryLock(async () => {
    const suffix = `${Date.now().toString(36)}${javaScriptEnabled ? "js" : "nojs"}`;
    const added = `E2E cat ${suffix}`;
    const renamed = `E2E renamed ${suffix}`;

    /** Opens the editor: the modal with JavaScript, the /admin/categories page without. */
    const open = async () => {
      await page.goto("/admin");
      await page.getByTestId("manage-category").click();
      if (javaScriptEnabled) {
        await expect(page).toHaveURL(/\/admin$/);
        const dialog = page.getByTestId("category-dialog");
        await expect(dialog).toBeVisible();
        return { box: dialog, save: dialog.getByTestId("category-dialog-submit") };
      }
      await expect(page).toHaveURL(/\/admin\/categories$/);
      await page.waitForLoadState();
      const box = page.getByTestId("category-page");
      const save = box.getByTestId("category-page-submit");
      await expect(save).toBeVisible();
      return { box, save };
    };

    // Add one.
    let { box, save } = await open();
    const before = await box.getByTestId("category-name").count();
    await box.getByTestId("category-add").click();
    await expect(box.getByTestId("category-name")).toHaveCount(before + 1);
    await box.getByTestId("category-name").last().fill(added);
    await save.click();
    await expect(toast(page)).toHaveText(account.categories.saved);

    // Rename it.
    ({ box, save } = await open());
    await expect(box.getByTestId("category-name")).toHaveCount(before + 1);
    const index = await rowIndex(box, added);
    expect(index).toBeGreaterThanOrEqual(0);
    await box.getByTestId("category-name").nth(index).fill(renamed);
    await save.click();
    await expect(toast(page)).toHaveText(account.categories.saved);

    // A duplicate name (ignoring case) is refused and nothing is saved.
    ({ box, save } = await open());
    expect(await rowIndex(box, renamed)).toBeGreaterThanOrEqual(0);
    expect(await rowIndex(box, added)).toBe(-1);
    await box.getByTestId("category-add").click();
    // Without JavaScript "Add" reloads the page: wait for the new row before typing into it.
    await expect(box.getByTestId("category-name")).toHaveCount(before + 2);
    await box.getByTestId("category-name").last().fill(renamed.toUpperCase());
    await save.click();
    await expect(box.getByText(validation.categoryDuplicate)).toBeVisible();

    // Remove it again (the list is as it was).
    ({ box, save } = await open());
    await expect(box.getByTestId("category-name")).toHaveCount(before + 1);
    await box
      .getByTestId("category-remove")
      .nth(await rowIndex(box, renamed))
      .click();
    await expect(box.getByTestId("category-name")).toHaveCount(before);
    await save.click();
    await expect(toast(page)).toHaveText(account.categories.saved);
    ({ box } = await open());
    await expect(box.getByTestId("category-name")).toHaveCount(before);
    expect(await rowIndex(box, renamed)).toBe(-1);
  });
});

test("a moderator cannot open the categories page", async ({ page }) => {
  await signedIn(page, demo.mod);
  await page.goto("/admin/categories");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByTestId("manage-category")).toHaveCount(0);
});

test("the profile page renders a modal opened by ?modal= (vi), without hydration errors", async ({ page, javaScriptEnabled }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const vi = texts.vi.account;
  const who = await signUpActivated(page, "modal");
  await logIn(page, who, "vi");
  await page.goto("/vi/profile?modal=update-profile");
  const dialog = page.getByTestId("update-profile-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: vi.profile.title, exact: true })).toBeVisible();
  await expect(dialog.locator('input[name="phone_number"]')).toHaveCount(1);
  // The phone's country list is wholly Vietnamese (not the package's English names).
  const country = dialog.getByRole("combobox", { name: "Quốc gia" });
  await expect(country.locator("option:checked")).toHaveText("Việt Nam");
  await expect(country.locator("option", { hasText: "Quần đảo Åland" })).toHaveCount(1);
  await expect(country.locator("option", { hasText: "Åland Islands" })).toHaveCount(0);
  if (javaScriptEnabled) {
    // Hydrated, it becomes a real modal; Cancel closes it in place and drops ?modal.
    await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await dialog.getByTestId("update-profile-cancel").click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/vi\/profile$/);
    // The password modal opens from the profile menu without leaving the page.
    await page.getByTestId("profile-menu").locator(":scope > summary").click();
    await page.getByTestId("change-password-link").click();
    await expect(page.getByTestId("change-password-dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/vi\/profile$/);
  } else {
    await dialog.getByTestId("update-profile-cancel").click();
    await expect(page).toHaveURL(/\/vi\/profile$/);
    await expect(dialog).toBeHidden();
  }
  expect(errors.filter((e) => !/favicon|Failed to load resource/i.test(e))).toEqual([]);
});
