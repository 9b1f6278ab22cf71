import type { Page } from "@playwright/test";

import { demo, expect, logOut, signedIn, test, texts } from "./support/fixtures";

const t = texts.en;
const seedProduct = "Pulse Oximeter";

/** "1,000.00 CCT" → 1000 (hundredths kept exact as an integer of cents). */
async function cents(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).first().textContent()) ?? "";
  return Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
}

const held = (page: Page) => cents(page, "wallet-held");
/** A payment-state text without its amount: "{{amount}} CCT paid to the store" → "paid to the store". */
const state = (text: string) => text.replace("{{amount}} CCT ", "");

/**
 * Each project has its own buyer, so the two projects (running at once) never see each other's
 * holds: with JavaScript member01 buys from the system store (staff complete it), without it
 * member02 buys from member01's store (member01 completes it).
 */
test("pay an order with the CCT balance: held at checkout, paid to the store on Completed", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const buyer = javaScriptEnabled ? demo.member : demo.member2;
  const store = javaScriptEnabled ? "default" : "member01";
  const mover = javaScriptEnabled ? demo.staff : demo.member;
  const moverPath = javaScriptEnabled ? "/staff/user-orders" : "/user-orders";

  await signedIn(page, buyer);
  await page.goto("/dashboard");
  const heldBefore = await held(page);

  // --- One product in the cart; the CCT option shows the available balance and the order's total.
  // A seed product by name: other specs add products to the system store and withdraw them again.
  await page.goto(`/store/${store}/products?q=${encodeURIComponent(seedProduct)}`);
  // (The restock spec may add a linked copy of it to member01's store: take a card still on sale.)
  const addToCart = page.getByRole("button", { name: t.store.product.addToCart });
  await page
    .getByTestId("product-card")
    .filter({ has: addToCart })
    .first()
    .getByRole("button", { name: t.store.product.addToCart })
    .click();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.goto(`/store/${store}/cart`);
  const total = await cents(page, "cart-total-cct");
  await expect(page.getByTestId("checkout-cct-info")).toBeVisible();
  await page.getByLabel(t.orders.checkout.phone).fill("0912345678");
  await page.getByLabel(t.orders.checkout.address).fill("12 Tran Hung Dao, Ho Chi Minh City");
  // The password field shows once the balance is chosen (CSS alone, with or without JavaScript).
  const password = page.getByTestId("checkout-cct-proof").getByLabel(t.wallet.fields.password);
  await expect(password).toBeHidden();
  await page.getByLabel(t.orders.payment.cct, { exact: true }).check();
  await expect(password).toBeVisible();
  // Without the password nothing is held: the field says so.
  await page.getByRole("button", { name: t.orders.checkout.submit }).click();
  await expect(page.getByTestId("checkout-cct-proof")).toContainText(t.validation.passwordRequired);
  await page.getByLabel(t.orders.payment.cct, { exact: true }).check();
  await page.getByTestId("checkout-cct-proof").getByLabel(t.wallet.fields.password).fill(buyer.password);
  await page.getByRole("button", { name: t.orders.checkout.submit }).click();

  // --- The order waits for confirmation with its amount held; no "I have paid" for the buyer.
  await expect(page).toHaveURL(/\/user-orders\/\d+$/);
  const orderPath = new URL(page.url()).pathname;
  const orderId = orderPath.split("/").pop();
  await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.waiting);
  await expect(page.getByTestId("order-field-payment")).toHaveText(t.orders.payment.cct);
  await expect(page.getByTestId("order-field-cct-payment")).toContainText(state(t.orders.cctPayment.held));
  await expect(page.getByRole("button", { name: t.orders.action.waiting })).toHaveCount(0);
  await page.goto("/dashboard");
  expect(await held(page)).toBe(heldBefore + total);

  // --- The store side confirms, delivers, completes.
  await logOut(page);
  await signedIn(page, mover, `${moverPath}/${orderId}`);
  for (const to of ["confirmed", "delivery", "completed"] as const) {
    await page.getByRole("button", { name: t.orders.action[to] }).click();
    await expect(page.getByTestId("order-status")).toHaveText(t.orders.status[to]);
  }
  await expect(page.getByTestId("order-field-cct-payment")).toContainText(state(t.orders.cctPayment.paid));

  // --- The buyer's hold is gone: the amount left the balance.
  await logOut(page);
  await signedIn(page, buyer, "/dashboard");
  expect(await held(page)).toBe(heldBefore);
});
