import type { Locator, Page } from "@playwright/test";

import { demo, expect, signedIn, test, texts } from "./support/fixtures";
import { plainKeyPages } from "./support/key-pages";

/**
 * Every key page on a phone (390 × 844), in both languages, as the role that uses it: nothing makes
 * the document or a table scroll sideways, the headers fit on one line, and the table rows are
 * stacked cards whose key cells (status, totals, actions) are on the screen (decision 130).
 * Layout alone: CSS lays out the server's markup alike with JavaScript on or off, so this file runs
 * in the js project only, where the page also holds what JavaScript adds (decision 273).
 */
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** The page answered, and neither the document nor any table on it is wider than the screen. */
async function fits(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBeLessThan(400);
  await expectNoSidewaysScroll(page, path);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    // A table in a box that scrolls sideways hides its last columns: it must be stacked instead.
    tables: [...document.querySelectorAll("table")]
      .filter((t) => t.parentElement && t.parentElement.scrollWidth > t.parentElement.clientWidth + 1)
      .map((t) => t.dataset.testid ?? "table"),
  }));
  expect(sizes.scroll, `${what}: the document scrolls sideways at ${phone.width} px`).toBeLessThanOrEqual(sizes.client);
  expect(sizes.tables, `${what}: tables scrolling sideways at ${phone.width} px`).toEqual([]);
}

/** Shown, and wholly on the screen from left to right. */
async function onScreen(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, `${what}: left edge on the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge on the screen`).toBeLessThanOrEqual(phone.width);
}

/** The language menu, opened, lies wholly on the screen (a <details>: it opens without JavaScript too). */
async function languageMenuOnScreen(switcher: Locator, what: string) {
  await switcher.locator("summary").click();
  await onScreen(switcher.getByRole("list"), `${what}: language menu`);
  await switcher.locator("summary").click();
}

/**
 * A price leads with the currency the shopper pays in on that page (decision 209): its first amount
 * is the đồng on /vi, the dollar on /, written larger than the two others.
 */
async function leadsWithPaidCurrency(price: Locator, lng: "en" | "vi") {
  const amounts = price.locator("[data-testid]");
  const testId = await price.getAttribute("data-testid");
  await expect(amounts.first()).toHaveAttribute("data-testid", `${testId}-${lng === "vi" ? "vnd" : "usd"}`);
  await expect(amounts.first()).toHaveText(lng === "vi" ? /^[\d.]+\u00a0₫$/ : /^\$[\d,]+\.\d\d$/);
  const sizes = await amounts.evaluateAll((nodes) => nodes.map((n) => parseFloat(getComputedStyle(n).fontSize)));
  expect(
    sizes.slice(1).every((size) => size < sizes[0]),
    `${testId}: the leading amount is the largest`,
  ).toBe(true);
}

/** The header's controls sit side by side on one line: none wraps, none covers another. */
async function headerFits(page: Page, header: Locator, controls: Locator[], what: string) {
  const headerBox = (await header.boundingBox())!;
  const boxes = [];
  for (const control of controls) {
    await onScreen(control, `${what}: control`);
    const box = (await control.boundingBox())!;
    expect(box.height, `${what}: a control wraps onto two lines`).toBeLessThan(44);
    expect(box.y + box.height, `${what}: a control hangs below the header`).toBeLessThanOrEqual(headerBox.y + headerBox.height);
    boxes.push(box);
  }
  boxes.sort((a, b) => a.x - b.x);
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i].x, `${what}: two controls overlap`).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width - 0.5);
  }
}

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;

  test(`phones: the landing page and the stores fit, the grid has two columns, the cart holds a line (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fits(page, at("/"));
    const landing = page.getByTestId("landing-header");
    await headerFits(
      page,
      landing,
      [
        landing.getByRole("link", { name: texts[lng].common.brand }),
        landing.getByTestId("language-switcher"),
        landing.getByTestId("login-link"),
        landing.getByTestId("signup-link"),
      ],
      "landing header",
    );

    await languageMenuOnScreen(landing.getByTestId("language-switcher"), "landing header");

    for (const path of plainKeyPages.guest) {
      await fits(page, at(path));
    }
    await fits(page, at("/login"));
    await fits(page, at("/sign_up"));

    // The product grid: two cards side by side, both on the screen.
    await fits(page, at("/store/member01/products"));
    const cards = page.getByTestId("product-grid").getByTestId("product-card");
    await onScreen(cards.nth(0), "first product card");
    await onScreen(cards.nth(1), "second product card");
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(Math.abs(first.y - second.y), "two products in a row").toBeLessThan(1);
    expect(second.x, "the second card beside the first").toBeGreaterThanOrEqual(first.x + first.width);
    await leadsWithPaidCurrency(cards.nth(0).getByTestId("product-card-price"), lng);
    // The store's top bar: the switcher at its left edge.
    await languageMenuOnScreen(page.getByTestId("language-switcher").first(), "store top bar");

    // A product page, then the cart with that product (and the checkout form under it).
    await cards.nth(0).getByTestId("product-name").click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    // The product's own form (related products below it have theirs).
    const detail = page.getByTestId("product-detail");
    await expect(detail.getByTestId("add-to-cart")).toHaveCount(1);
    await leadsWithPaidCurrency(detail.getByTestId("product-price"), lng);
    await expectNoSidewaysScroll(page, "product page");
    await detail.getByTestId("add-to-cart").getByRole("button", { name: t.store.product.addToCart }).click();
    await expect(page.getByTestId("cart-badge").first()).toHaveText("1");
    await fits(page, at("/store/member01/cart"));
    await expect(page.getByTestId("cart-line")).not.toHaveCount(0);
    await expect(page.getByTestId("checkout-form")).toBeVisible();
  });

  test(`phones: the dashboard pages fit; orders are cards led by total and status, the statement one line a row (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedIn(page, demo.member, at("/dashboard"));
    await expectNoSidewaysScroll(page, "dashboard");
    const header = page.getByTestId("dashboard-header");
    await headerFits(
      page,
      header,
      [
        header.getByTestId("mobile-menu-toggle"),
        header.getByRole("link", { name: texts[lng].common.brand }),
        header.getByTestId("header-balance"),
        header.getByTestId("language-switcher"),
        header.getByTestId("profile-menu").first(),
      ],
      "dashboard header",
    );

    // The statement: each transfer one line of kind, other side and signed amount (decision 220).
    const entry = page.getByTestId("statement-row").first();
    await onScreen(entry.getByTestId("statement-receipt"), "statement kind");
    await onScreen(entry.getByTestId("statement-amount"), "statement amount");
    expect((await entry.boundingBox())!.height, "a statement row is one line").toBeLessThan(48);

    // The orders: total and status of each order on the screen.
    await fits(page, at("/user-orders"));
    const order = page.getByTestId("orders-bought").getByTestId("order-row").first();
    await onScreen(order.getByTestId("order-row-total"), "order total");
    await onScreen(order.getByTestId("order-status"), "order status");
    await onScreen(order.getByRole("link").first(), "order code");

    // One order: its lines and its timeline.
    await order.getByRole("link").first().click();
    await expect(page.getByTestId("order-view")).toBeVisible();
    await expectNoSidewaysScroll(page, "order page");
    await onScreen(page.getByTestId("timeline-entry").first().getByTestId("timeline-to"), "timeline status");
    await onScreen(page.getByTestId("order-line").first(), "order line");

    for (const path of plainKeyPages.member) {
      await fits(page, at(path));
    }
  });

  test(`phones: the back office fits; the queues' Confirm and Reject are on the screen; the menu marks the section (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const w = t.wallet;
    await signedIn(page, demo.admin, at("/admin"));
    await expectNoSidewaysScroll(page, "admin overview");
    const header = page.getByTestId("admin-header");
    await headerFits(
      page,
      header,
      [
        header.getByTestId("admin-mobile-menu-toggle"),
        header.getByRole("link", { name: texts[lng].common.brand }),
        header.getByTestId("language-switcher"),
        header.getByTestId("profile-menu").first(),
      ],
      "admin header",
    );

    // The deposit queue: each pending request a card led by its number, member, amount and status,
    // its decision last (decision 210).
    await fits(page, at("/admin/deposite-ccm?status=pending"));
    const deposit = page.getByTestId("deposits-table").getByRole("row").nth(1);
    const confirm = deposit.getByRole("button", { name: w.admin.confirm, exact: true });
    await onScreen(confirm, "Confirm");
    await onScreen(deposit.getByRole("button", { name: w.admin.reject, exact: true }), "Reject");
    await onScreen(deposit.getByTestId("status"), "deposit status");
    const member = (await deposit.locator("td").nth(2).boundingBox())!;
    expect(member.y + member.height, "the member above the buttons").toBeLessThanOrEqual((await confirm.boundingBox())!.y);
    await languageMenuOnScreen(header.getByTestId("language-switcher"), "admin header");

    // The section is marked in the mobile menu, which opens without JavaScript.
    await page.getByTestId("admin-mobile-menu-toggle").click();
    const current = page.getByTestId("admin-nav-menu").locator('[aria-current="page"]');
    await expect(current).toHaveText(t.admin.nav.deposits);
    await onScreen(current, "current section in the menu");

    await fits(page, at("/admin/withdraw?status=pending"));
    const withdrawal = page.getByTestId("withdrawals-table").getByRole("row").nth(1);
    await onScreen(withdrawal.getByRole("button", { name: w.admin.approve, exact: true }), "Approve");
    await onScreen(withdrawal.getByRole("button", { name: w.admin.reject, exact: true }), "Reject");

    // The Report: each order's total and status on the screen; then one order.
    await fits(page, at("/admin/orders"));
    const order = page.getByTestId("order-table").getByTestId("order-row").first();
    await onScreen(order.getByTestId("order-row-total"), "report order total");
    await onScreen(order.getByTestId("order-status"), "report order status");
    await order.getByRole("link").first().click();
    await expect(page.getByTestId("order-view")).toBeVisible();
    await expectNoSidewaysScroll(page, "admin order page");

    await fits(page, at("/admin/users"));
    await onScreen(page.getByTestId("user-row").first().getByRole("link"), "user name");
    await page.getByTestId("user-row").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, "admin user page");

    for (const path of plainKeyPages.admin) {
      await fits(page, at(path));
    }
  });
}
