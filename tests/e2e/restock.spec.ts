import type { Page } from "@playwright/test";

import { formatAmount } from "../../app/lib/money";
import { demo, demoProductName, expect, signedIn, test, texts } from "./support/fixtures";

/** "1,000.00 CCT" (English) or "1.000,00 CCT" (Vietnamese) → 100000 (hundredths as an integer). */
function cents(text: string | null): number {
  return Number((text ?? "").replace(/\D/g, ""));
}

async function available(page: Page): Promise<number> {
  return cents(await page.getByTestId("wallet-available").textContent());
}

/**
 * A member restocks from the system catalogue: with JavaScript member01 in English, without it
 * member02 in Vietnamese (the projects run at once; each has its own wallet).
 */
test("a member buys system products with CCT and finds them in their own store", async ({ page, javaScriptEnabled }) => {
  const lng = javaScriptEnabled ? "en" : "vi";
  const t = texts[lng];
  const buyer = javaScriptEnabled ? demo.member : demo.member2;
  // The one-time group invitation would open over the page once hydrated: this browser saw it already.
  await page.addInitScript(() => localStorage.setItem("showed-popup", "1"));
  // A seed product by name: other specs add (and unpublish) system products while this one runs.
  await signedIn(page, buyer, `${t.prefix}/buy-products?q=Pulse%20Oximeter`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.common.titles["buy-products"]);
  const before = await available(page);

  const item = page
    .getByTestId("restock-item")
    .filter({ hasText: demoProductName("Pulse Oximeter", lng) })
    .first();
  const name = (await item.getByRole("heading").textContent())!;
  const price = cents(await item.getByTestId("restock-price").textContent());
  const heldText = (await item.getByTestId("restock-held").count()) ? await item.getByTestId("restock-held").textContent() : "0";
  const heldBefore = Number(heldText?.replace(/\D/g, ""));

  // Nothing chosen: a clear message, nothing bought.
  await page.getByLabel(t.wallet.fields.password).fill(buyer.password);
  await page.getByRole("button", { name: t.products.restock.buy }).click();
  await expect(page.getByText(t.products.restock.nothingChosen)).toBeVisible();

  await item.getByLabel(t.products.restock.quantity).fill("2");
  if (javaScriptEnabled) {
    await expect(page.getByTestId("restock-total")).toContainText(((price * 2) / 100).toFixed(2));
  }
  await page.getByLabel(t.wallet.fields.password).fill(buyer.password);
  await page.getByRole("button", { name: t.products.restock.buy }).click();

  // The purchase is a completed order of the system store, paid at once.
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/user-orders/\\d+$`));
  await expect(page.getByText(t.products.restock.done)).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText(t.orders.status.completed);

  await page.goto(`${t.prefix}/buy-products?q=Pulse%20Oximeter`);
  await expect(item.getByTestId("restock-held")).toHaveText(t.products.restock.held.replace("{{count}}", String(heldBefore + 2)));
  // The price left the wallet: the statement has the purchase line for exactly the price. Other
  // specs move this member's money meanwhile (a package's commission, a transfer), so the wallet
  // itself only has to have gone down.
  const after = await available(page);
  const paid = formatAmount((-(price * 2) / 100).toFixed(2), 8, lng);
  await page.goto(`${t.prefix}/dashboard`);
  const purchase = page
    .getByTestId("statement")
    .getByRole("row")
    .filter({ hasText: t.wallet.kinds.purchase })
    .filter({ has: page.getByTestId("statement-amount").getByText(paid, { exact: true }) });
  await expect(purchase.first()).toBeVisible();
  expect(after).toBeLessThanOrEqual(before);

  // The product is listed, published, in the member's own store.
  await page.goto(`${t.prefix}/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name }).first();
  await expect(row).toContainText(t.products.status.published);
  await page.goto(`${t.prefix}/store/${buyer.account}/products?q=${encodeURIComponent(name)}`);
  // The store shows the demo product's name in the page's language.
  await expect(
    page
      .getByTestId("product-card")
      .filter({ hasText: demoProductName(name, lng) })
      .first(),
  ).toBeVisible();
});
