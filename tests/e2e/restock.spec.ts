import type { Locator } from "@playwright/test";

import { formatAmount } from "../../app/lib/money";
import { demo, demoProductName, expect, hydrated, signedIn, test, texts } from "./support/fixtures";
import { fundedMember } from "./support/funded-member";
import { fill } from "./support/page-tools";

/** "29.99 CCT" (English) or "29,99 CCT" (Vietnamese) → 2999 (hundredths as an integer). */
async function cents(locator: Locator): Promise<number> {
  return Number(((await locator.textContent()) ?? "").replace(/\D/g, ""));
}

const seedProduct = "Pulse Oximeter";

/*
 * /buy-products (decisions 232, 233): a compact table with search, quantity steppers and a sticky
 * total and Buy bar; the purchase ends on its receipt. English on a desktop, Vietnamese on a phone,
 * JavaScript on and off; each run a fresh member funded by an admin.
 */
for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const r = t.products.restock;
  const w = t.wallet;
  const at = (path: string) => `${t.prefix}${path}`;
  const cct = (hundredths: number) => fill(w.cct, { amount: formatAmount((hundredths / 100).toFixed(2), 8, lng) });
  const phone = lng === "vi";

  test(`a member restocks from a compact table and lands on the receipt (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1366, height: 900 });
    const member = await fundedMember(page, browser, javaScriptEnabled, `rstk${lng}`, "500");
    // The one-time group invitation has its own test below: this browser saw it already.
    await page.addInitScript(() => localStorage.setItem("showed-popup", "1"));
    await signedIn(page, member, at("/buy-products"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.common.titles["buy-products"]);

    // A compact table: one row per product, the Buy bar in view at the top of a full page (sticky).
    const rows = page.getByTestId("restock-item");
    expect(await rows.count()).toBeGreaterThan(5);
    const buy = page.getByRole("button", { name: r.buy, exact: true });
    await expect(buy).toBeInViewport();
    await expect(page.getByTestId("wallet-available")).toHaveText(cct(50000));
    // The dashboard menu is reachable: beside the page on a desktop, behind "Dashboard menu" on a phone.
    const dashboardLink = page.getByRole("link", { name: t.dashboard.menu.dashboard, exact: true });
    if (phone) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByTestId("member-menu").getByText(t.dashboard.menu.label).click();
    }
    await expect(dashboardLink.filter({ visible: true })).toHaveAttribute("href", at("/dashboard"));

    // Search: with JavaScript the list follows the box; without it the form is sent.
    const search = page.getByRole("searchbox", { name: r.search });
    if (javaScriptEnabled) {
      await hydrated(search);
      await search.pressSequentially(seedProduct, { delay: 20 });
    } else {
      await search.fill(seedProduct);
      await search.press("Enter");
    }
    await expect(page).toHaveURL(/[?&]q=Pulse\+Oximeter/);
    const item = rows.filter({ hasText: demoProductName(seedProduct, lng) }).first();
    await expect(item).toBeVisible();
    const name = (await item.getByTestId("restock-name").textContent())!;
    // The price reads in its column on a desktop, under the name on a phone.
    const price = await cents(phone ? item.getByTestId("restock-price-line") : item.getByTestId("restock-price"));
    expect(price).toBeGreaterThan(0);
    await expect(item.getByTestId("restock-held")).toHaveCount(0);

    // Nothing chosen: a clear message, nothing bought.
    const password = page.getByTestId("restock-bar").getByLabel(w.fields.password, { exact: true });
    await password.fill(member.password);
    await buy.click();
    await expect(page.getByText(r.nothingChosen)).toBeVisible();

    const quantity = item.getByRole("spinbutton", { name: fill(r.quantityOf, { name }) });
    if (javaScriptEnabled) {
      // The steppers, and the running total in the bar.
      const plus = item.getByRole("button", { name: fill(r.more, { name }) });
      await hydrated(plus);
      await plus.click();
      await plus.click();
      await plus.click();
      await item.getByRole("button", { name: fill(r.fewer, { name }) }).click();
      await expect(quantity).toHaveValue("2");
      await expect(page.getByTestId("restock-total")).toContainText(
        fill(r.total, { amount: formatAmount((price * 2) / 100, 2, lng) }),
      );
      await expect(page.getByTestId("restock-lines")).toHaveText(fill(r.lines_one, { count: "1" }));
      // A choice outlives a search that no longer shows it: it is still bought.
      await search.fill("zzzz-nothing-here");
      await expect(page.getByTestId("restock-empty")).toBeVisible();
      await expect(page.getByTestId("restock-lines")).toHaveText(fill(r.lines_one, { count: "1" }));
    } else {
      await quantity.fill("2");
      await expect(page.getByTestId("restock-total-later")).toHaveText(r.totalOnReceipt);
    }
    // A wrong password changes nothing and keeps the choice (without JavaScript, from the refused post).
    await password.fill("not-my-password");
    await buy.click();
    await expect(page.getByText(t.account.password.incorrect, { exact: true })).toBeVisible();
    if (javaScriptEnabled) await expect(page.getByTestId("restock-lines")).toHaveText(fill(r.lines_one, { count: "1" }));
    else await expect(quantity).toHaveValue("2");
    await password.fill(member.password);
    await buy.click();

    // The receipt: what was paid, to the store, the balance after, the order, "buy more".
    await expect(page).toHaveURL(new RegExp(`^[^?]*${t.prefix}/receipts/\\d+$`));
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByTestId("receipt-headline")).toHaveText(w.receipt.headline.purchase.out);
    await expect(receipt.getByTestId("receipt-amount")).toHaveText(`−${cct(price * 2)}`);
    await expect(receipt.getByTestId("receipt-balance-after")).toHaveText(cct(50000 - price * 2));
    await expect(receipt.getByTestId("receipt-note")).toHaveText(w.receipt.purchaseNote.restock);
    await expect(receipt.getByTestId("receipt-order")).toBeVisible();
    await expect(receipt.getByTestId("receipt-again")).toHaveAttribute("href", at("/buy-products"));

    // The two are in the member's store now.
    await page.goto(at(`/buy-products?q=${encodeURIComponent(seedProduct)}`));
    await expect(item.getByTestId("restock-held")).toHaveText(fill(r.held, { count: "2" }));
  });
}

test("the group invitation shows once; closed, it never comes back; without JavaScript it covers nothing", async ({
  page,
  javaScriptEnabled,
}) => {
  const t = texts.en;
  await signedIn(page, demo.member, "/buy-products");
  const popup = page.getByRole("dialog", { name: t.store.popup.title });
  if (!javaScriptEnabled) {
    await expect(page.getByTestId("group-popup")).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.products.restock.buy })).toBeInViewport();
    return;
  }
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId("group-join-link")).toHaveText(t.store.popup.join);
  await expect(popup.getByRole("button", { name: t.store.popup.close })).toBeFocused();
  await popup.getByRole("button", { name: t.store.popup.close }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await hydrated(page.getByRole("searchbox", { name: t.products.restock.search }));
  await expect(popup).toHaveCount(0);
  await page.goto("/vi/buy-products");
  await hydrated(page.getByRole("searchbox", { name: texts.vi.products.restock.search }));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
