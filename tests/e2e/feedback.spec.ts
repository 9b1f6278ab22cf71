import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";

import { confirmation, confirmIt } from "./support/confirm";
import { demo, expect, signedIn, signUpActivated, test, texts } from "./support/fixtures";

/**
 * Issue 14, "Accessibility and feedback" (decisions 137–140): forms show that they are working
 * and cannot be sent twice, a progress bar on slow pages, toasts below the header, one message
 * per event, the cart badge agrees with the cart, money-moving back-office actions ask first, and
 * the profile and transfer forms say why. Each test runs in both languages, with JavaScript on
 * and off (what needs JavaScript is checked with it; without it, its no-JavaScript counterpart).
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const fill = (text: string, params: Record<string, string>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text);

/** An admin in a browser context of their own: the shopper's or member's session stays in `page`. */
async function adminPage(browser: Browser, javaScriptEnabled: boolean, to: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.252.${javaScriptEnabled ? 1 : 2}.${(Date.now() % 250) + 1}` },
  });
  const page = await context.newPage();
  await signedIn(page, demo.admin, to);
  return page;
}

/** Holds the page's requests (form posts by default) to addresses matching `pattern` until released. */
async function hold(page: Page, pattern: RegExp, method = "POST"): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await gate;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: "wait" });
  };
}

/** `lower` starts below the bottom of `upper` (a toast and the header it must not cover). */
async function expectBelow(lower: Locator, upper: Locator) {
  const a = await lower.boundingBox();
  const b = await upper.boundingBox();
  expect(a && b, "both are on screen").toBeTruthy();
  expect(a!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
}

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;
  // English on a desktop, Vietnamese on a phone.
  const viewport = lng === "en" ? { width: 1366, height: 900 } : { width: 390, height: 844 };

  test(`the cart: a busy Add button, a double click adds once, the badge and the stored copy follow the stock, one message, a cancel that asks first (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const name = `Feedback Tea ${unique()}`;

    // --- An admin puts a product of 20 on sale in the system store.
    const admin = await adminPage(browser, javaScriptEnabled, at("/admin/products/new"));
    const productForm = admin.getByTestId("product-form");
    await productForm.getByLabel(t.products.fields.name, { exact: true }).fill(name);
    await productForm.getByLabel(t.products.fields.description, { exact: true }).fill("Green tea.");
    await productForm.getByLabel(t.products.fields.price, { exact: true }).fill("2.00");
    await productForm.getByLabel(t.products.fields.vnd_to_pay, { exact: true }).fill("50000");
    await productForm.getByLabel(t.products.fields.ccm_to_pay, { exact: true }).fill("2");
    await productForm.getByLabel(t.products.fields.quantity, { exact: true }).fill("20");
    await productForm.getByRole("button", { name: t.products.form.create, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`${t.prefix}/admin/products/\\d+$`));
    const adminProductPath = new URL(admin.url()).pathname;

    // --- A guest adds it from its page: the button is busy while the form is sent.
    await page.goto(at(`/store/default/products?q=${encodeURIComponent(name)}`));
    await page.getByTestId("product-card").filter({ hasText: name }).getByTestId("product-name").click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const productId = new URL(page.url()).pathname.split("/").pop()!;
    const add = page
      .getByTestId("product-detail")
      .getByTestId("add-to-cart")
      .getByRole("button", { name: t.store.product.addToCart, exact: true });
    const badge = page.getByTestId("cart-badge");
    if (javaScriptEnabled) {
      const release = await hold(page, /\/store\/default\/cart/);
      await add.click();
      await expect(add).toBeDisabled();
      await expect(add).toHaveAttribute("aria-busy", "true");
      await expect(add.getByTestId("spinner")).toBeVisible();
      // A slow page: the progress bar across the top.
      await expect(page.getByRole("progressbar", { name: t.common.feedback.loading })).toBeVisible();
      await release();
      await expect(badge).toHaveText("1");
      await expect(add).toBeEnabled();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    } else {
      await add.click();
      await expect(badge).toHaveText("1");
      // Without JavaScript the browser shows its own progress: no bar is left on the page.
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    }
    // The toast sits below the header: the cart badge stays visible.
    const toast = page.getByTestId("toast").filter({ visible: true });
    await expect(toast).toHaveText(t.store.cart.added);
    await expectBelow(toast, page.getByTestId("store-header"));
    // It leaves by itself, with JavaScript off too: it would cover the page on a phone.
    await expect(page.getByTestId("toast")).toBeHidden({ timeout: 10_000 });

    // --- A double click adds once.
    await add.dblclick();
    await expect(badge).toHaveText("2");
    // A slow page load (the cart): the progress bar shows until it arrives.
    if (javaScriptEnabled) {
      const release = await hold(page, /\/store\/default\/cart\.data/, "GET");
      await page.getByTestId("cart-link").click();
      await expect(page.getByRole("progressbar", { name: t.common.feedback.loading })).toBeVisible();
      await release();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    }
    await page.goto(at("/store/default/cart"));
    const line = page.getByTestId("cart-line").filter({ hasText: name });
    const quantity = line.getByRole("spinbutton");
    await expect(quantity).toHaveValue("2");
    await expect(badge).toHaveText("2");

    // --- Eight of them, with a busy Update button.
    await quantity.fill("8");
    const update = line.getByRole("button", { name: t.store.cart.update, exact: true });
    if (javaScriptEnabled) {
      const release = await hold(page, /\/store\/default\/cart/);
      await update.click();
      await expect(update).toBeDisabled();
      await expect(update.getByTestId("spinner")).toBeVisible();
      // Only the form that was sent is busy.
      await expect(page.getByRole("button", { name: t.store.cart.clear, exact: true })).toBeEnabled();
      await release();
    } else {
      await update.click();
    }
    await expect(badge).toHaveText("8");
    await expect(quantity).toHaveValue("8");

    // --- The stock falls to 3: the cart page lowers the line, and the badge (and the stored copy) say 3 on that same page.
    await admin.goto(adminProductPath);
    await productForm.getByLabel(t.products.fields.quantity, { exact: true }).fill("3");
    await productForm.getByRole("button", { name: t.products.form.save, exact: true }).click();
    await expect(admin.getByTestId("toast")).toHaveText(t.products.saved.stock);
    await page.goto(at("/store/default/cart"));
    await expect(quantity).toHaveValue("3");
    await expect(page.getByTestId("cart-notices")).toHaveText(fill(t.store.cart.capped, { stock: "3", name }));
    await expect(badge).toHaveText("3");
    if (javaScriptEnabled) {
      await expect.poll(() => page.evaluate(() => localStorage.getItem("default_cart"))).toBe(JSON.stringify({ [productId]: 3 }));
    }

    // --- Asking for more than the stock: lowered again, told once (the notice, no toast).
    await quantity.fill("10");
    await update.click();
    await expect(page).toHaveURL(new RegExp(`capped=${productId}`));
    await expect(page.getByTestId("cart-notices")).toHaveText(fill(t.store.cart.capped, { stock: "3", name }));
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await expect(quantity).toHaveValue("3");
    await expect(badge).toHaveText("3");

    // --- Checked out, then cancelled: the cancel asks first (a dialog, or the confirmation step without JavaScript).
    const checkout = page.getByTestId("checkout-form");
    await checkout.getByLabel(t.orders.checkout.name, { exact: true }).fill("Khach Feedback");
    await checkout.getByLabel(t.orders.checkout.phone, { exact: true }).fill("0912345678");
    await checkout.getByLabel(t.orders.checkout.email, { exact: true }).fill(`feedback-${unique()}@mail.test`);
    await checkout.getByLabel(t.orders.checkout.address, { exact: true }).fill("1 Le Loi, Ha Noi");
    await checkout.getByLabel(t.orders.area.MB, { exact: true }).check();
    await checkout.getByRole("button", { name: t.orders.checkout.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/check-order\\?code=`));
    const code = (await page.getByTestId("order-field-code").textContent())!.trim();
    const cancel = page.getByTestId("order-actions").getByRole("button", { name: t.orders.action.canceled, exact: true });
    await cancel.click();
    const dialog = confirmation(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(t.orders.confirmStep.canceledTitle);
    await expect(dialog.getByTestId("confirm-summary")).toHaveText(fill(t.orders.confirmStep.canceled, { code }));
    // Changing one's mind changes nothing.
    await dialog.getByRole("link", { name: t.common.feedback.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.pending);
    await cancel.click();
    await confirmIt(page, t.orders.action.canceled);
    await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.canceled);
    await expect(confirmation(page)).toHaveCount(0);
    await admin.context().close();
  });

  test(`money moves once confirmed: an admin confirms a deposit after a dialog or a confirmation step; the deposit form is empty again (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const who = await signUpActivated(page, "confirm");
    await signedIn(page, who, at("/deposite-ccm"));

    // --- The member asks for a deposit; after success the form is empty.
    const txHash = `0x${randomUUID().replace(/-/g, "")}`;
    const amount = page.getByLabel(fill(t.wallet.fields.amountCoin, { coin: "CCT" }), { exact: true });
    const hash = page.getByLabel(t.wallet.fields.txHash, { exact: true });
    await amount.fill("25");
    await hash.fill(txHash);
    await page.getByRole("button", { name: t.wallet.deposit.submit, exact: true }).click();
    const toast = page.getByTestId("toast").filter({ visible: true });
    await expect(toast).toHaveText(t.wallet.deposit.requested);
    // Below the header: the bell and the profile menu stay visible.
    await expectBelow(toast, page.getByTestId("dashboard-header"));
    await expect(page.getByTestId("deposit-history").getByRole("row").filter({ hasText: txHash })).toHaveCount(1);
    await expect(amount).toHaveValue("");
    await expect(hash).toHaveValue("");

    // --- An admin clicks Confirm: asked first, with what will happen.
    const admin = await adminPage(browser, javaScriptEnabled, at("/admin/deposite-ccm?status=pending"));
    const row = admin.getByTestId("deposits-table").getByRole("row").filter({ hasText: txHash });
    const approve = row.getByTestId(/^approve-\d+$/).getByRole("button", { name: t.wallet.admin.confirm, exact: true });
    await approve.click();
    const dialog = confirmation(admin);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(t.wallet.confirmStep.approveDepositTitle);
    const summary = dialog.getByTestId("confirm-summary");
    await expect(summary).toContainText(fill(t.wallet.confirmStep.approveDeposit, { cct: "25.00", account: who.account }));
    // The amount in words and the member's deposits so far, against a misread figure (issue 28).
    await expect(summary.getByTestId("amount-words")).toHaveText(
      fill(t.wallet.confirmStep.inWords, { words: lng === "vi" ? "hai mươi lăm" : "twenty-five" }),
    );
    await expect(summary.getByTestId("deposit-history")).toHaveText(
      fill(t.wallet.confirmStep.depositHistory, {
        account: who.account,
        confirmed: "0",
        cct: "0.00",
        rejected: "0",
        pending: "1",
      }),
    );
    // Cancel: nothing moved.
    await dialog.getByRole("link", { name: t.common.feedback.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(t.wallet.status.pending);

    // Confirmed: the deposit is credited once.
    await approve.click();
    await confirmIt(admin, t.wallet.admin.confirm);
    await expect(admin.getByTestId("toast")).toHaveText(t.wallet.admin.confirmed);
    await expectBelow(admin.getByTestId("toast"), admin.getByTestId("admin-header"));
    await expect(row).toHaveCount(0);
    await page.goto(at("/dashboard"));
    await expect(page.getByTestId("wallet-available")).toHaveText(fill(t.wallet.cct, { amount: "25.00" }));
    await admin.context().close();
  });

  test(`the profile modal says why Update is off; the transfer form says why it is refused, before the password (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(viewport);
    const who = await signUpActivated(page, "why");
    await signedIn(page, who, at("/profile?modal=update-profile"));

    // --- A new member has no address, CCM address or phone yet.
    const dialog = page.getByTestId("update-profile-dialog");
    await expect(dialog).toBeVisible();
    const submit = dialog.getByTestId("update-profile-submit");
    const why = dialog.getByTestId("update-profile-why");
    if (javaScriptEnabled) {
      await expect(submit).toBeDisabled();
      await expect(why).toHaveText(
        fill(t.account.profile.disabledWhy, {
          fields: [t.account.profile.address, t.account.profile.ccmAddress, t.account.profile.phone].join(", "),
        }),
      );
      await expect(submit).toHaveAccessibleDescription(await why.innerText());
      await dialog.getByLabel(t.account.profile.address, { exact: true }).fill("12 Le Loi, Ha Noi");
      await dialog.getByLabel(t.account.profile.ccmAddress, { exact: true }).fill("0xCCM0000000000000000000000000000000000002");
      await expect(why).toHaveText(fill(t.account.profile.disabledWhy, { fields: t.account.profile.phone }));
      await dialog.locator('input[name="phone_number"]').fill("+84 90 123 45 67");
      await expect(why).toBeHidden();
      await expect(submit).toBeEnabled();
    } else {
      // Without JavaScript the button is never disabled: the server names each missing field.
      await expect(submit).toBeEnabled();
      await expect(why).toHaveCount(0);
      await submit.click();
      await expect(dialog).toBeVisible();
      const ccm = dialog.getByLabel(t.account.profile.ccmAddress, { exact: true });
      await expect(ccm).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await ccm.getAttribute("aria-describedby")}`)).toHaveText(t.validation.required);
    }

    // --- The transfer: 'Transfer error', and why under it, before any password is asked.
    await page.goto(at("/transfer-point"));
    const account = page.getByLabel(t.wallet.transfer.account, { exact: true });
    const amount = page.getByLabel(t.wallet.fields.amountCct, { exact: true });
    const problem = page.getByTestId("transfer-error");
    const reason = problem.getByTestId("transfer-error-reason");
    const send = async (to: string, value: string) => {
      await account.fill(to);
      await amount.fill(value);
      await page.getByRole("button", { name: t.wallet.transfer.continue, exact: true }).click();
      await expect(problem).toBeVisible();
      await expect(problem.locator("p").first()).toHaveText(t.wallet.errors.transferError);
      await expect(page.getByTestId("transfer-confirm")).toHaveCount(0);
    };
    const nobody = `nobody${unique()}`;
    await send(nobody, "1");
    await expect(reason).toHaveText(fill(t.wallet.transfer.reasons.unknownAccount, { account: nobody }));
    await expect(account).toHaveAttribute("aria-invalid", "true");
    // What was typed stays.
    await expect(account).toHaveValue(nobody);
    await send(who.account, "1");
    await expect(reason).toHaveText(t.wallet.transfer.reasons.yourself);
    await send(demo.member2.account, "5");
    await expect(reason).toHaveText(fill(t.wallet.transfer.reasons.moreThanAvailable, { available: "0.00" }));
    await expect(amount).toHaveAttribute("aria-invalid", "true");
  });
}
