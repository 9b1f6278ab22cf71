import { QRPay } from "vietnam-qr-pay";

import { demoStores } from "../../app/seed/catalogue";
import { decodeQr } from "../support/qr";
import { expect, test, texts, type Lng } from "./support/fixtures";
import { waitForMail } from "./support/mail";

/** A guest pays a bank-transfer order with VietQR: the confirmation and the mail carry the code (decisions 186, 187). */

const store = demoStores.find((s) => s.account === "member02")!;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

for (const lng of ["en", "vi"] as Lng[]) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;

  test(`a guest who pays by bank transfer gets a Pay now card with a VietQR code, on the page and in the mail (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // --- One product of member02's store in the cart, then the checkout by bank transfer.
    await page.goto(at(`/store/${store.account}/products`));
    await page.getByTestId("product-card").first().getByTestId("product-name").click();
    await page.getByTestId("product-detail").getByRole("button", { name: t.store.product.addToCart, exact: true }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.goto(at(`/store/${store.account}/cart`));
    const email = `vietqr-${lng}-${unique()}@mail.test`;
    const checkout = page.getByTestId("checkout-form");
    await checkout.getByLabel(t.orders.checkout.name, { exact: true }).fill("Pham Van Khach");
    await checkout.getByLabel(t.orders.checkout.phone, { exact: true }).fill("0987654321");
    await checkout.getByLabel(t.orders.checkout.email, { exact: true }).fill(email);
    await checkout.getByLabel(t.orders.checkout.address, { exact: true }).fill("5 Hai Ba Trung, Ha Noi");
    await expect(checkout.getByLabel(t.orders.payment.bank_vnd, { exact: true })).toBeChecked();
    await checkout.getByRole("button", { name: t.orders.checkout.submit, exact: true }).click();

    // --- The confirmation, under the store's own address (and header): Pay now comes first.
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/store/${store.account}/check-order\\?code=`));
    const code = (await page.getByTestId("placed-code").textContent())!.trim();
    const card = page.getByTestId("pay-now");
    await expect(card.getByRole("heading", { name: t.orders.payNow.title })).toBeVisible();
    await expect(card.getByTestId("pay-now-account")).toHaveText(store.bank.account);
    await expect(card.getByTestId("pay-now-holder")).toHaveText(store.bank.holder);
    await expect(card.getByTestId("pay-now-note")).toHaveText(code);
    const total = (await page.getByTestId("order-total-vnd").textContent())!.trim();
    await expect(card.getByTestId("pay-now-amount")).toHaveText(total);
    const amount = total.replace(/\D/g, "");
    // The copy buttons exist once JavaScript runs; without it the values are plain text to select.
    await expect(card.getByTestId("pay-now-account-copy")).toHaveCount(javaScriptEnabled ? 1 : 0);
    // "I have paid" comes before the quiet "Cancel the order".
    const actions = page.getByTestId("order-actions").getByRole("button");
    await expect(actions.first()).toHaveText(t.orders.action.waiting);
    await expect(actions.last()).toHaveText(t.orders.action.canceled);

    // --- The QR code as drawn: rasterised and decoded, it is the order's VietQR.
    const svg = await card
      .getByTestId("pay-now-qr")
      .locator("svg")
      .evaluate((e) => e.outerHTML);
    const payload = await decodeQr(svg);
    const shown = new QRPay(payload);
    expect(shown.isValid).toBe(true);
    expect([shown.consumer.bankBin, shown.consumer.bankNumber, shown.amount, shown.additionalData.purpose]).toEqual([
      store.bank.bin,
      store.bank.account,
      amount,
      code,
    ]);

    // --- The confirmation mail: Pay now first, and the same code as an inline picture.
    const mail = await waitForMail(email, code);
    expect(mail.text.startsWith(lng === "vi" ? "THANH TOÁN NGAY" : "PAY NOW")).toBe(true);
    expect(mail.inline).toHaveLength(1);
    const mailed = await decodeQr(Buffer.from(mail.inline![0].base64, "base64"));
    expect(mailed).toBe(payload);
  });
}
