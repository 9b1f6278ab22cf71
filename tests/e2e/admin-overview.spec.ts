import { asTyped } from "../../app/lib/amount-input";
import { formatDate } from "../../app/lib/dates";
import { demo, expect, signedIn, test, texts, type Lng } from "./support/fixtures";

/** "{{count}} days" with the count in. */
const days = (lng: Lng, count: number) => texts[lng].admin.overview.charts.days_other.replace("{{count}}", String(count));

for (const lng of ["en", "vi"] as const) {
  test(`an admin sees the overview's figures and charts, and switches to 7 days (${lng})`, async ({ page }) => {
    const t = texts[lng].admin.overview;
    const prefix = texts[lng].prefix;
    await signedIn(page, demo.admin, `${prefix}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);

    // What needs doing, how the orders, the members and the ledger stand (the demo data has some of each).
    await expect(page.getByTestId("figure-deposits")).toContainText(t.todo.deposits);
    await expect(page.getByTestId("figure-deposits-value")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("figure-products")).toContainText(t.todo.products);
    await expect(page.getByTestId("figure-orders-completed-value")).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId("figure-order-value-value")).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
    await expect(page.getByTestId("figure-members-value")).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId("overview-ledger")).toContainText(t.ledger.codes.adjustments);
    await expect(page.getByTestId("overview-ledger-sum")).toContainText(asTyped("0.00", lng));
    // The ledger's check runs in the background (decision 241): the page shows its last result and
    // age; "Check now" runs it at once, with JavaScript or not, and comes back to the same range.
    await expect(page.getByTestId("ledger-checked")).toBeVisible();
    await page.getByRole("button", { name: t.ledger.checkNow, exact: true }).click();
    await expect(page.getByText(t.ledger.checkedOk)).toBeVisible();
    await expect(page).toHaveURL(`${prefix}/admin`);
    await expect(page.getByTestId("ledger-checked")).toHaveText(t.ledger.checkedNow);
    // "Check now" is the full check (decision 269); the scheduled ones say they were incremental.
    await expect(page.getByTestId("ledger-check-kind")).toHaveText(t.ledger.kindFull);
    await expect(page.getByTestId("ledger-balanced")).toHaveText(t.ledger.balanced);
    await expect(page.getByTestId("ledger-warning")).toHaveCount(0);

    // Three charts, each one image named by its title and described with the range's totals; 30 days by default.
    const today = formatDate(new Date());
    for (const title of [t.charts.orders.title, t.charts.members.title, t.charts.money.title]) {
      const chart = page.getByRole("img", { name: title, exact: true });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAccessibleDescription(new RegExp(today));
    }
    await expect(page.getByTestId("chart-orders-svg").locator("rect").first()).toBeVisible();
    await expect(page.getByTestId("chart-orders-table").locator("tbody tr")).toHaveCount(30);
    const range = page.getByTestId("overview-range");
    await expect(range.getByRole("link", { name: days(lng, 30), exact: true })).toHaveAttribute("aria-current", "page");

    // The numbers behind a chart open without JavaScript.
    await page.getByTestId("chart-members").getByText(t.charts.table, { exact: true }).click();
    await expect(page.getByTestId("chart-members-table").locator("tbody tr").last()).toBeVisible();
    await expect(page.getByTestId("chart-members-table").locator("tbody tr").last().locator("th")).toHaveText(today);

    await range.getByRole("link", { name: days(lng, 7), exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/admin?days=7`);
    await expect(range.getByRole("link", { name: days(lng, 7), exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("chart-orders-table").locator("tbody tr")).toHaveCount(7);
    await expect(page.getByTestId("chart-money-table").locator("tbody tr")).toHaveCount(7);
    await expect(page.getByRole("img", { name: t.charts.orders.title, exact: true })).toBeVisible();

    // Each figure leads to its page.
    await page.getByTestId("figure-deposits").click();
    await expect(page).toHaveURL(`${prefix}/admin/deposite-ccm?status=pending`);
  });
}
