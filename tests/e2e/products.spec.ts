import { asTyped } from "../../app/lib/amount-input";
import { slugify } from "../../app/lib/schemas/products";
import { expectAddedToCart } from "./support/cart";
import { demo, expect, hydrated, signedIn, signUpActivated, test, texts, vnd, type Lng } from "./support/fixtures";
import { expectPicture, uniquePicture } from "./support/images";

/** A suffix no other test, project or run shares (the projects run at once against one server). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

for (const lng of ["en", "vi"] as Lng[]) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;

  test(`a member's product: created with two pictures and one price, waits, approved by an admin, then bought by a guest in the member's store (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const seller = await signUpActivated(page, `seller${lng}`);
    await signedIn(page, seller, at("/products"));
    await expect(page.getByTestId("products-empty")).toHaveText(t.products.list.empty);

    // The member creates a product the way a shop owner thinks of it (decision 224): name, pictures,
    // description, one price, stock, category. It waits for an admin.
    const name = `Bamboo Mat ${unique()}`;
    const [picture, second, dropped] = await Promise.all([uniquePicture("jpeg"), uniquePicture("png"), uniquePicture("jpeg")]);
    await page.getByTestId("new-product").click();
    await expect(page.getByText(t.products.hints.moderationNew)).toBeVisible();
    const form = page.getByTestId("product-form");
    const vndField = form.getByLabel(t.products.fields.vnd_to_pay, { exact: true });
    const cctField = form.getByLabel(t.products.fields.ccm_to_pay, { exact: true });
    const pictures = form.getByLabel(t.products.fields.pictures, { exact: true });
    if (javaScriptEnabled) await hydrated(vndField);
    await form.getByLabel(t.products.fields.name, { exact: true }).fill(name);
    if (javaScriptEnabled) {
      // Several pictures at once show as previews; one is taken away before the upload.
      await pictures.setInputFiles([picture.file, second.file, dropped.file]);
      const previews = form.getByTestId("picture-preview");
      await expect(previews).toHaveCount(3);
      await expect(previews.getByRole("img")).toHaveCount(3);
      await previews.nth(2).getByTestId("picture-preview-remove").click();
      await expect(previews).toHaveCount(2);
      await expect(previews.nth(0).getByRole("img", { name: picture.file.name })).toBeVisible();
    } else {
      await pictures.setInputFiles([picture.file, second.file]);
    }
    await form.getByLabel(t.products.fields.description, { exact: true }).fill("Woven by hand.");
    const price = form.getByLabel(t.products.fields.price, { exact: true });
    if (javaScriptEnabled) {
      // The VND and CCT amounts follow the price at today's rates; one set by hand stays as typed.
      await price.fill("10");
      await expect(vndField).toHaveValue("240000");
      await expect(cctField).toHaveValue("10");
      await vndField.fill("230000");
      await price.fill(asTyped("9.90", lng));
      await expect(vndField).toHaveValue("230000");
      await expect(cctField).toHaveValue(asTyped("9.9", lng));
    } else {
      // Without JavaScript the server works out what is left empty.
      await price.fill(asTyped("9.90", lng));
      await vndField.fill("230000");
    }
    await form.getByLabel(t.products.fields.quantity, { exact: true }).fill("3");
    await form.getByLabel(t.products.fields.category, { exact: true }).selectOption({ index: 1 });
    // The search engine listing is folded away, its slug made from the name.
    const listing = form.getByTestId("search-listing");
    await expect(listing.getByLabel(t.products.fields.slug, { exact: true })).toBeHidden();
    await listing.getByText(t.products.seo.title, { exact: true }).click();
    if (javaScriptEnabled) await expect(listing.getByLabel(t.products.fields.slug, { exact: true })).toHaveValue(slugify(name));
    // On a phone the form does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await form.getByRole("button", { name: t.products.form.create, exact: true }).click();
    await expect(page.getByTestId("toast")).toHaveText(t.products.saved.created);
    await expect(page.getByTestId("product-status")).toHaveText(t.products.status.waiting);
    // Stored: the amount set by hand, the CCT worked out from the price, the slug from the name, both pictures.
    await expect(vndField).toHaveValue("230000");
    await expect(page.getByTestId("derived-vnd_to_pay")).toHaveAttribute("data-state", "manual");
    await expect(cctField).toHaveValue(asTyped("9.9", lng));
    await expect(page.getByTestId("derived-ccm_to_pay")).toHaveAttribute("data-state", "derived");
    await expect(form.getByLabel(t.products.fields.slug, { exact: true })).toHaveValue(slugify(name));
    await expect(form.getByLabel(t.products.fields.category, { exact: true })).not.toHaveValue("");
    await expect(page.getByTestId("gallery-item")).toHaveCount(2);
    await expect(page.getByText(t.products.hints.moderation)).toBeVisible();
    await page.goto(at("/products"));
    const myRow = page.getByTestId("my-product-row").filter({ hasText: name });
    await expect(myRow.getByTestId("product-status")).toHaveText(t.products.status.waiting);

    // The store takes bank transfers once its bank details are set (decision 186).
    await page.goto(at("/store-settings"));
    await expect(page.getByTestId("bank-missing")).toHaveText(t.storefront.settings.bank.missing);
    const bankForm = page.getByTestId("bank-form");
    await bankForm.getByLabel(t.storefront.settings.bank.bank, { exact: true }).selectOption("970422");
    await bankForm.getByLabel(t.storefront.settings.bank.account, { exact: true }).fill("0901 234 567");
    await bankForm.getByLabel(t.storefront.settings.bank.holder, { exact: true }).fill("Trần Thị Bán");
    // Where buyers' transfers go: asked with the current password.
    await bankForm.getByLabel(t.wallet.fields.password, { exact: true }).fill(seller.password);
    await bankForm.getByRole("button", { name: t.storefront.settings.bank.save, exact: true }).click();
    await expect(page.getByTestId("toast")).toHaveText(t.storefront.settings.bank.saved);
    await expect(page.getByTestId("bank-current")).toContainText("0901234567");
    await expect(page.getByTestId("bank-current")).toContainText("TRAN THI BAN");

    // Not in the store yet: a guest (a browser of their own, never signed in) does not find it.
    const guest = await browser.newPage();
    await guest.goto(at(`/store/${seller.account}/products`));
    await expect(guest.getByTestId("no-products")).toHaveText(t.store.products.none);
    await expect(guest.getByText(name)).toHaveCount(0);

    // An admin approves it from the moderation queue, on /admin/user-products/{id}.
    const adminPage = await browser.newPage();
    await signedIn(adminPage, demo.admin, at(`/admin/user-products?store=${seller.account}`));
    const row = adminPage.getByTestId("review-row").filter({ hasText: name });
    await row.getByRole("link", { name: t.products.review.open }).click();
    await expect(adminPage).toHaveURL(new RegExp(`${t.prefix}/admin/user-products/\\d+$`));
    await adminPage.getByTestId("approve").click();
    await expect(adminPage.getByTestId("toast")).toHaveText(t.products.review.approved);
    await adminPage.close();

    // The guest finds it in the member's store, then on its own page, with the uploaded picture.
    await guest.goto(at(`/store/${seller.account}/products`));
    const card = guest.getByTestId("product-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expectPicture(guest, card.getByRole("img", { name }), picture);
    await card.getByTestId("product-name").click();
    await expect(guest.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(guest.getByTestId("product-price-vnd")).toHaveText(vnd(lng, "230,000"));
    await expect(guest.getByTestId("product-stock")).toHaveText(t.store.product.stock_other.replace("{{count}}", "3"));
    await expectPicture(guest, guest.getByRole("img", { name }), picture);

    // The guest buys two: the cart, then the checkout by bank transfer (the only way for a guest).
    await guest.getByLabel(t.store.product.quantity, { exact: true }).fill("2");
    await guest.getByTestId("product-detail").getByRole("button", { name: t.store.product.addToCart, exact: true }).click();
    await expectAddedToCart(guest, lng);
    await expect(guest.getByTestId("cart-badge")).toHaveText("2");
    await guest.getByTestId("cart-link").click();
    await expect(guest.getByTestId("cart-line")).toHaveCount(1);
    await expect(guest.getByTestId("cart-line-name")).toHaveText(name);
    await expect(guest.getByTestId("cart-total-vnd")).toHaveText(vnd(lng, "460,000"));
    const checkout = guest.getByTestId("checkout-form");
    const buyerName = `Nguyen Van Khach ${unique()}`;
    const phone = "0987654321";
    await checkout.getByLabel(t.orders.checkout.name, { exact: true }).fill(buyerName);
    await checkout.getByLabel(t.orders.checkout.phone, { exact: true }).fill(phone);
    await checkout.getByLabel(t.orders.checkout.email, { exact: true }).fill("khach@mail.test");
    await checkout.getByLabel(t.orders.checkout.address, { exact: true }).fill("1 Le Loi, Da Nang");
    await checkout.getByLabel(t.orders.area.MB, { exact: true }).check();
    await expect(checkout.getByLabel(t.orders.payment.bank_vnd, { exact: true })).toBeChecked();
    await expect(checkout.getByLabel(t.orders.payment.cct, { exact: true })).toHaveCount(0);
    await checkout.getByRole("button", { name: t.orders.checkout.submit, exact: true }).click();

    // The confirmation: the order's code, its line, its total and how to pay it.
    await expect(guest).toHaveURL(new RegExp(`${t.prefix}/store/\\w+/check-order\\?code=`));
    await expect(guest.getByTestId("toast")).toHaveText(t.orders.checkout.placed);
    const code = (await guest.getByTestId("order-field-code").textContent())!.trim();
    expect(code).toMatch(/^CCT-\d{6}-[A-Z2-9]{6}$/);
    await expect(guest.getByTestId("checked-order-code")).toHaveText(t.orders.detail.title.replace("{{code}}", code));
    await expect(guest.getByTestId("order-status")).toHaveText(t.orders.status.pending);
    await expect(guest.getByTestId("order-field-payment")).toHaveText(t.orders.payment.bank_vnd);
    await expect(guest.getByTestId("order-line")).toHaveCount(1);
    await expect(guest.getByTestId("order-line")).toContainText(name);
    await expect(guest.getByTestId("order-line-quantity")).toHaveText("2");
    await expect(guest.getByTestId("order-total-vnd")).toHaveText(vnd(lng, "460,000"));
    await expect(guest.getByTestId("pay-now-note")).toHaveText(code);
    await expect(guest.getByTestId("pay-now-amount")).toHaveText(vnd(lng, "460,000"));
    await expect(guest.getByTestId("pay-now-account")).toHaveText("0901234567");
    // The stock went down by two.
    await guest.goto(at(`/store/${seller.account}/products`));
    await guest.getByTestId("product-card").filter({ hasText: name }).getByTestId("product-name").click();
    await expect(guest.getByTestId("product-stock")).toHaveText(t.store.product.stock_one.replace("{{count}}", "1"));
    await guest.close();

    // The member sees the order among those placed in their store, and opens it.
    await page.goto(at("/user-orders"));
    const sold = page.getByTestId("orders-sold").getByTestId("order-row").filter({ hasText: code });
    await expect(sold).toHaveCount(1);
    await expect(sold).toContainText(buyerName);
    await expect(sold).toContainText(t.orders.payment.bank_vnd);
    await expect(sold.getByTestId("order-status")).toHaveText(t.orders.status.pending);
    await sold.getByRole("link", { name: code }).click();
    await expect(page.getByTestId("order-field-code")).toHaveText(code);
    await expect(page.getByTestId("order-line")).toContainText(name);
    await expect(page.getByTestId("order-line-quantity")).toHaveText("2");

    // Their product is published, one left in stock.
    await page.goto(at("/products"));
    await expect(myRow.getByTestId("product-status")).toHaveText(t.products.status.published);
  });

  test(`a system product: created by an admin with a picture, featured and published, then unpublished (${lng})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Lotus Tea ${unique()}`;
    const picture = await uniquePicture("png");
    await signedIn(page, demo.admin, at("/admin/products"));
    await page.getByTestId("new-system-product").click();
    await expect(page.getByRole("heading", { level: 1, name: t.products.form.createTitle })).toBeVisible();
    const form = page.getByTestId("product-form");
    await form.getByLabel(t.products.fields.name, { exact: true }).fill(name);
    await form.getByLabel(t.products.fields.description, { exact: true }).fill("Dried lotus leaves.");
    // One price: the VND and CCT amounts are worked out at today's rates (decision 224).
    await form.getByLabel(t.products.fields.price, { exact: true }).fill(asTyped("4.50", lng));
    await form.getByLabel(t.products.fields.quantity, { exact: true }).fill("20");
    await form.getByLabel(t.products.fields.pictures, { exact: true }).setInputFiles(picture.file);
    const published = form.getByLabel(t.products.system.published, { exact: true });
    const featured = form.getByLabel(t.products.system.featured, { exact: true });
    await expect(published).toBeChecked();
    await featured.check();
    await form.getByRole("button", { name: t.products.form.create, exact: true }).click();

    // Saved and live at once (no moderation): its page, then the catalogue's list.
    await expect(page.getByTestId("toast")).toHaveText(t.products.saved.stock);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/admin/products/\\d+$`));
    const adminProductPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(published).toBeChecked();
    await expect(featured).toBeChecked();
    await expect(form.locator(`img[src="${picture.src}"]`)).toHaveCount(1);
    await page.goto(at(`/admin/products?q=${encodeURIComponent(name)}`));
    const row = page.getByTestId("system-product-row").filter({ hasText: name });
    await expect(row.getByTestId("product-status")).toHaveText(t.products.status.published);

    // A guest: featured on the system store's home, with its picture; in Shop System and the store's list.
    const guest = await browser.newPage();
    await guest.goto(at("/store/default"));
    const shelf = guest.getByTestId("store-featured").getByTestId("product-card").filter({ hasText: name });
    await expect(shelf).toHaveCount(1);
    await expectPicture(guest, shelf.getByRole("img", { name }), picture);
    await guest.goto(at(`/shop-system?q=${encodeURIComponent(name)}`));
    await expect(guest.getByRole("heading", { level: 1, name: t.store.menu.shopSystem })).toBeVisible();
    await expect(guest.getByTestId("product-card").filter({ hasText: name })).toHaveCount(1);
    await guest.goto(at(`/store/default/products?q=${encodeURIComponent(name)}`));
    const card = guest.getByTestId("product-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await card.getByTestId("product-name").click();
    await expect(guest.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(guest.getByTestId("product-price-vnd")).toHaveText(vnd(lng, "108,000"));
    const productPage = new URL(guest.url()).pathname;
    expect(productPage).toMatch(new RegExp(`^${t.prefix}/store/default/products/\\d+$`));

    // The admin unpublishes it.
    await page.goto(adminProductPath);
    await published.uncheck();
    await form.getByRole("button", { name: t.products.form.save, exact: true }).click();
    await expect(page.getByTestId("toast")).toHaveText(t.products.saved.stock);
    await expect(published).not.toBeChecked();
    await expect(featured).toBeChecked();
    // Saved without a new file: the picture stays.
    await expect(form.locator(`img[src="${picture.src}"]`)).toHaveCount(1);
    await page.goto(at(`/admin/products?q=${encodeURIComponent(name)}`));
    await expect(row.getByTestId("product-status")).toHaveText(t.products.status.inactive);

    // Gone from the store: not on the home's shelf, not in the lists, its page a 404.
    await guest.goto(at("/store/default"));
    await expect(guest.getByTestId("store-featured").getByTestId("product-card")).not.toHaveCount(0);
    await expect(guest.getByTestId("store-featured").getByTestId("product-card").filter({ hasText: name })).toHaveCount(0);
    await guest.goto(at(`/shop-system?q=${encodeURIComponent(name)}`));
    await expect(guest.getByTestId("no-products")).toHaveText(t.store.products.none);
    await guest.goto(at(`/store/default/products?q=${encodeURIComponent(name)}`));
    await expect(guest.getByTestId("no-products")).toHaveText(t.store.products.none);
    const gone = await guest.goto(productPage);
    expect(gone?.status()).toBe(404);
    await expect(guest.getByTestId("error-message")).toHaveText(t.errors.notFound);
    await guest.close();
  });
}
