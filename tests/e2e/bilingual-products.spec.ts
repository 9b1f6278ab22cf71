import { expect, hydrated, signedIn, signUpActivated, test, texts } from "./support/fixtures";
import { expectPicture, uniquePicture } from "./support/images";
import { adminPage, unique } from "./support/page-tools";

/* Issue 30 item 5 (decisions 198, 200): a product in both languages with an ordered gallery, JavaScript on and off. */

const t = texts.en;

test("a member's product with a Vietnamese name and two pictures, reordered: /vi shows the Vietnamese name and the first picture", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const seller = await signUpActivated(page, "bilingual");
  await signedIn(page, seller, "/products/new");
  const [first, second] = await Promise.all([uniquePicture("png"), uniquePicture("jpeg")]);
  const name = `Lotus Tea ${unique()}`;
  const nameVi = `Trà sen ${unique()}`;
  const form = page.getByTestId("product-form");
  await form.getByLabel(t.products.fields.name, { exact: true }).fill(name);
  await form.getByLabel(t.products.fields.name_vi, { exact: true }).fill(nameVi);
  await form.getByLabel(t.products.fields.description_vi, { exact: true }).fill("Trà sen sấy khô.");
  await form.getByLabel(t.products.fields.price, { exact: true }).fill("4.50");
  await form.getByLabel(t.products.fields.vnd_to_pay, { exact: true }).fill("105000");
  await form.getByLabel(t.products.fields.quantity, { exact: true }).fill("5");
  await form.getByLabel(t.products.fields.pictures, { exact: true }).setInputFiles([first.file, second.file]);
  await form.getByRole("button", { name: t.products.form.create, exact: true }).click();
  await expect(page.getByTestId("toast")).toHaveText(t.products.saved.created);

  // The edit page lists both pictures in the order sent; the first is the thumbnail.
  const items = page.getByTestId("gallery-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute("data-src", first.src);
  await expect(items.nth(0)).toContainText(t.products.gallery.thumbnail);

  // Second picture first: dragged with JavaScript, numbered without it.
  if (javaScriptEnabled) {
    await hydrated(items.nth(1));
    await items.nth(1).dragTo(items.nth(0));
    await expect(items.nth(0)).toHaveAttribute("data-src", second.src);
  } else {
    await items.nth(0).getByTestId("gallery-position").fill("2");
    await items.nth(1).getByTestId("gallery-position").fill("1");
  }
  await page.getByTestId("product-form").getByRole("button", { name: t.products.form.save, exact: true }).click();
  await expect(page.getByTestId("toast")).toHaveText(t.products.saved.waiting);
  await expect(items.nth(0)).toHaveAttribute("data-src", second.src);
  await expect(items.nth(1)).toHaveAttribute("data-src", first.src);
  await expect(page.getByLabel(t.products.fields.name_vi, { exact: true })).toHaveValue(nameVi);

  // An admin sees both languages and both pictures, and approves.
  const admin = await adminPage(browser, javaScriptEnabled, `/admin/user-products?store=${seller.account}`);
  await admin.getByTestId("review-row").filter({ hasText: name }).getByRole("link", { name: t.products.review.open }).click();
  await expect(admin.getByTestId("review-fields")).toContainText(nameVi);
  await expect(
    admin.getByTestId("live-pictures").or(admin.getByTestId("proposed-pictures")).getByTestId("review-picture"),
  ).toHaveCount(2);
  await admin.getByTestId("approve").click();
  await expect(admin.getByTestId("toast")).toHaveText(t.products.review.approved);
  await admin.context().close();

  // A guest on /vi: the Vietnamese name, the second picture as the card's picture; English on /.
  const guest = await browser.newPage({ javaScriptEnabled });
  await guest.goto(`/vi/store/${seller.account}/products`);
  const card = guest.getByTestId("product-card").filter({ hasText: nameVi });
  await expect(card).toHaveCount(1);
  await expectPicture(guest, card.getByRole("img", { name: nameVi }), second);
  await card.getByTestId("product-name").click();
  await expect(guest.getByRole("heading", { level: 1, name: nameVi })).toBeVisible();
  await expect(guest.getByText("Trà sen sấy khô.")).toBeVisible();
  await expect(guest.getByTestId("gallery-thumb")).toHaveCount(2);
  await guest.goto(`/store/${seller.account}/products`);
  await expect(guest.getByTestId("product-card").filter({ hasText: name })).toHaveCount(1);
  await expect(guest.getByText(nameVi)).toHaveCount(0);
  await guest.close();
});
