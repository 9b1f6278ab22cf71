import type { Locator, Page } from "@playwright/test";

import { demo, expect, signedIn, test, texts } from "./support/fixtures";

/** The dollars of each order row's total, top to bottom. */
async function totals(table: Locator): Promise<number[]> {
  const values = await table.getByTestId("order-row-total-usd").allTextContents();
  return values.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;

  test(`back office: a column header sorts the Report by total both ways, a filter keeps the order (${lng})`, async ({
    page,
  }) => {
    await signedIn(page, demo.admin, at("/admin/orders"));
    const table = page.getByTestId("order-table");
    const header = (label: string) => table.locator("thead th").filter({ hasText: label });

    // Newest first until asked otherwise: the date column says so.
    await expect(header(t.orders.list.createdAt)).toHaveAttribute("aria-sort", "descending");
    await expect(header(t.orders.list.total)).not.toHaveAttribute("aria-sort");
    const before = await totals(table);
    expect(ascending(before) || descending(before), "the newest-first page is not already ordered by total").toBe(false);

    // The total's header link: dearest first (amounts start from the largest), then (the same link again) cheapest first.
    await header(t.orders.list.total).getByRole("link").click();
    await expect(page).toHaveURL(/[?&]sort=-total(&|$)/);
    await expect(header(t.orders.list.total)).toHaveAttribute("aria-sort", "descending");
    await expect(header(t.orders.list.createdAt)).not.toHaveAttribute("aria-sort");
    const down = await totals(table);
    expect(down.length).toBeGreaterThan(1);
    expect(descending(down), `descending totals: ${down.join(", ")}`).toBe(true);

    await header(t.orders.list.total).getByRole("link").click();
    await expect(page).toHaveURL(/[?&]sort=total(&|$)/);
    await expect(header(t.orders.list.total)).toHaveAttribute("aria-sort", "ascending");
    const up = await totals(table);
    expect(ascending(up), `ascending totals: ${up.join(", ")}`).toBe(true);
    expect(down[0]).toBeGreaterThan(up[0]);

    // Back to dearest first.
    await header(t.orders.list.total).getByRole("link").click();
    await expect(page).toHaveURL(/[?&]sort=-total(&|$)/);

    // A filter keeps the order: only completed orders, still dearest first.
    const filters = page.getByTestId("report-filters");
    await filters.getByLabel(t.orders.report.status).selectOption("completed");
    await filters.getByRole("button", { name: t.orders.report.filter }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page).toHaveURL(/sort=-total/);
    await expect(table.getByTestId("order-status").first()).toHaveText(t.orders.status.completed);
    expect(descending(await totals(table)), "the filtered list is still dearest first").toBe(true);
    await expect(header(t.orders.list.total)).toHaveAttribute("aria-sort", "descending");
  });

  test(`back office: Deposits, Withdrawals and Settings are in the navigation, the current section marked (${lng})`, async ({
    page,
  }) => {
    await signedIn(page, demo.admin, at("/admin"));
    const nav = page.getByTestId("admin-nav");
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveText(t.admin.nav.overview);

    // Each new entry leads to its page and is then the one marked.
    for (const [key, path] of [
      ["deposits", "/admin/deposite-ccm"],
      ["withdrawals", "/admin/withdraw"],
      ["settings", "/admin/settings"],
    ] as const) {
      await nav.getByRole("link", { name: t.admin.nav[key], exact: true }).click();
      await expect(page).toHaveURL(at(path));
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(t.admin.nav[key]);
    }

    // The CCM withdrawals belong to Withdrawals; an order's page to the Report.
    await page.goto(at("/admin/withdraw-ccm"));
    await expect(current).toHaveText(t.admin.nav.withdrawals);
    await page.goto(at("/admin/orders"));
    await page.getByTestId("order-row").first().getByRole("link").first().click();
    await expect(page.getByTestId("order-view")).toBeVisible();
    await expect(current).toHaveText(t.admin.nav.report);
  });
}

test("back office: the status filter's links narrow a request list and mark the one shown", async ({ page }) => {
  const t = texts.en;
  await signedIn(page, demo.admin, "/admin/deposite-ccm?status=pending");
  const filter = page.getByRole("navigation", { name: t.wallet.fields.status });
  await expect(filter.getByRole("link", { name: t.wallet.status.pending })).toHaveAttribute("aria-current", "true");
  await filter.getByRole("link", { name: t.wallet.status.rejected }).click();
  await expect(page).toHaveURL(/\/admin\/deposite-ccm\?status=rejected$/);
  await expect(filter.getByRole("link", { name: t.wallet.status.rejected })).toHaveAttribute("aria-current", "true");
  await expect(filter.getByRole("link", { name: t.wallet.status.pending })).not.toHaveAttribute("aria-current");
  await filter.getByRole("link", { name: t.wallet.admin.all }).click();
  await expect(page).toHaveURL(/\/admin\/deposite-ccm$/);
  await expect(filter.getByRole("link", { name: t.wallet.admin.all })).toHaveAttribute("aria-current", "true");
});

/** The transactions table's rows: ids and dates ("YYYY-MM-DD hh:mm:ss", newest first: the text orders as the time does). */
async function transactionRows(page: Page) {
  const table = page.getByTestId("transactions-table");
  const ids = (await table.locator("tbody tr td:first-child a").allTextContents()).map(Number);
  const dates = await table.locator("tbody tr td:nth-child(2)").allTextContents();
  return { ids, oldest: dates.at(-1) ?? "", newest: dates[0] ?? "" };
}
const pageText = (n: number) => texts.en.common.pager.page.replace("{{page}}", String(n)).replace("{{pages}}", "");

test("back office: the pager's links read the next and the previous page on from the one shown (decision 274)", async ({
  page,
}) => {
  const t = texts.en;
  await signedIn(page, demo.admin, "/admin/transactions");
  const pager = page.getByTestId("pager");
  const follows = (later: { ids: number[]; newest: string }, earlier: { ids: number[]; oldest: string }) => {
    expect(
      later.ids.some((id) => earlier.ids.includes(id)),
      "a row repeated",
    ).toBe(false);
    expect(later.newest <= earlier.oldest, `${later.newest} after ${earlier.oldest}`).toBe(true);
  };
  const first = await transactionRows(page);
  expect(first.ids).toHaveLength(50);

  // Next: page 2 after page 1's last row, by its cursor; the CSV link is the whole list's still.
  await pager.getByRole("link", { name: t.common.pager.next }).click();
  await expect(page).toHaveURL(/[?&]page=2&cursor=[\w-]+$/);
  await expect(pager).toContainText(pageText(2));
  await expect(page.getByTestId("csv-link")).toHaveAttribute("href", "/admin/transactions.csv");
  const second = await transactionRows(page);
  expect(second.ids).toHaveLength(50);
  follows(second, first);

  // Page 3, then back: the previous link reads the rows before page 3's first, which are page 2's.
  await pager.getByRole("link", { name: t.common.pager.next }).click();
  await expect(page).toHaveURL(/[?&]page=3&cursor=[\w-]+$/);
  await expect(pager).toContainText(pageText(3));
  follows(await transactionRows(page), second);
  await pager.getByRole("link", { name: t.common.pager.previous }).click();
  await expect(page).toHaveURL(/[?&]page=2&cursor=[\w-]+$/);
  await expect(pager).toContainText(pageText(2));
  expect((await transactionRows(page)).ids).toEqual(second.ids);
  // Page 1 is read afresh: its link carries no cursor.
  await expect(pager.getByRole("link", { name: t.common.pager.previous })).toHaveAttribute("href", "/admin/transactions?page=1");
});

test("back office: a cursor that is not the list's own is ignored, the page read by its number (decision 274)", async ({
  page,
}) => {
  await signedIn(page, demo.admin, "/admin/transactions?page=2");
  const numbered = await transactionRows(page);
  expect(numbered.ids.length).toBeGreaterThan(0);
  await page.goto("/admin/transactions?page=2&cursor=bm90LW91cnM");
  await expect(page.getByTestId("pager")).toContainText(pageText(2));
  expect((await transactionRows(page)).ids).toEqual(numbered.ids);
});
