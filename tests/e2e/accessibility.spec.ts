import type { Page } from "@playwright/test";

import { closeReplay, describeViolations, gatingViolations } from "./support/axe";
import { demo, expect, fillLogin, signedIn, test, texts } from "./support/fixtures";

/**
 * axe-core on every kind of page (decision 135): no serious or critical violation (nor an empty
 * table header, a missing or duplicate main landmark, landmarks of one name), with JavaScript on
 * and off, at the desktop width (1366) and, for the key pages, at a phone's (390). Each page is a
 * step; every page is checked even when an earlier one fails (soft assertions), and the failure
 * lists axe's findings element by element.
 */

// axe takes a second or two a page on this machine; each test walks ten pages or so.
test.describe.configure({ timeout: 180_000 });
test.afterEach(async ({ page }) => closeReplay(page));

const widths = [
  { name: "1366", viewport: { width: 1366, height: 900 }, full: true },
  { name: "390", viewport: { width: 390, height: 844 }, full: false },
] as const;

/** Opens `path` (or stays, when null), expecting `status`, and checks the page. */
async function audit(page: Page, label: string, path: string | null, status = 200) {
  await test.step(label, async () => {
    if (path !== null) {
      const response = await page.goto(path);
      expect.soft(response?.status(), `${label}: ${path} answers`).toBe(status);
    }
    const violations = await gatingViolations(page, test.info().project.use.javaScriptEnabled !== false);
    expect.soft(violations, `${label} (${page.url()}):\n${describeViolations(violations)}`).toEqual([]);
  });
}

/** The href of the first link on the page whose address matches. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${page.url()}`).toBeTruthy();
  return href!;
}

/** Opens the header's profile menu (a <details>: it opens without JavaScript too). */
async function openProfileMenu(page: Page) {
  const menu = page.getByTestId("profile-menu").first();
  await menu.locator(":scope > summary").click();
  await expect(menu.getByTestId("sign-out")).toBeVisible();
}

for (const { name: width, viewport, full } of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test(`landing and sign-in pages (${width} px)`, async ({ page }) => {
      await audit(page, "landing (en)", "/");
      await audit(page, "landing (vi)", "/vi");
      await audit(page, "login", "/login");
      await audit(page, "sign-up", "/sign_up");
      if (full) {
        await audit(page, "login (vi)", "/vi/login");
        await fillLogin(page, "vi", "nobody-here", "Wrong#2026pass");
        await expect(page.getByText(texts.vi.auth.login.invalid)).toBeVisible();
        await audit(page, "login refused (vi)", null);
        await audit(page, "reset password", "/reset-password");
        await audit(page, "new password, unknown link", "/new-password/no-such-token");
        await audit(page, "activation, unknown link", "/active-account/1/no-such-code");
        await audit(page, "404 page", "/no-such-page", 404);
        await audit(page, "404 page (vi)", "/vi/no-such-page", 404);
      }
    });

    test(`store pages for guests (${width} px)`, async ({ page }) => {
      await audit(page, "store home", "/store/member01");
      if (!full) {
        await page.getByTestId("store-mobile-menu-toggle").click();
        await audit(page, "store home with the menu open", null);
      }
      await audit(page, "store products searched without accents", "/store/member01/products?q=vien");
      await audit(page, "store products", "/store/member01/products");
      const product = await firstHref(page, /\/store\/member01\/products\/\d+$/);
      await audit(page, "product page", product);
      await page.getByTestId("product-detail").getByRole("button", { name: texts.en.store.product.addToCart }).click();
      await expect(page.getByTestId("cart-badge").first()).toHaveText("1");
      await audit(page, "cart with an item and the checkout form", "/store/member01/cart");
      await audit(page, "check-order", "/check-order");
      if (full) {
        await page.getByLabel(texts.en.orders.check.code).fill("CCT-000000-AAAAAA");
        await page.getByLabel(texts.en.orders.check.phone).fill("0999999999");
        await page.getByRole("button", { name: texts.en.orders.check.submit }).click();
        await expect(page.getByText(texts.en.orders.check.notFound)).toBeVisible();
        await audit(page, "check-order, not found", null);
        await audit(page, "system store", "/store");
        await audit(page, "system store products", "/shop-system");
        await audit(page, "store cards", "/store/default/cards");
        await audit(page, "a store card", await firstHref(page, /\/store\/default\/cards\/\d+$/));
        await audit(page, "store list", "/ccm-store");
        await audit(page, "unknown store", "/store/nosuchstore", 404);
        await audit(page, "unknown product", "/store/member01/products/999999", 404);
        await audit(page, "store home (vi)", "/vi/store/member01");
        await audit(page, "cart (vi)", "/vi/store/member01/cart");
      }
    });

    test(`dashboard and wallet pages (${width} px)`, async ({ page }) => {
      await signedIn(page, demo.member, "/dashboard");
      await audit(page, "dashboard and statement", null);
      const receipt = await firstHref(page, /\/receipts\/\d+$/);
      await openProfileMenu(page);
      await audit(page, "dashboard with the profile menu open", null);
      if (!full) {
        await page.reload();
        await page.getByTestId("mobile-menu-toggle").click();
        await expect(page.getByTestId("mobile-dashboard-nav")).toBeVisible();
        await audit(page, "dashboard with the menu open", null);
      }
      await audit(page, "deposits", "/deposite");
      await audit(page, "withdrawals", "/withdraw");
      await audit(page, "transfers", "/transfer-point");
      await audit(page, "statement", "/statement");
      // At the phone's width only: the desktop walk is long enough already.
      if (!full) await audit(page, "receipt", receipt);
      if (full) {
        await audit(page, "dashboard (vi)", "/vi/dashboard");
        await audit(page, "deposit CCT", "/deposite-ccm");
        await audit(page, "deposit USDT", "/invest-usdt");
        await audit(page, "withdraw CCM", "/withdraw-ccm");
        await audit(page, "packages", "/packages");
        await audit(page, "refs", "/refs");
      }
    });

    test(`account pages (${width} px)`, async ({ page, javaScriptEnabled }) => {
      await signedIn(page, demo.member, "/notifications");
      await audit(page, "notifications", null);
      if (javaScriptEnabled) {
        // With JavaScript the bell opens a list in place (without it, it is the link to this page).
        await page.getByTestId("notification-bell").getByRole("link").first().click();
        await expect(page.getByTestId("notification-list")).toBeVisible();
        await audit(page, "the bell's list", null);
      }
      await audit(page, "profile", "/profile");
      if (full) {
        await audit(page, "profile, update dialog", "/profile?modal=update-profile");
        await audit(page, "menu", "/menu");
        await audit(page, "cards", "/cards");
        await audit(page, "signature", "/signature");
        await audit(page, "two-factor", "/two-factor");
      }
    });

    test(`orders and products of a member (${width} px)`, async ({ page }) => {
      await signedIn(page, demo.member, "/user-orders");
      await audit(page, "orders list", null);
      const id = /(\d+)$/.exec(await firstHref(page, /\/user-orders\/\d+$/))![1];
      await audit(page, "order view", `/user-orders/${id}`);
      if (full) {
        await audit(page, "order page", `/orders/${id}`);
        await audit(page, "contract", `/orders/${id}/contract`);
        await audit(page, "order view (vi)", `/vi/user-orders/${id}`);
        await audit(page, "products", "/products");
        await audit(page, "a product", await firstHref(page, /^\/products\/\d+$/));
        await audit(page, "new product", "/products/new");
        await audit(page, "buy products", "/buy-products");
      }
    });

    test(`back office: overview, users, money, orders (${width} px)`, async ({ page }) => {
      await signedIn(page, demo.admin, "/admin");
      await audit(page, "admin overview", null);
      await audit(page, "admin users", "/admin/users");
      await audit(page, "a user's page", await firstHref(page, /\/admin\/users\/\d+$/));
      await audit(page, "admin deposits", "/admin/deposite-ccm");
      await audit(page, "admin withdrawals", "/admin/withdraw");
      await audit(page, "admin orders", "/admin/orders");
      await audit(page, "admin order view", await firstHref(page, /\/admin\/orders\/\d+$/));
      if (full) {
        await openProfileMenu(page);
        await audit(page, "admin order view with the profile menu open", null);
        await audit(page, "admin overview (vi)", "/vi/admin");
        await audit(page, "admin transactions", "/admin/transactions");
        await audit(page, "a transaction", await firstHref(page, /\/admin\/transactions\/\d+$/));
        await audit(page, "admin withdrawals (CCM)", "/admin/withdraw-ccm");
        await audit(page, "admin settings", "/admin/settings");
        // The header's Manage Category: a dialog in place with JavaScript, the categories page without.
        await page.getByTestId("manage-category").click();
        // Without JavaScript the click loads a page: checking before it arrived checked a blank document.
        if (test.info().project.use.javaScriptEnabled === false) await page.waitForURL(/\/admin\/categories$/);
        await audit(page, "Manage Category", null);
      }
    });

    if (full) {
      test(`back office: catalogue, cards, packages, audit (${width} px)`, async ({ page }) => {
        await signedIn(page, demo.admin, "/admin/products");
        await audit(page, "admin products", null);
        await audit(page, "a system product", await firstHref(page, /\/admin\/products\/\d+$/));
        await audit(page, "a new system product", "/admin/products/new");
        await audit(page, "admin product moderation", "/admin/user-products");
        await audit(page, "a product to review", await firstHref(page, /\/admin\/user-products\/\d+$/));
        await audit(page, "admin categories", "/admin/categories");
        await audit(page, "admin shops", "/admin/shops");
        await audit(page, "a shop", await firstHref(page, /\/admin\/shops\/\d+$/));
        await audit(page, "admin audit", "/admin/audit");
        await audit(page, "admin cards", "/admin/cards");
        await audit(page, "a card", await firstHref(page, /\/admin\/cards\/\d+$/));
        await audit(page, "admin card offers", "/admin/cards/offers");
        await audit(page, "a card offer", await firstHref(page, /\/admin\/cards\/offers\/\d+$/));
        await audit(page, "a new card offer", "/admin/cards/offers/new");
        await audit(page, "admin packages", "/admin/packages");
        await audit(page, "a package", await firstHref(page, /\/admin\/packages\/\d+$/));
      });

      test(`moderator and staff pages (${width} px)`, async ({ page }) => {
        await signedIn(page, demo.mod, "/admin/users");
        await audit(page, "moderator's users", null);
        await page.context().clearCookies();
        await signedIn(page, demo.staff, "/staff/user-orders");
        await audit(page, "staff orders", null);
        await audit(page, "staff withdrawals", "/staff/withdraw-ccm");
      });
    }
  });
}

/** The first Tab reaches "Skip to content", shown while focused; Enter moves focus to the main landmark. */
async function expectSkipLink(page: Page, lng: "en" | "vi") {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: texts[lng].common.skipToContent, exact: true });
  await expect(skip, `the first Tab on ${page.url()}`).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  await expect(skip).not.toBeInViewport();
  // The next Tab goes on inside the content, past the header and the menus.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
}

test("every layout starts with a skip link to the main content", async ({ page }) => {
  for (const [path, lng] of [
    ["/", "en"],
    ["/vi/login", "vi"],
    ["/reset-password", "en"],
    ["/store/member01", "en"],
  ] as const) {
    await page.goto(path);
    await expectSkipLink(page, lng);
  }
  await signedIn(page, demo.admin, "/dashboard");
  await expectSkipLink(page, "en");
  await page.goto("/vi/admin/users");
  await expectSkipLink(page, "vi");
  await page.goto("/buy-products");
  await expectSkipLink(page, "en");
});
