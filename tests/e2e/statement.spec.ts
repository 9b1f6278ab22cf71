import { readFile } from "node:fs/promises";

import { formatDate } from "../../app/lib/dates";
import { formatAmount } from "../../app/lib/money";
import { demo, expect, signedIn, signUpActivated, test, texts } from "./support/fixtures";
import { adminPage, fill } from "./support/page-tools";

/*
 * The statement page (decision 220): a fresh member funded by an admin sends CCT to member02, then
 * filters the statement by kind, direction and days, opens a row's receipt, downloads the CSV of
 * their own rows, and reads it on a phone one line a row. Both languages, JavaScript on and off.
 */
for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const w = t.wallet;
  const s = w.statement;
  const at = (path: string) => `${t.prefix}${path}`;

  test(`the statement filters, opens receipts, exports the member's own CSV and fits a phone (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const member = await signUpActivated(page, `stmt${lng}`);
    const login = await page.request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    const { user, access_token: token } = (await login.json()) as { user: { id: number }; access_token: string };

    // An admin credits 40 CCT (money in); the member sends 12 CCT to member02 (money out).
    const admin = await adminPage(browser, javaScriptEnabled, `/admin/users/${user.id}`);
    const credit = await admin.request.post(`/admin/users/${user.id}`, {
      form: { direction: "credit", amount: "40", reason: "E2E statement", idempotencyKey: crypto.randomUUID() },
      maxRedirects: 0,
    });
    expect(credit.status()).toBe(302);
    await admin.context().close();
    const sent = await page.request.post("/api/transfers", {
      headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": crypto.randomUUID() },
      data: { account: demo.member2.account, amount: 12, password: member.password },
    });
    expect(sent.status()).toBe(201);

    await page.context().clearCookies();
    await signedIn(page, member, at("/statement"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.common.titles.statement);
    const rows = page.getByTestId("statement-row");
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId("statement-total")).toHaveText(fill(s.total_other, { count: "2" }));
    // Newest first: the transfer to member02, named as people know them; the credit from the
    // marketplace's adjustments account, never a code.
    await expect(rows.nth(0).getByTestId("statement-party")).toHaveText(`Nam Member (@${demo.member2.account})`);
    await expect(rows.nth(0).getByTestId("statement-amount")).toHaveText(formatAmount("-12", 8, lng));
    await expect(rows.nth(1).getByTestId("statement-party")).toHaveText(w.systemAccounts.adjustments);
    await expect(rows.nth(1).getByTestId("statement-amount")).toHaveText(`+${formatAmount("40", 8, lng)}`);

    const filters = page.getByTestId("statement-filters");
    const apply = () => filters.getByRole("button", { name: s.filter, exact: true }).click();

    // Kind: only the kinds the statement holds are offered.
    await expect(filters.getByTestId("statement-kind").locator("option")).toHaveText([
      s.kindAll,
      w.kinds.transfer,
      w.kinds.adjustment,
    ]);
    await filters.getByTestId("statement-kind").selectOption("transfer");
    await apply();
    await expect(page).toHaveURL(/kind=transfer/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(w.kinds.transfer);

    // Direction: money in only (the kind back to all).
    await filters.getByTestId("statement-kind").selectOption("");
    await filters.getByTestId("statement-direction").selectOption("in");
    await apply();
    await expect(page).toHaveURL(/direction=in/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(w.kinds.adjustment);

    // Days (New York): from tomorrow finds nothing; today finds both; a backwards range says why.
    const today = formatDate(new Date());
    const tomorrow = formatDate(new Date(Date.now() + 36 * 3600_000));
    await filters.getByTestId("statement-direction").selectOption("");
    await filters.getByTestId("statement-from").fill(tomorrow);
    await apply();
    await expect(page.getByTestId("statement-empty")).toHaveText(s.noneFiltered);
    await filters.getByTestId("statement-from").fill(today);
    await filters.getByTestId("statement-to").fill(today);
    await apply();
    await expect(rows).toHaveCount(2);
    await page.goto(at(`/statement?from=${today}&to=2020-01-01`));
    await expect(page.getByTestId("statement-filters").getByRole("alert")).toHaveText(s.errors.range);
    await expect(rows).toHaveCount(2);

    // The pager and the CSV keep the filters: money out, downloaded.
    await page.goto(at(`/statement?direction=out&from=${today}`));
    await expect(rows).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("statement-csv").click()]);
    expect(download.suggestedFilename()).toBe(`statement_${today}_${today}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(header).toBe(
      ["id", "date", "kind", "direction", "counterparty", "amount", "balanceAfter", "status", "memo"]
        .map((k) => s.csv[k as "id"])
        .join(","),
    );
    // Only this member's own row: the transfer out, signed, with a dot decimal.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `"${w.kinds.transfer}","${s.directions.out}","Nam Member (@${demo.member2.account})",-12,28,"${w.status.posted}"`,
    );

    // A row opens its receipt.
    await rows.first().getByTestId("statement-receipt").click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/receipts/\\d+$`));
    await expect(page.getByTestId("receipt-party")).toHaveText(`Nam Member (@${demo.member2.account})`);

    // On a phone: one line a row (date, kind and the other side, amount), no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at("/statement"));
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      expect(box.height, "a row is one line").toBeLessThan(48);
      await expect(row.getByTestId("statement-party-short")).toBeVisible();
      await expect(row.getByTestId("statement-amount")).toBeInViewport();
    }
    await expect(rows.first().getByTestId("statement-party")).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
