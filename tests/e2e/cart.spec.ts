import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { asTyped } from "../../app/lib/amount-input";
import { describeViolations, isGating } from "./support/axe";
import { confirmation, confirmIt } from "./support/confirm";
import { expect, hydrated, test, texts, vnd } from "./support/fixtures";
import { adminPage, expectBelow, fill, unique } from "./support/page-tools";

/*
 * The cart (decisions 137-139, 204): a busy Add button and a progress bar on slow pages, a double click
 * adds once, the cart notification (JavaScript on) or the cart page with "Continue shopping" (off), the
 * badge and the browser's copy follow the stock, one message per event, toasts below the header, and an
 * order's cancel that asks first. Both languages, JavaScript on and off.
 */

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

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;
  // English on a desktop, Vietnamese on a phone.
  const viewport = lng === "en" ? { width: 1366, height: 900 } : { width: 390, height: 844 };

  test(`the cart: a busy Add button, a double click adds once, the cart notification or the cart page with the way back, the badge and the stored copy follow the stock, one message, a cancel that asks first (${lng})`, async ({
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
    await productForm.getByLabel(t.products.fields.price, { exact: true }).fill(asTyped("2.00", lng));
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
    const productPath = new URL(page.url()).pathname;
    const productId = productPath.split("/").pop()!;
    const add = page
      .getByTestId("product-detail")
      .getByTestId("add-to-cart")
      .getByRole("button", { name: t.store.product.addToCart, exact: true });
    const badge = page.getByTestId("cart-badge");
    const toast = page.getByTestId("toast").filter({ visible: true });
    const notification = page.getByRole("dialog", { name: t.store.cart.added });
    const cartPath = at("/store/default/cart");
    if (javaScriptEnabled) {
      await hydrated(add);
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

      // The cart notification (decision 204): below the header, focused, with the line, the subtotal and what next.
      await expect(notification).toBeFocused();
      await expectBelow(notification, page.getByTestId("store-header"));
      await expect(notification.getByTestId("cart-notification-name")).toHaveText(name);
      // The picture is decoration beside the name (alt=""): present and shown.
      await expect(notification.locator("img")).toBeVisible();
      await expect(notification.getByTestId("cart-notification-quantity")).toHaveText(
        fill(t.storefront.cart.notification.quantity, { quantity: "1" }),
      );
      await expect(notification.getByTestId("cart-notification-subtotal")).toContainText(vnd(lng, "50,000"));
      await expect(
        notification.getByRole("link", { name: fill(t.storefront.cart.notification.viewCart, { count: "1" }), exact: true }),
      ).toHaveAttribute("href", cartPath);
      await expect(notification.getByRole("link", { name: t.orders.checkout.title, exact: true })).toHaveAttribute(
        "href",
        `${cartPath}#checkout`,
      );
      // One message: no toast beside it. Nothing scrolls sideways on a phone; axe finds nothing serious.
      await expect(toast).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      const axe = await new AxeBuilder({ page }).include('[data-testid="cart-notification"]').analyze();
      expect(describeViolations(axe.violations.filter(isGating))).toBe("");
      // Escape closes it and gives the focus back to the Add button; so does its close button.
      await page.keyboard.press("Escape");
      await expect(notification).toHaveCount(0);
      await expect(add).toBeFocused();
    } else {
      await add.click();
      // Without JavaScript the add lands on the cart page, with the line and the way back.
      await expect(page).toHaveURL((url) => url.pathname === cartPath);
      await expect(badge).toHaveText("1");
      await expect(page.getByTestId("cart-line").filter({ hasText: name }).getByRole("spinbutton")).toHaveValue("1");
      // Without JavaScript the browser shows its own progress: no bar is left on the page.
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      // The toast sits below the header: the cart badge stays visible.
      await expect(toast).toHaveText(t.store.cart.added);
      await expectBelow(toast, page.getByTestId("store-header"));
      // It leaves by itself, with JavaScript off too: it would cover the page on a phone.
      await expect(page.getByTestId("toast")).toBeHidden({ timeout: 10_000 });
      // "Continue shopping" goes back to the product's page.
      await page.getByTestId("continue-shopping").click();
      await expect(page).toHaveURL((url) => url.pathname === productPath);
    }

    // --- A double click adds once.
    await add.dblclick();
    await expect(badge).toHaveText("2");
    if (javaScriptEnabled) {
      await expect(notification.getByTestId("cart-notification-quantity")).toHaveText(
        fill(t.storefront.cart.notification.quantity, { quantity: "2" }),
      );
      await expect(notification.getByTestId("cart-notification-subtotal")).toContainText(vnd(lng, "100,000"));
      // "Check out" (a slow page: the progress bar shows until it arrives) opens the cart at its checkout form.
      const release = await hold(page, /\/store\/default\/cart\.data/, "GET");
      await notification.getByRole("link", { name: t.orders.checkout.title, exact: true }).click();
      await expect(page.getByRole("progressbar", { name: t.common.feedback.loading })).toBeVisible();
      await release();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === cartPath && url.hash === "#checkout");
      await expect(page.getByTestId("checkout-form")).toBeInViewport();
      await expect(notification).toHaveCount(0);
    } else {
      await expect(page).toHaveURL((url) => url.pathname === cartPath);
      await expect(page.getByTestId("continue-shopping")).toHaveAttribute("href", productPath);
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
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/store/\\w+/check-order\\?code=`));
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
}
