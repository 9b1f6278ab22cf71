import type { Page } from "@playwright/test";

import { demoCatalogue } from "../../app/seed/catalogue";
import { confirmIt } from "./support/confirm";
import { demo, expect, logIn, signedIn, test, texts, vnd } from "./support/fixtures";

/** member01's demo store (seed: 90 % of the system store's prices); names and texts in both languages. */
const demoProduct = (english: string) => demoCatalogue.find((p) => p.name.en === english)!;
const vitamin = { ...demoProduct("Vitamin C 1000mg"), usd: "$11.25", threeUsd: "$33.75" };
const omega = { ...demoProduct("Omega-3 Fish Oil"), usd: "$17.99" };

function cartLine(page: Page, name: string) {
  return page.getByTestId("cart-line").filter({ has: page.getByTestId("cart-line-name").getByText(name, { exact: true }) });
}

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (p: string) => `${t.prefix}${p}`;

  test(`store: browse, cart, guest checkout, check order, owner confirms, admin report (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // --- Browse the store: home with categories and featured products, then one product page.
    await page.goto(at("/store/member01"));
    await expect(page.getByTestId("store-categories").getByRole("link")).not.toHaveCount(0);
    await page.getByTestId("store-featured").getByTestId("product-name").getByText(vitamin.name[lng], { exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: vitamin.name[lng] })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(vitamin.name[lng]));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", vitamin.name[lng]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", vitamin.meta[lng]);
    await expect(page.getByTestId("product-price-usd")).toHaveText(vitamin.usd);
    await page.getByTestId("product-detail").getByRole("button", { name: t.store.product.addToCart }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");

    // --- The product list: search, then add a second product from its card.
    await page.getByTestId("store-menu").getByRole("link", { name: t.store.menu.products, exact: true }).click();
    await page.getByLabel(t.store.products.search).fill("omega");
    await page.getByRole("button", { name: t.store.products.apply }).click();
    await expect(page.getByTestId("product-card")).toHaveCount(1);
    await page.getByTestId("product-card").getByRole("button", { name: t.store.product.addToCart }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    if (javaScriptEnabled) {
      // With JavaScript on, the cart is mirrored to localStorage under {account}_cart.
      await expect
        .poll(() => page.evaluate(() => Object.values(JSON.parse(localStorage.getItem("member01_cart") ?? "{}"))))
        .toEqual([1, 1]);
    }

    // --- The cart: change quantities (setting never goes below 1), line totals and the total.
    await page.getByTestId("cart-link").click();
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const vitaminLine = cartLine(page, vitamin.name[lng]);
    await vitaminLine.getByRole("spinbutton").fill("3");
    await vitaminLine.getByRole("button", { name: t.store.cart.update }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("4");
    await expect(cartLine(page, vitamin.name[lng]).getByTestId("cart-line-total-usd")).toHaveText(vitamin.threeUsd);
    const omegaLine = cartLine(page, omega.name[lng]);
    await omegaLine.getByRole("spinbutton").fill("0");
    await omegaLine.getByRole("button", { name: t.store.cart.update }).click();
    await expect(cartLine(page, omega.name[lng]).getByTestId("cart-line-total-usd")).toHaveText(omega.usd);
    await expect(page.getByTestId("cart-total-usd")).toHaveText("$51.74");
    await expect(page.getByTestId("cart-total-vnd")).toHaveText(vnd(lng, "1,242,000"));

    // --- Check out as a guest.
    const phone = "0912345678";
    await page.getByLabel(t.orders.checkout.name).fill("Tran Thi Khach");
    await page.getByLabel(t.orders.checkout.phone).fill(phone);
    await page.getByLabel(t.orders.checkout.email).fill("khach@mail.test");
    await page.getByLabel(t.orders.checkout.address).fill("12 Tran Hung Dao, Ho Chi Minh City");
    await page.getByLabel(t.orders.area.MN).check();
    await page.getByRole("button", { name: t.orders.checkout.submit }).click();
    await expect(page).toHaveURL(/\/check-order\?code=/);
    await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.pending);
    const code = (await page.getByTestId("order-field-code").textContent())!.trim();
    expect(code).toMatch(/^CCT-\d{6}-[A-Z2-9]{6}$/);
    await expect(page.getByTestId("order-line")).toHaveCount(2);
    await expect(page.getByTestId("order-total-usd")).toHaveText("$51.74");
    // That store's cart is empty now.
    await page.goto(at("/store/member01/cart"));
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);

    // --- Another visit (no cookies): check the order by code and phone, then say it is paid.
    await page.context().clearCookies();
    await page.goto(at("/check-order"));
    await page.getByLabel(t.orders.check.code).fill(code);
    await page.getByLabel(t.orders.check.phone).fill("0999999999");
    await page.getByRole("button", { name: t.orders.check.submit }).click();
    await expect(page.getByText(t.orders.check.notFound)).toBeVisible();
    await page.getByLabel(t.orders.check.phone).fill(phone);
    await page.getByRole("button", { name: t.orders.check.submit }).click();
    await expect(page.getByTestId("order-field-code")).toHaveText(code);
    await expect(page.getByTestId("order-line")).toHaveCount(2);
    // Each action's note field says which action it goes with.
    const noteFor = (action: string) => t.orders.status_change.noteFor.replace("{{action}}", action);
    await page.getByLabel(noteFor(t.orders.action.waiting), { exact: true }).fill("Paid from Vietcombank");
    await expect(page.getByLabel(noteFor(t.orders.action.canceled), { exact: true })).toHaveValue("");
    await page.getByRole("button", { name: t.orders.action.waiting }).click();
    await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.waiting);

    // --- The store owner confirms it from the orders placed in their store.
    await page.context().clearCookies();
    await logIn(page, demo.member, lng, at("/user-orders"));
    await page.getByTestId("orders-sold").getByRole("link", { name: code }).click();
    await page.getByRole("button", { name: t.orders.action.confirmed }).click();
    await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.confirmed);
    await expect(page.getByTestId("timeline-entry")).toHaveCount(3);

    // --- The admin sees it in the Report.
    await page.context().clearCookies();
    await logIn(page, demo.admin, lng, at("/admin/orders"));
    await page.getByLabel(t.orders.report.search).fill(code);
    await page.getByRole("button", { name: t.orders.report.filter }).click();
    const row = page.getByTestId("order-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("order-status")).toHaveText(t.orders.status.confirmed);
    await expect(page.getByTestId("report-total-confirmed").getByTestId("report-total-count")).toHaveText("1");
  });
}

test("a deactivated store shows 'store unavailable' with status 404; unknown products are 404", async ({ page }, testInfo) => {
  // Each project closes its own store (the two projects run at the same time).
  const account = testInfo.project.name === "js" ? "member02" : "staff01";
  const missing = await page.goto("/store/member01/products/999999");
  expect(missing?.status()).toBe(404);
  await signedIn(page, demo.admin, `/admin/shops?q=${account}`);
  await page.getByTestId("shop-row").getByRole("link", { name: account }).click();
  await page.getByRole("button", { name: texts.en.store.admin.deactivate }).click();
  // Deactivating asks first (decision 138).
  await confirmIt(page, texts.en.store.admin.deactivate);
  await expect(page.getByTestId("shop-state")).toHaveText(texts.en.store.admin.inactive);
  const closed = await page.goto(`/store/${account}`);
  expect(closed?.status()).toBe(404);
  await expect(page.getByTestId("store-unavailable")).toHaveText(texts.en.store.unavailable.title);
  await page.goto(`/admin/shops?q=${account}`);
  await page.getByTestId("shop-row").getByRole("link", { name: account }).click();
  await page.getByRole("button", { name: texts.en.store.admin.reactivate }).click();
  await expect(page.getByTestId("shop-state")).toHaveText(texts.en.store.admin.active);
  expect((await page.goto(`/store/${account}`))?.status()).toBe(200);
});
