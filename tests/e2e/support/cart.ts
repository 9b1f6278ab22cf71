import type { Page } from "@playwright/test";

import { expect, texts, type Lng } from "./fixtures";

/**
 * After Add to cart (decision 204): with JavaScript, the cart notification says it was added; without,
 * the cart page's toast does.
 */
export async function expectAddedToCart(page: Page, lng: Lng) {
  const added = texts[lng].store.cart.added;
  const said = page.getByRole("dialog", { name: added }).or(page.getByTestId("toast").filter({ visible: true }));
  await expect(said.first()).toContainText(added);
}
