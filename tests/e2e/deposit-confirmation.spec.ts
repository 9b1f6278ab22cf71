import { randomUUID } from "node:crypto";

import { asTyped } from "../../app/lib/amount-input";
import { decodeQr } from "../support/qr";
import { confirmation, confirmIt } from "./support/confirm";
import { expect, signedIn, signUpActivated, test, texts } from "./support/fixtures";
import { adminPage, expectBelow, fill } from "./support/page-tools";

/*
 * A deposit asked and confirmed (decisions 138-140, 206): the request ends on its receipt, the form is
 * empty again, the admin's toast sits below the header, and the admin's Confirm asks first (a dialog, or a confirmation step without
 * JavaScript) with the amount in words and the member's deposits. Both languages.
 */

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;
  // English on a desktop, Vietnamese on a phone.
  const viewport = lng === "en" ? { width: 1366, height: 900 } : { width: 390, height: 844 };

  test(`money moves once confirmed: an admin confirms a deposit after a dialog or a confirmation step; the deposit form is empty again (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const who = await signUpActivated(page, "confirm");
    await signedIn(page, who, at("/deposite-ccm"));

    // --- Where to send, as a wallet app shows it: the network named, the address to copy, its QR code.
    await expect(page.getByTestId("deposit-network")).toHaveText(fill(t.wallet.deposit.networks.bep20, { coin: "CCT" }));
    const address = (await page.getByTestId("deposit-address").textContent())!;
    expect(
      await decodeQr(
        await page
          .getByTestId("deposit-qr")
          .locator("svg")
          .evaluate((svg) => svg.outerHTML),
      ),
    ).toBe(address);
    await expect(page.getByTestId("deposit-address-copy")).toHaveCount(javaScriptEnabled ? 1 : 0);

    // --- The member asks for a deposit and lands on its receipt: waiting for an admin (decision 206).
    const txHash = `0x${randomUUID().replace(/-/g, "")}`;
    const amount = page.getByLabel(fill(t.wallet.fields.amountCoin, { coin: "CCT" }), { exact: true });
    const hash = page.getByLabel(t.wallet.fields.txHash, { exact: true });
    await amount.fill("25");
    await hash.fill(txHash);
    await page.getByRole("button", { name: t.wallet.deposit.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/receipts/deposits/\\d+$`));
    const receiptPath = new URL(page.url()).pathname;
    await expect(page.getByTestId("receipt-status")).toHaveText(t.wallet.status.pending);
    await expect(page.getByTestId("receipt-note")).toHaveText(t.wallet.receipt.depositNote.pending);
    await expect(page.getByTestId("receipt-tx-hash")).toHaveText(txHash);
    await expect(page.getByTestId("receipt-balance-after")).toHaveText("—");
    // "Make another" opens the coin's form, empty; the request is in its history.
    await page.getByTestId("receipt-again").click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/deposite-ccm$`));
    await expect(page.getByTestId("deposit-history").getByRole("row").filter({ hasText: txHash })).toHaveCount(1);
    await expect(amount).toHaveValue("");
    await expect(hash).toHaveValue("");

    // --- An admin clicks Confirm: asked first, with what will happen.
    const admin = await adminPage(browser, javaScriptEnabled, at("/admin/deposite-ccm?status=pending"));
    const row = admin.getByTestId("deposits-table").getByRole("row").filter({ hasText: txHash });
    const approve = row.getByTestId(/^approve-\d+$/).getByRole("button", { name: t.wallet.admin.confirm, exact: true });
    await approve.click();
    const dialog = confirmation(admin);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(t.wallet.confirmStep.approveDepositTitle);
    const summary = dialog.getByTestId("confirm-summary");
    await expect(summary).toContainText(
      fill(t.wallet.confirmStep.approveDeposit, { cct: asTyped("25.00", lng), account: who.account }),
    );
    // The amount in words and the member's deposits so far, against a misread figure (issue 28).
    await expect(summary.getByTestId("amount-words")).toHaveText(
      fill(t.wallet.confirmStep.inWords, { words: lng === "vi" ? "hai mươi lăm" : "twenty-five" }),
    );
    await expect(summary.getByTestId("deposit-history")).toHaveText(
      fill(t.wallet.confirmStep.depositHistory, {
        account: who.account,
        confirmed: "0",
        cct: asTyped("0.00", lng),
        rejected: "0",
        pending: "1",
      }),
    );
    // Cancel: nothing moved.
    await dialog.getByRole("link", { name: t.common.feedback.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(t.wallet.status.pending);

    // Confirmed: the deposit is credited once.
    await approve.click();
    await confirmIt(admin, t.wallet.admin.confirm);
    await expect(admin.getByTestId("toast")).toHaveText(t.wallet.admin.confirmed);
    await expectBelow(admin.getByTestId("toast"), admin.getByTestId("admin-header"));
    await expect(row).toHaveCount(0);
    await page.goto(at("/dashboard"));
    await expect(page.getByTestId("wallet-available")).toHaveText(fill(t.wallet.cct, { amount: asTyped("25.00", lng) }));
    // The same receipt now says it was credited, with the balance after it.
    await page.goto(receiptPath);
    await expect(page.getByTestId("receipt-status")).toHaveText(t.wallet.status.posted);
    await expect(page.getByTestId("receipt-balance-after")).toHaveText(fill(t.wallet.cct, { amount: asTyped("25.00", lng) }));
    await admin.context().close();
  });
}
