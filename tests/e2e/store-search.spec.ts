import { demoProductName, expect, hydrated, test, texts } from "./support/fixtures";

/** The store header's search box (decision 190): a GET form, labelled, found without accents. */

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];

  test(`the store header searches the store's products without accents (${lng})`, async ({ page, javaScriptEnabled }) => {
    await page.goto(`${t.prefix}/store/default`);
    const search = page.getByRole("search");
    if (javaScriptEnabled) await hydrated(search);
    await search.getByRole("searchbox", { name: t.store.search.label }).fill("vien uong vitamn");
    await search.getByRole("button", { name: t.store.search.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/store/default/products\\?q=vien\\+uong\\+vitamn$`));
    const cards = page.getByTestId("product-card");
    await expect(cards.first().getByTestId("product-name")).toHaveText(demoProductName("Vitamin C 1000mg", lng));
    // The list keeps the term in the header's box.
    await expect(page.getByRole("search").getByRole("searchbox")).toHaveValue("vien uong vitamn");
  });
}
