import { demo, expect, signedIn, signUpActivated, test, texts, type Lng } from "./support/fixtures";

for (const lng of ["en", "vi"] as Lng[]) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;

  test(`a member's product: created, waits, approved by an admin, then in the store for guests (${lng})`, async ({
    page,
    browser,
  }) => {
    const seller = await signUpActivated(page, `seller${lng}`);
    await signedIn(page, seller, at("/products"));
    await expect(page.getByTestId("products-empty")).toHaveText(t.products.list.empty);

    // The member creates a product: it waits for an admin.
    const name = `Bamboo Mat ${Date.now().toString(36)}`;
    await page.getByTestId("new-product").click();
    const form = page.getByTestId("product-form");
    await form.getByLabel(t.products.fields.name, { exact: true }).fill(name);
    await form.getByLabel(t.products.fields.description, { exact: true }).fill("Woven by hand.");
    await form.getByLabel(t.products.fields.price, { exact: true }).fill("9.90");
    await form.getByLabel(t.products.fields.vnd_to_pay, { exact: true }).fill("230000");
    await form.getByLabel(t.products.fields.ccm_to_pay, { exact: true }).fill("9.9");
    await form.getByLabel(t.products.fields.quantity, { exact: true }).fill("3");
    await form.getByLabel(t.products.fields.thumbnail, { exact: true }).setInputFiles("seed-images/herbal-tea.jpg");
    await form.getByRole("button", { name: t.products.form.create, exact: true }).click();
    await expect(page.getByTestId("toast")).toHaveText(t.products.saved.created);
    await expect(page.getByTestId("product-status")).toHaveText(t.products.status.waiting);

    // Not in the store yet.
    const guest = await browser.newPage();
    await guest.goto(at(`/store/${seller.account}/products`));
    await expect(guest.getByText(name)).toHaveCount(0);

    // An admin approves it from the moderation queue.
    const adminPage = await browser.newPage();
    await signedIn(adminPage, demo.admin, at(`/admin/user-products?store=${seller.account}`));
    const row = adminPage.getByTestId("review-row").filter({ hasText: name });
    await row.getByRole("link", { name: t.products.review.open }).click();
    await adminPage.getByTestId("approve").click();
    await expect(adminPage.getByTestId("toast")).toHaveText(t.products.review.approved);

    // The guest finds it in the member's store.
    await guest.goto(at(`/store/${seller.account}/products`));
    await guest.getByText(name).first().click();
    await expect(guest.getByRole("heading", { name })).toBeVisible();
    // With its picture, served from the image storage in WebP sizes.
    const picture = guest.getByRole("img", { name });
    await expect(picture).toHaveAttribute("src", /^\/media\/images\/[0-9a-f]{24}\.jpg$/);
    await expect(picture).toHaveAttribute("srcset", /-400\.webp 400w/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The member sees it published.
    await page.goto(at("/products"));
    await expect(page.getByTestId("my-product-row").filter({ hasText: name }).getByTestId("product-status")).toHaveText(
      t.products.status.published,
    );
    await guest.close();
    await adminPage.close();
  });
}
