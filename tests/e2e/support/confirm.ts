import { expect, type Page } from "@playwright/test";

/**
 * The confirmation a money-moving or irreversible action asks for (decision 138): with JavaScript
 * a dialog opened in place, without it the confirmation step the server answers. Both are an
 * alertdialog named by its question; `label` is its second button.
 */
export function confirmation(page: Page) {
  return page.getByRole("alertdialog");
}

/** Answers the confirmation with its second button. */
export async function confirmIt(page: Page, label: string) {
  const dialog = confirmation(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: label, exact: true }).click();
}
