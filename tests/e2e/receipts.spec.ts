import { asTyped } from "../../app/lib/amount-input";
import { demo, expect, signedIn, signUpActivated, test, texts } from "./support/fixtures";
import { adminPage, fill } from "./support/page-tools";

/*
 * Receipts (decision 206): a transfer ends on its receipt, the statement's row opens it again, and
 * nobody else can read it. English on a desktop, Vietnamese on a phone, JavaScript on and off.
 */
for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const w = t.wallet;
  const at = (path: string) => `${t.prefix}${path}`;
  const cct = (amount: string) => fill(w.cct, { amount: lng === "vi" ? amount.replace(".", ",") : amount });
  const viewport = lng === "en" ? { width: 1366, height: 900 } : { width: 390, height: 844 };

  test(`a transfer ends on its receipt, which the statement opens again and nobody else can read (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const member = await signUpActivated(page, `rcpt${lng}`);
    const login = await page.request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
    const memberId = ((await login.json()) as { user: { id: number } }).user.id;

    // An admin credits the new member 40 CCT.
    const admin = await adminPage(browser, javaScriptEnabled, `/admin/users/${memberId}`);
    const credit = await admin.request.post(`/admin/users/${memberId}`, {
      form: { direction: "credit", amount: "40", reason: "E2E receipts", idempotencyKey: crypto.randomUUID() },
      maxRedirects: 0,
    });
    expect(credit.status()).toBe(302);
    await admin.context().close();

    // The member sends 12 CCT to member02 and lands on the receipt, with no toast on top of it.
    await page.context().clearCookies();
    await signedIn(page, member, at("/transfer-point"));
    await page.getByLabel(w.transfer.account, { exact: true }).fill(demo.member2.account);
    await page.getByLabel(w.fields.amountCct, { exact: true }).fill(asTyped("12", lng));
    await page.getByRole("button", { name: w.transfer.continue, exact: true }).click();
    await page.getByTestId("transfer-confirm").getByLabel(w.fields.password, { exact: true }).fill(member.password);
    await page.getByRole("button", { name: w.transfer.send, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${t.prefix}/receipts/\\d+$`));
    const receiptPath = new URL(page.url()).pathname;
    const id = receiptPath.split("/").pop()!;
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByTestId("receipt-headline")).toHaveText(w.receipt.headline.transfer.out);
    await expect(receipt.getByTestId("receipt-amount")).toHaveText(`−${cct("12.00")}`);
    // The receiver by the name people know, then the username; never an account code.
    await expect(receipt.getByTestId("receipt-party")).toHaveText(`Nam Member (@${demo.member2.account})`);
    await expect(receipt.getByTestId("receipt-status")).toHaveText(w.status.posted);
    await expect(receipt.getByTestId("receipt-fee")).toHaveText(w.receipt.noFee);
    await expect(receipt.getByTestId("receipt-balance-after")).toHaveText(cct("28.00"));
    await expect(receipt.getByTestId("receipt-reference")).toHaveText(fill(w.receipt.referenceValue.transfer, { id }));
    await expect(receipt.getByTestId("receipt-key")).toHaveText(/^[0-9a-f-]{36}$/);
    // New York time, said so in the reader's words.
    await expect(receipt.getByTestId("receipt-date")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(.+\)$/);
    await expect(page.getByTestId("toast").filter({ visible: true })).toHaveCount(0);
    await expect(receipt.getByTestId("receipt-again")).toHaveAttribute("href", at("/transfer-point"));
    // Printing needs JavaScript's button; without it the browser's own Print still prints the receipt alone.
    await expect(receipt.getByTestId("receipt-print")).toHaveCount(javaScriptEnabled ? 1 : 0);
    // No sideways scroll on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The statement's row opens the same receipt.
    await page.goto(at("/dashboard"));
    const row = page
      .getByTestId("statement")
      .getByRole("row")
      .filter({ has: page.getByTestId("statement-receipt") })
      .first();
    await expect(row).toContainText(demo.member2.account);
    await row.getByTestId("statement-receipt").click();
    await expect(page).toHaveURL(new RegExp(`${receiptPath}$`));
    await expect(page.getByTestId("receipt-amount")).toHaveText(`−${cct("12.00")}`);

    // Another member (member01, not a side of it) gets 404, like an id that does not exist.
    await page.context().clearCookies();
    await signedIn(page, demo.member, at("/dashboard"));
    expect((await page.request.get(receiptPath)).status()).toBe(404);
    expect((await page.request.get(at("/receipts/999999999"))).status()).toBe(404);
  });
}
