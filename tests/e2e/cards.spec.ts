import type { Page } from "@playwright/test";

import { demo, demoProductName, expect, signedIn, signUpActivated, test, texts, vnd, type Lng } from "./support/fixtures";
import { fundedMember } from "./support/funded-member";

/** The system store's Digital Thermometer (seed): 220,000 đồng, a 15 % product discount. */
const thermometer = { name: "Digital Thermometer", search: "thermometer" };
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

async function addToCart(page: Page, lng: Lng) {
  const t = texts[lng];
  await page.goto(`${t.prefix}/store/default/products`);
  await page.getByLabel(t.store.products.search).fill(thermometer.search);
  await page.getByRole("button", { name: t.store.products.apply }).click();
  await expect(page.getByTestId("product-card")).toHaveCount(1);
  await page.getByTestId("product-card").getByRole("button", { name: t.store.product.addToCart }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
}

for (const lng of ["en", "vi"] as Lng[]) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;

  test(`membership cards: an admin issues cards, a member adds one, the cart's VND totals are discounted and the order keeps them (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const member = await signUpActivated(page, `card${lng}`);

    // --- An admin issues two cards at 10 %; a discount over 100 is refused with a clear message.
    await signedIn(page, demo.admin, at("/admin/cards"));
    const issue = page.getByTestId("issue-cards-form");
    await issue.getByLabel(t.cards.admin.count, { exact: true }).fill("2");
    await issue.getByLabel(t.cards.fields.discountPercentage, { exact: true }).fill("150");
    await issue.getByRole("button", { name: t.cards.admin.issue }).click();
    await expect(issue.getByText(t.cards.errors.discountRange)).toBeVisible();
    await issue.getByLabel(t.cards.fields.discountPercentage, { exact: true }).fill("10");
    await issue.getByLabel(t.cards.fields.note, { exact: true }).fill(`E2E ${lng}`);
    await issue.getByRole("button", { name: t.cards.admin.issue }).click();
    await expect(page.getByTestId("toast")).toHaveText(t.cards.admin.issued);
    await expect(page).toHaveURL(/\?batch=/);
    await expect(page.getByTestId("card-row")).toHaveCount(2);
    const code = (await page.getByTestId("card-code").first().textContent())!.trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    await expect(page.getByTestId("cards-csv")).toHaveText(t.cards.admin.csvBatch);

    // --- The member has no card, mistypes a code, then adds the card (lower case, no dashes).
    await page.context().clearCookies();
    await signedIn(page, member, at("/cards"));
    await expect(page.getByTestId("no-card")).toHaveText(t.cards.member.none);
    const add = page.getByTestId("add-card-form");
    const codeField = add.getByLabel(t.cards.fields.code, { exact: true });
    await codeField.fill("WRNG-CODE-2345");
    await add.getByRole("button", { name: t.cards.member.add }).click();
    await expect(page.getByText(t.cards.add.failed, { exact: true })).toBeVisible();
    await codeField.fill(code.toLowerCase().replace(/-/g, ""));
    await add.getByRole("button", { name: t.cards.member.add }).click();
    await expect(page.getByTestId("toast")).toHaveText(t.cards.member.added);
    await expect(page.getByTestId("my-card-code")).toHaveText(code);
    await expect(page.getByTestId("my-card-discount")).toHaveText(fill(t.cards.percent, { percentage: 10 }));
    // A card holder is not offered a second one to add (the server would refuse it: 'You already have a card').
    await expect(add).toHaveCount(0);

    // --- The store cart: the flag is on; 2 × 220,000 less the product's own 15 % (decision 211), whatever the card's 10 %.
    await addToCart(page, lng);
    await page.getByTestId("cart-link").click();
    await expect(page.getByTestId("cart-discount")).toContainText(t.cards.cart.discountOn);
    const line = page.getByTestId("cart-line").filter({ hasText: demoProductName(thermometer.name, lng) });
    await line.getByRole("spinbutton").fill("2");
    await line.getByRole("button", { name: t.store.cart.update }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect(line.getByTestId("cart-line-total-vnd")).toHaveText(vnd(lng, "374,000"));
    await expect(line.getByTestId("cart-line-discount")).toHaveText(fill(t.cards.cart.lineDiscount, { percentage: 15 }));
    await expect(page.getByTestId("cart-total-vnd")).toHaveText(vnd(lng, "374,000"));
    // The banner says what the card saves.
    await expect(page.getByTestId("cart-discount-saved")).toHaveText(fill(t.cards.cart.saved, { amount: vnd(lng, "66,000") }));
    await expect(page.getByTestId("checkout-discount")).toHaveText(
      fill(t.cards.cart.checkoutDiscount, { saved: vnd(lng, "66,000"), total: vnd(lng, "374,000") }),
    );

    // --- Checkout keeps the discounted amounts.
    await page.getByLabel(t.orders.checkout.phone).fill("0912345678");
    await page.getByLabel(t.orders.checkout.address).fill("12 Tran Hung Dao, Ho Chi Minh City");
    await page.getByRole("button", { name: t.orders.checkout.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/user-orders/\\d+$`));
    await expect(page.getByTestId("order-total-vnd")).toHaveText(vnd(lng, "374,000"));

    // --- A guest's cart of the same product pays the full price.
    await page.context().clearCookies();
    await addToCart(page, lng);
    await page.goto(at("/store/default/cart"));
    await expect(page.getByTestId("cart-discount")).toHaveCount(0);
    await expect(page.getByTestId("cart-total-vnd")).toHaveText(vnd(lng, "220,000"));
  });
}

for (const lng of ["en", "vi"] as Lng[]) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;
  const amount = (value: string) => (lng === "vi" ? value.replace(".", ",") : value);
  const cct = (value: string) => fill(t.wallet.cct, { amount: amount(value) });

  test(`a member buys a membership card with CCT in the store and lands on the receipt; a guest is invited to sign up or log in (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const member = await fundedMember(page, browser, javaScriptEnabled, `card${lng}`, "30");

    // A guest sees the offer and is invited to sign up or log in.
    await page.goto(at("/store/default/cards"));
    await page.getByTestId("offer-card").filter({ hasText: "Gold card" }).getByTestId("offer-name").click();
    await expect(page.getByRole("heading", { level: 1, name: "Gold card" })).toBeVisible();
    await expect(page.getByTestId("offer-discount")).toHaveText(fill(t.cards.offers.discountBadge, { percentage: 10 }));
    await expect(page.getByTestId("offer-price-cct")).toHaveText(fill(t.store.price.cct, { amount: amount("25.00") }));
    await expect(page.getByTestId("buy-card-guest")).toContainText(t.cards.buy.guest);
    const offerPath = new URL(page.url()).pathname;

    // The member buys the card with their password.
    await signedIn(page, member, offerPath);
    await expect(page.getByTestId("buy-balance")).toHaveText(
      fill(t.cards.buy.balance, { available: amount("30.00"), price: amount("25.00") }),
    );
    const buy = page.getByTestId("buy-card-form");
    await buy.getByLabel(t.wallet.fields.password, { exact: true }).fill("not-my-password");
    await buy.getByRole("button", { name: t.cards.buy.submit }).click();
    await expect(page.getByText(t.account.password.incorrect, { exact: true })).toBeVisible();
    await buy.getByLabel(t.wallet.fields.password, { exact: true }).fill(member.password);
    await buy.getByRole("button", { name: t.cards.buy.submit }).click();

    // It ends on the payment's receipt (decision 233): the price, the card, the balance after.
    await expect(page).toHaveURL(new RegExp(`^[^?]*${t.prefix}/receipts/\\d+$`));
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByTestId("receipt-headline")).toHaveText(t.wallet.receipt.headline.purchase.out);
    await expect(receipt.getByTestId("receipt-amount")).toHaveText(`−${cct("25.00")}`);
    await expect(receipt.getByTestId("receipt-card")).toHaveText("Gold card");
    await expect(receipt.getByTestId("receipt-balance-after")).toHaveText(cct("5.00"));
    await expect(receipt.getByTestId("receipt-note")).toHaveText(t.wallet.receipt.purchaseNote.cardAdded);
    await expect(receipt.getByTestId("receipt-again")).toHaveAttribute("href", at("/store/default/cards"));

    // The card is theirs at once.
    await page.goto(at("/cards"));
    await expect(page.getByTestId("my-card-discount")).toHaveText(fill(t.cards.percent, { percentage: 10 }));

    // Its price left the balance: 5 CCT remain, too little for another.
    await page.goto(offerPath);
    await expect(page.getByTestId("buy-balance")).toHaveText(
      fill(t.cards.buy.balance, { available: amount("5.00"), price: amount("25.00") }),
    );
    await expect(page.getByTestId("buy-holds-card")).toHaveText(t.cards.buy.holdsCard);
  });
}
