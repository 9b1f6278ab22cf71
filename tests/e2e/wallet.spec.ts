import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";

import { confirmIt } from "./support/confirm";
import { demo, expect, logOut, signedIn, signUpActivated, test, texts } from "./support/fixtures";

const w = texts.en.wallet;

const toast = (page: Page) => page.getByTestId("toast").filter({ visible: true });
const cct = (amount: string) => w.cct.replace("{{amount}}", amount);

async function as(page: Page, who: { email: string; password: string }, to: string) {
  // A fresh page first: the toast of the last action sits over the header's menu.
  await page.goto("/dashboard");
  await logOut(page);
  await signedIn(page, who);
  await page.goto(to);
}

test("deposit → admin confirms → balance; transfer points to member02; withdraw → admin rejects → balance back", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const who = await signUpActivated(page, "wallet");
  await signedIn(page, who);

  // --- Deposit request (CCT, rate 1) with the live preview when JavaScript runs.
  await page.goto("/deposite");
  await page.getByTestId("coin-CCT").click();
  await expect(page).toHaveURL(/\/deposite-ccm$/);
  const txHash = `0x${randomUUID().replace(/-/g, "")}`;
  const amountField = page.getByLabel(w.fields.amountCoin.replace("{{coin}}", "CCT"), { exact: true });
  const hashField = page.getByLabel(w.fields.txHash, { exact: true });
  const previewButton = page.getByRole("button", { name: w.deposit.preview, exact: true });
  await hashField.fill(txHash);
  // A preview checks the amount and keeps everything typed, with or without JavaScript.
  // A decimal comma on an English page reads two ways (decision 195): refused, saying how to write it.
  await amountField.fill("12,5");
  await previewButton.click();
  await expect(page.getByText(texts.en.validation.amountAmbiguous)).toBeVisible();
  await expect(hashField).toHaveValue(txHash);
  await amountField.fill("100");
  if (javaScriptEnabled) {
    await expect(page.getByTestId("deposit-preview")).toContainText(cct("100.00"));
  } else {
    await previewButton.click();
    await expect(page.getByTestId("deposit-preview")).toContainText(cct("100.00"));
  }
  await expect(hashField).toHaveValue(txHash);
  await expect(amountField).toHaveValue("100");
  await page.getByRole("button", { name: w.deposit.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/receipts\/deposits\/\d+$/);
  await expect(page.getByTestId("receipt-amount")).toHaveText(`+${cct("100.00")}`);
  await page.goto("/deposite-ccm");
  await expect(page.getByTestId("deposit-history").getByRole("row").filter({ hasText: txHash })).toContainText(w.status.pending);

  // The same hash again is refused with a clear message.
  await page.getByLabel(w.fields.amountCoin.replace("{{coin}}", "CCT"), { exact: true }).fill("5");
  await page.getByLabel(w.fields.txHash, { exact: true }).fill(txHash.toUpperCase().replace("0X", "0x"));
  await page.getByRole("button", { name: w.deposit.submit, exact: true }).click();
  await expect(page.getByText(w.errors.txHashUsed)).toBeVisible();

  // --- An admin confirms it.
  await as(page, demo.admin, "/admin/deposite-ccm?status=pending");
  const row = page.getByTestId("deposits-table").getByRole("row").filter({ hasText: txHash });
  await row.getByRole("button", { name: w.admin.confirm, exact: true }).click();
  // Money moves once confirmed (decision 138).
  await confirmIt(page, w.admin.confirm);
  await expect(toast(page)).toHaveText(w.admin.confirmed);

  // --- The member sees it.
  await as(page, who, "/dashboard");
  await expect(page.getByTestId("header-balance")).toHaveText(cct("100.00"));
  await expect(page.getByTestId("balance")).toHaveText(cct("100.00"));
  await expect(page.getByTestId("statement")).toContainText(w.kinds.deposit);
  // The other side is the deposits account: shown by its name, never by its code.
  await expect(page.getByTestId("statement")).toContainText(w.systemAccounts.deposits.replace("{{coin}}", "CCT"));
  await expect(page.getByTestId("statement")).not.toContainText("deposits:CCT");

  // --- Transfer points to member02: the confirmation step names the receiver; a wrong password is refused.
  await page.goto("/transfer-point");
  await page.getByLabel(w.transfer.account, { exact: true }).fill(demo.member2.account);
  await page.getByLabel(w.fields.amountCct, { exact: true }).fill("30");
  await page.getByRole("button", { name: w.transfer.continue, exact: true }).click();
  await expect(page.getByTestId("transfer-receiver")).toContainText("Nam Member");
  await expect(page.getByTestId("transfer-receiver")).toContainText(cct("30.00"));
  const confirm = page.getByTestId("transfer-confirm");
  await confirm.getByLabel(w.fields.password, { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: w.transfer.send, exact: true }).click();
  await expect(page.getByText(texts.en.account.password.incorrect, { exact: true })).toBeVisible();
  await confirm.getByLabel(w.fields.password, { exact: true }).fill(who.password);
  await page.getByRole("button", { name: w.transfer.send, exact: true }).click();
  // The receipt is the message (decision 206; tests/e2e/receipts.spec.ts reads it in full).
  await expect(page).toHaveURL(/\/receipts\/\d+$/);
  await expect(page.getByTestId("receipt-balance-after")).toHaveText(cct("70.00"));
  await page.goto("/dashboard");
  await expect(page.getByTestId("balance")).toHaveText(cct("70.00"));
  await expect(page.getByTestId("header-balance")).toHaveText(cct("70.00"));

  // Sending to oneself is a 'Transfer error'.
  await page.goto(`/transfer-point?account=${who.account}&amount=1`);
  await expect(page.getByText(w.errors.transferError, { exact: true })).toBeVisible();

  // --- Withdraw: held at once; an admin rejects; the balance is whole again.
  await page.goto("/withdraw");
  const form = page.getByTestId("withdraw-form");
  await form.getByLabel(w.fields.amountCct, { exact: true }).fill("20");
  await form.getByLabel(w.fields.usdtAddress, { exact: true }).fill("TPayoutAddressForE2E0001");
  await form.getByLabel(w.fields.password, { exact: true }).fill(who.password);
  await page.getByRole("button", { name: w.withdraw.submit, exact: true }).click();
  // Its receipt: pending, held, with the address and a way to make another.
  await expect(page).toHaveURL(/\/receipts\/\d+$/);
  await expect(page.getByTestId("receipt-headline")).toHaveText(w.receipt.headline.withdrawal.out);
  await expect(page.getByTestId("receipt-status")).toHaveText(w.status.pending);
  await expect(page.getByTestId("receipt-note")).toHaveText(w.receipt.withdrawalNote.pending);
  await expect(page.getByTestId("receipt-address")).toHaveText("TPayoutAddressForE2E0001");
  await page.getByTestId("receipt-again").click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByTestId("wallet-held")).toHaveText(cct("20.00"));
  await expect(page.getByTestId("wallet-available")).toHaveText(cct("50.00"));

  await as(page, demo.admin, "/admin/withdraw?status=pending");
  const request = page.getByTestId("withdrawals-table").getByRole("row").filter({ hasText: who.account });
  await request.getByPlaceholder(w.fields.reason).fill("Address not whitelisted");
  await request.getByRole("button", { name: w.admin.reject, exact: true }).click();
  await confirmIt(page, w.admin.reject);
  await expect(toast(page)).toHaveText(w.admin.rejected);

  await as(page, who, "/dashboard");
  await expect(page.getByTestId("balance")).toHaveText(cct("70.00"));
  await expect(page.getByTestId("wallet-available")).toHaveText(cct("70.00"));
  await page.goto("/withdraw");
  await expect(page.getByTestId("withdraw-history")).toContainText("Address not whitelisted");
});
