import type { BrowserContext, Locator, Page } from "@playwright/test";

import { demoCatalogue, demoStores } from "../../app/seed/catalogue";
import { baseURL } from "../../playwright.config";
import { expectAddedToCart } from "./support/cart";
import { expect, hydrated, signedIn, signUpActivated, test, texts, type Lng } from "./support/fixtures";
import { expectPicture, uniquePicture } from "./support/images";

/** The storefront of issue 14: identity, gallery, cart, confirmation, 404, both languages (decisions 141-146). */

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
const demoProduct = (english: string) => demoCatalogue.find((p) => p.name.en === english)!;
const demoStore = (account: string) => demoStores.find((s) => s.account === account)!;
const categoryName = (english: string, lng: Lng) =>
  ({
    Supplements: { en: "Supplements", vi: "Thực phẩm chức năng" },
    "Health care": { en: "Health care", vi: "Chăm sóc sức khỏe" },
  })[english]![lng];

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

/** The account check's cookies as the browser holds them (decoded as a page script would). */
async function accountCookies(context: BrowserContext) {
  const all = await context.cookies();
  const get = (name: string) => {
    const cookie = all.find((c) => c.name === name);
    expect(cookie, `cookie ${name}`).toBeDefined();
    // Plain, for the page's scripts: not HttpOnly, whole site, this browsing session only.
    expect([cookie!.httpOnly, cookie!.path, cookie!.expires]).toEqual([false, "/", -1]);
    return decodeURIComponent(cookie!.value);
  };
  return {
    userName: get("userName"),
    phoneNumber: get("phoneNumber"),
    address: get("address"),
    userAccount: get("userAccount"),
    userId: get("userId"),
  };
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function insideViewport(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;

  test(`store home: the store's identity, and the account check's cookies name the store being browsed (${lng})`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const pharmacy = demoStore("lananhpharma");
    await page.goto(at("/store/lananhpharma"));
    const identity = page.getByTestId("store-identity");
    await expect(identity.getByTestId("store-name")).toHaveText(pharmacy.name[lng]);
    await expect(identity.getByTestId("store-description")).toHaveText(pharmacy.description[lng]);
    await expect(identity.getByTestId("store-banner").locator("img")).toBeVisible();
    const logo = identity.getByRole("img", { name: fill(t.storefront.home.logo, { name: pharmacy.name[lng] }) });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(identity.getByTestId("store-phone").getByRole("link")).toHaveAttribute("href", /^tel:\+84\d+$/);
    await expect(page.getByTestId("store-categories")).toContainText(categoryName("Supplements", lng));

    // §7: the store's own values, and the header's name is the userName cookie's.
    let cookies = await accountCookies(context);
    expect(cookies.userName).toBe(pharmacy.name[lng]);
    expect(cookies.userAccount).toBe("lananhpharma");
    expect(cookies.userId).toMatch(/^\d+$/);
    expect(cookies.phoneNumber).toBe(await identity.getByTestId("store-phone").textContent());
    expect(cookies.address).toBe(await identity.getByTestId("store-address").textContent());
    await expect(page.getByTestId("store-user-name")).toHaveText(cookies.userName);
    if (javaScriptEnabled) {
      // Readable by the page's scripts, as the specification's client read them.
      expect(await page.evaluate(() => document.cookie)).toContain("userAccount=lananhpharma");
    }

    // Another store: every value is replaced at once (not only at login).
    const pharmacyId = cookies.userId;
    await page.goto(at("/store/member01/products"));
    cookies = await accountCookies(context);
    expect([cookies.userName, cookies.userAccount]).toEqual(["Mai Member", "member01"]);
    expect(cookies.userId).not.toBe(pharmacyId);
    await expect(page.getByTestId("store-user-name")).toHaveText("Mai Member");
  });

  test(`product page: gallery without JavaScript, breadcrumbs, related products; sold-out products last (${lng})`, async ({
    page,
  }) => {
    // Sold-out last: member01 sold every Zinc 25mg, its newest supplement; newest first, it is still last.
    await page.goto(at("/store/member01/products"));
    await page.getByLabel(t.store.products.category).selectOption({ label: categoryName("Supplements", lng) });
    await page.getByRole("button", { name: t.store.products.apply }).click();
    await expect(page).toHaveURL(/category=\d+/);
    const cards = page.getByTestId("product-card");
    await expect(cards.last().getByTestId("product-name")).toHaveText(demoProduct("Zinc 25mg").name[lng]);
    await expect(cards.last().getByTestId("sold-out")).toHaveText(t.store.product.soldOut);
    await expect(cards.getByTestId("sold-out")).toHaveCount(1);

    const vitamin = demoProduct("Vitamin C 1000mg");
    await cards.getByTestId("product-name").getByText(vitamin.name[lng], { exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(vitamin.name[lng]);
    await expect(page.getByTestId("product-description")).toHaveText(vitamin.description[lng]);

    // Breadcrumbs: the store, its products, the category, then the product itself.
    const crumbs = page.getByTestId("breadcrumbs");
    await expect(crumbs.getByRole("link")).toHaveText(["Mai Member", t.store.menu.products, categoryName("Supplements", lng)]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(vitamin.name[lng]);

    // The gallery: three pictures; a thumbnail shows its picture large (a plain link).
    const gallery = page.getByTestId("product-gallery");
    const thumbs = gallery.getByTestId("gallery-thumb");
    await expect(thumbs).toHaveCount(3);
    const main = gallery.locator("img").first();
    const sources = await thumbs.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(new Set(sources).size).toBe(3);
    await expect(main).toHaveAttribute("src", sources[0]!);
    await thumbs.nth(1).click();
    await expect(page).toHaveURL(/[?&]image=2$/);
    await expect(main).toHaveAttribute("src", sources[1]!);
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(main).toHaveAccessibleName(fill(t.storefront.product.picture, { name: vitamin.name[lng], index: 2, count: 3 }));
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Related: other products of the same category, in this store.
    const related = page.getByTestId("related-products");
    await expect(related.getByRole("heading")).toHaveText(
      fill(t.storefront.product.related, { category: categoryName("Supplements", lng) }),
    );
    await expect(related.getByTestId("product-card")).not.toHaveCount(0);
    for (const name of await related.getByTestId("product-name").allTextContents()) {
      expect(demoCatalogue.find((p) => p.name[lng] === name)?.category).toBe("Supplements");
      expect(name).not.toBe(vitamin.name[lng]);
    }
    await related.getByTestId("product-name").first().click();
    await expect(page.getByTestId("breadcrumbs").getByRole("link").last()).toHaveText(categoryName("Supplements", lng));
  });

  test(`404: the site's header, a product search and the way back (${lng})`, async ({ page }) => {
    const from = `${baseURL}${at("/store/member01")}`;
    const response = await page.goto(at("/no-such-page"), { referer: from });
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("landing-header")).toBeVisible();
    await expect(page.getByTestId("error-message")).toHaveText(t.errors.notFound);
    await expect(page.getByRole("link", { name: t.errors.backHome })).toHaveAttribute("href", lng === "vi" ? "/vi" : "/");
    await expect(page.getByTestId("not-found-back")).toHaveText(t.storefront.notFound.back);
    await expect(page.getByTestId("not-found-back")).toHaveAttribute("href", at("/store/member01"));
    const tea = demoProduct("Herbal Tea").name[lng];
    await page.getByTestId("not-found-search").getByLabel(t.storefront.notFound.search).fill(tea);
    await page.getByTestId("not-found-search").getByRole("button", { name: t.storefront.notFound.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/shop-system\\?q=`));
    await expect(page.getByTestId("product-card").getByTestId("product-name")).toHaveText([tea]);

    // A store's missing product: the store's header stays, the search is the store's, the way back its home.
    const missing = await page.goto(at("/store/member01/products/999999"));
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId("store-header")).toBeVisible();
    await expect(page.getByTestId("error-message")).toHaveText(t.errors.notFound);
    await expect(page.getByTestId("not-found-back")).toHaveAttribute("href", at("/store/member01"));
    await expect(page.getByTestId("not-found-search")).toHaveAttribute("action", at("/store/member01/products"));
  });
}

/** Adds demo products of member01's store from their pages (a guest: a fresh browser context). */
async function fillCart(page: Page, lng: Lng, names: string[]) {
  const t = texts[lng];
  for (const english of names) {
    await page.goto(`${t.prefix}/store/member01/products?q=${encodeURIComponent(english)}`);
    await page.getByTestId("product-card").getByTestId("product-name").first().click();
    await page.getByTestId("product-detail").getByRole("button", { name: t.store.product.addToCart }).click();
    await expectAddedToCart(page, lng);
  }
}

for (const [lng, size] of [
  ["en", desktop],
  ["vi", phone],
  ["en", phone],
  ["vi", desktop],
] as const) {
  const t = texts[lng];
  const wide = size.width > 640;

  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test(`cart: thumbnails and links, the −/+ stepper, ${wide ? "the summary beside the form" : "lines as cards, summary above the form"}; the guest's confirmation (${lng})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const vitamin = demoProduct("Vitamin C 1000mg");
      const tea = demoProduct("Herbal Tea");
      await fillCart(page, lng, [vitamin.name.en, tea.name.en]);
      await page.getByTestId("cart-link").click();
      const lines = page.getByTestId("cart-line");
      await expect(lines).toHaveCount(2);
      const line = lines.filter({ has: page.getByTestId("cart-line-name").getByText(vitamin.name[lng], { exact: true }) });

      // A thumbnail and a link to the product's page.
      const thumbnail = line.locator("img").first();
      await expect(thumbnail).toBeVisible();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(line.getByTestId("cart-line-name")).toHaveAttribute(
        "href",
        new RegExp(`${t.prefix}/store/member01/products/\\d+$`),
      );

      // The stepper: + then −; − is off at 1 (Remove takes a line away).
      const quantity = line.getByRole("spinbutton");
      await expect(quantity).toHaveValue("1");
      await expect(
        line.getByRole("button", { name: fill(t.storefront.cart.decrease, { name: vitamin.name[lng] }) }),
      ).toBeDisabled();
      await line.getByRole("button", { name: fill(t.storefront.cart.increase, { name: vitamin.name[lng] }) }).click();
      await expect(quantity).toHaveValue("2");
      await expect(page.getByTestId("cart-badge")).toHaveText("3");
      await expect(line.getByTestId("cart-line-total-usd")).toHaveText("$22.50");
      await line.getByRole("button", { name: fill(t.storefront.cart.decrease, { name: vitamin.name[lng] }) }).click();
      await expect(quantity).toHaveValue("1");
      await expect(page.getByTestId("cart-badge")).toHaveText("2");

      // Layout: nothing off-screen, no sideways scroll; the summary beside the form, or above it.
      await noSidewaysScroll(page);
      for (const l of await lines.all()) {
        await insideViewport(page, l.getByTestId("cart-line-total"));
        await insideViewport(page, l.getByTestId("cart-line-remove"));
      }
      const summary = (await page.getByTestId("order-summary").boundingBox())!;
      const form = (await page.getByTestId("checkout-form").boundingBox())!;
      if (wide) expect(summary.x).toBeGreaterThan(form.x + form.width);
      else {
        expect(summary.y + summary.height).toBeLessThan(form.y);
        expect(Math.abs(summary.x - form.x)).toBeLessThan(40);
      }
      await expect(page.getByTestId("order-summary").getByTestId("summary-line")).toHaveCount(2);
      await expect(page.getByTestId("summary-count")).toHaveText("2");

      // The guest checks out: the confirmation says to keep the code, and that it was e-mailed.
      const email = `guest-${Date.now().toString(36)}@mail.test`;
      const checkout = page.getByTestId("checkout-form");
      await checkout.getByLabel(t.orders.checkout.name, { exact: true }).fill("Pham Thi Khach");
      await checkout.getByLabel(t.orders.checkout.phone, { exact: true }).fill("0912345678");
      await checkout.getByLabel(t.orders.checkout.email, { exact: true }).fill(email);
      await checkout.getByLabel(t.orders.checkout.address, { exact: true }).fill("3 Le Loi, Hue");
      await checkout.getByRole("button", { name: t.orders.checkout.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/store/\\w+/check-order\\?code=`));
      const placed = page.getByTestId("order-placed");
      await expect(placed.getByRole("heading")).toHaveText(t.storefront.placed.title);
      const code = (await page.getByTestId("order-field-code").textContent())!.trim();
      await expect(placed.getByTestId("placed-code")).toHaveText(code);
      await expect(placed.getByTestId("placed-keep")).toHaveText(t.storefront.placed.keep);
      await expect(placed.getByTestId("placed-emailed")).toHaveText(fill(t.storefront.placed.emailed, { email }));
      await noSidewaysScroll(page);
      // Looked up again later (not just placed), the page does not say it again.
      await page.goto(`${t.prefix}/check-order?code=${encodeURIComponent(code)}`);
      await expect(page.getByTestId("order-field-code")).toHaveText(code);
      await expect(page.getByTestId("order-placed")).toHaveCount(0);
    });

    // Layout alone: the js project only (decision 273).
    test(`store home and product page fit (${lng})`, { tag: "@layout" }, async ({ page }) => {
      await page.goto(`${t.prefix}/store/member01`);
      await expect(page.getByTestId("store-identity")).toBeVisible();
      await noSidewaysScroll(page);
      await insideViewport(page, page.getByTestId("store-user-name"));
      await page.goto(`${t.prefix}/store/default/products?q=${encodeURIComponent("Blood Pressure")}`);
      await page.getByTestId("product-card").getByTestId("product-name").first().click();
      await expect(page.getByTestId("product-gallery")).toBeVisible();
      await noSidewaysScroll(page);
      await insideViewport(page, page.getByTestId("breadcrumbs"));
      await insideViewport(page, page.getByTestId("product-detail").getByRole("button", { name: t.store.product.addToCart }));
    });
  });
}

test("a member sets their store page: description, logo and banner, shown on the store home; a picture can be removed", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  // One language per project (they run at once): English with JavaScript, Vietnamese without.
  const lng: Lng = javaScriptEnabled ? "en" : "vi";
  const t = texts[lng];
  const member = await signUpActivated(page, `shop${lng}`);
  await signedIn(page, member, `${t.prefix}/profile`);
  await page.getByTestId("open-store-settings").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.storefront.settings.title);

  const logo = await uniquePicture("png");
  const banner = await uniquePicture("jpeg");
  const form = page.getByTestId("store-settings-form");
  const description =
    lng === "vi" ? "Trà và thảo mộc Đà Lạt, giao tận nhà." : "Teas and herbs from Da Lat, delivered to your door.";
  await form.getByLabel(t.storefront.settings.description, { exact: true }).fill(description);
  await form.getByLabel(t.storefront.settings.logo, { exact: true }).setInputFiles(logo.file);
  await form.getByLabel(t.storefront.settings.banner, { exact: true }).setInputFiles(banner.file);
  await form.getByRole("button", { name: t.storefront.settings.save }).click();
  await expect(page.getByTestId("toast")).toHaveText(t.storefront.settings.saved);

  await page.getByTestId("view-store").click();
  const identity = page.getByTestId("store-identity");
  await expect(identity.getByTestId("store-name")).toHaveText(member.name);
  await expect(identity.getByTestId("store-description")).toHaveText(description);
  await expectPicture(page, identity.getByRole("img", { name: fill(t.storefront.home.logo, { name: member.name }) }), logo);
  await expect(identity.getByTestId("store-banner").locator("img")).toHaveAttribute("src", banner.src);
  // The owner finds the way back to the settings from the store itself.
  await identity.getByTestId("edit-store").click();
  await page.getByTestId("store-settings-form").getByLabel(t.storefront.settings.removeLogo).check();
  await page.getByTestId("store-settings-form").getByRole("button", { name: t.storefront.settings.save }).click();
  await expect(page.getByTestId("toast")).toHaveText(t.storefront.settings.saved);
  await page.goto(`${t.prefix}/store/${member.account}`);
  // Without a logo: the store's initials stand in.
  const initials = member.name
    .split(" ")
    .map((word) => word[0].toUpperCase())
    .join("");
  await expect(page.getByTestId("store-logo").getByRole("img")).toHaveText(initials);
  await expect(page.getByTestId("store-banner").locator("img")).toHaveAttribute("src", banner.src);
});

// Menus and product grids are plain links followed inside the app by one listener (decision 155).
test("menu, category and product links lead to their pages; with JavaScript without loading a new document", async ({
  page,
  javaScriptEnabled,
}) => {
  const t = texts.en;
  await page.setViewportSize(desktop);
  await page.goto("/store/member01");
  const menu = page.getByTestId("store-menu");
  await expect(menu.getByRole("link", { name: t.store.menu.home })).toHaveAttribute("aria-current", "page");
  if (javaScriptEnabled) {
    await hydrated(menu);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  }
  const stillTheSameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

  await page.getByTestId("store-categories").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/store\/member01\/categories\/\d+$/);
  await menu.getByRole("link", { name: t.store.menu.products }).click();
  await expect(page).toHaveURL(/\/store\/member01\/products$/);
  await expect(menu.getByRole("link", { name: t.store.menu.products })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: t.store.menu.home })).not.toHaveAttribute("aria-current");
  // Other tests add products to member01 meanwhile: the newest card, whichever it is.
  const product = page.getByTestId("product-card").first().getByTestId("product-name");
  const name = (await product.textContent())!;
  await product.click();
  await expect(page).toHaveURL(/\/store\/member01\/products\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(await stillTheSameDocument()).toBe(javaScriptEnabled);

  // A modified click is the browser's: a new tab, this page left as it is.
  if (javaScriptEnabled) {
    const opened = page.context().waitForEvent("page");
    await menu.getByRole("link", { name: t.store.menu.home }).click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    await expect(page).toHaveURL(/\/store\/member01\/products\/\d+$/);
  }
});

test("the pager and the header's links lead to their pages; with JavaScript without loading a new document", async ({
  page,
  javaScriptEnabled,
}) => {
  const t = texts.en;
  await page.setViewportSize(desktop);
  // A page kept for visitors allows its scripts by their hashes (decision 159): none is refused.
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const answer = await page.goto("/store/default/products");
  expect(answer!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  const pager = page.getByTestId("pager");
  if (javaScriptEnabled) {
    await hydrated(pager);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  }
  const stillTheSameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

  const first = await page.getByTestId("product-name").allTextContents();
  await pager.getByRole("link", { name: t.common.pager.next }).click();
  await expect(page).toHaveURL(/\/store\/default\/products\?page=2$/);
  await expect(pager).toContainText(t.common.pager.page.replace("{{page}}", "2").replace(/\{\{pages\}\}/, ""));
  await expect(page.getByTestId("product-name").first()).not.toHaveText(first[0]);
  await pager.getByRole("link", { name: t.common.pager.previous }).click();
  await expect(page).toHaveURL(/\/store\/default\/products\?page=1$/);
  await expect(page.getByTestId("product-name")).toHaveText(first);

  await page.getByTestId("cart-link").click();
  await expect(page).toHaveURL(/\/store\/default\/cart$/);
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stillTheSameDocument()).toBe(javaScriptEnabled);
  expect(refused).toEqual([]);
});

test("a store page brings the texts it shows, not its whole language; the next page's texts follow (decision 165)", async ({
  page,
  javaScriptEnabled,
}) => {
  const vi = texts.vi;
  const answer = await page.goto("/vi/store/default/products");
  const block = /<script type="application\/json" id="page-texts">(.*?)<\/script>/.exec(await answer!.text());
  const sent = JSON.parse(block![1]) as Record<string, unknown>;
  expect(Object.keys(sent)).toEqual(expect.arrayContaining(["common", "errors", "store", "storefront", "validation"]));
  for (const absent of ["auth", "wallet", "admin", "contracts"]) expect(Object.keys(sent), absent).not.toContain(absent);
  expect(sent.store).toEqual(vi.store);
  if (javaScriptEnabled) {
    await hydrated(page.getByTestId("store-menu"));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  }
  // The login page's texts (auth) were not sent with the store page: they are there when it shows.
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(/\/vi\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vi.auth.login.title);
  await expect(page.getByText(vi.auth.login.intro)).toBeVisible();
  await expect(page.getByRole("link", { name: vi.auth.login.forgot })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)).toBe(javaScriptEnabled);
});
