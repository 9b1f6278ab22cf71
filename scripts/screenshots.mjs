// npm run screenshots -- [base URL, default http://127.0.0.1:3000]
// The README's screenshots: store home, product page, the cart notification, cart, checkout, the
// member's dashboard (also in Vietnamese), statement, a receipt, the product form, restocking, a
// contract and the admin overview, at 1366 px (desktop) and 390 px (phone), from a running app with
// the demo data, written to docs/screenshots/{page}-{desktop|phone}.png. Uses the system Chromium,
// as the tests do.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const baseURL = process.argv[2] ?? "http://127.0.0.1:3000";
const demo = {
  member: { email: "member@example.com", password: "Member#2026pass" },
  admin: { email: "admin@example.com", password: "Admin#2026pass" },
};
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

async function shoot(page, name, size) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(root, "docs/screenshots", `${name}-${size}.png`) });
  console.log(`docs/screenshots/${name}-${size}.png`);
}

async function signIn(page, who, to) {
  const answer = await page.request.post("/login", { form: { ...who, redirectTo: to }, maxRedirects: 0 });
  if (answer.status() !== 302) throw new Error(`login ${who.email}: ${answer.status()}`);
  await page.goto(to);
}

try {
  for (const [size, viewport] of Object.entries(sizes)) {
    const isMobile = size === "phone";
    const guest = await browser.newContext({ baseURL, viewport, isMobile, hasTouch: isMobile });
    const page = await guest.newPage();
    await page.goto("/store/default");
    await shoot(page, "store-home", size);
    await page.goto("/store/default/products");
    await page.getByTestId("product-grid").locator("a").first().click();
    await shoot(page, "product", size);
    await page
      .getByRole("button", { name: /add to cart/i })
      .first()
      .click();
    await page.waitForFunction(() => document.cookie.includes("cart_default="));
    await page.getByTestId("cart-notification").waitFor();
    await shoot(page, "cart-added", size);
    await page.goto("/store/default/cart");
    await shoot(page, "cart", size);
    await page.locator('input[name="email"]').first().scrollIntoViewIfNeeded();
    await shoot(page, "checkout", size);
    await guest.close();

    for (const [who, to, name] of [
      ["member", "/dashboard", "dashboard"],
      ["member", "/vi/dashboard", "dashboard-vi"],
      ["member", "/statement", "statement"],
      ["member", "/products/new", "product-form"],
      ["member", "/buy-products", "restock"],
      ["admin", "/admin", "admin-overview"],
    ]) {
      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch: isMobile });
      // The group popup of /buy-products shows once; the screenshot is of the page behind it.
      await context.addInitScript(() => localStorage.setItem("showed-popup", "1"));
      const signedIn = await context.newPage();
      await signIn(signedIn, demo[who], to);
      await shoot(signedIn, name, size);
      if (name === "statement") {
        await signedIn.getByTestId("statement").locator("a[href*='/receipts/']").first().click();
        await signedIn.waitForURL(/\/receipts\//);
        await shoot(signedIn, "receipt", size);
      }
      if (name === "dashboard") {
        await signedIn.goto("/user-orders");
        const order = await signedIn.locator("a[href^='/user-orders/']").first().getAttribute("href");
        await signedIn.goto(`/orders/${/(\d+)$/.exec(order)[1]}/contract`);
        await shoot(signedIn, "contract", size);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
