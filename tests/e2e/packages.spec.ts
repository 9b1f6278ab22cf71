import { asTyped } from "../../app/lib/amount-input";
import { demo, expect, signedIn, test, texts, type Lng } from "./support/fixtures";
import { fundedMember } from "./support/funded-member";

const fill = (text: string, params: Record<string, string>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text);

for (const lng of ["en", "vi"] as Lng[]) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;

  test(`an admin sells a package; a member buys it and lands on the receipt; member01, who invited them, sees the commission (${lng})`, async ({
    page,
    browser,
    javaScriptEnabled,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A fresh member invited by member01, with 5 CCT.
    const buyer = await fundedMember(page, browser, javaScriptEnabled, `pkg${lng}`, "5", demo.member.account);
    // The admin creates a small package in both languages; a commission above 100 is refused.
    const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
    const name = { en: `Trial ${suffix}`, vi: `Dùng thử ${suffix}` };
    const admin = await browser.newPage();
    await signedIn(admin, demo.admin, at("/admin"));
    await admin.getByTestId("admin-packages-link").click();
    await admin.getByTestId("new-package").click();
    const form = admin.getByTestId("package-form");
    await form.getByLabel(t.packages.fields.nameEn, { exact: true }).fill(name.en);
    await form.getByLabel(t.packages.fields.nameVi, { exact: true }).fill(name.vi);
    await form.getByLabel(t.packages.fields.benefitsEn, { exact: true }).fill("A trial\nFor the tests");
    await form.getByLabel(t.packages.fields.benefitsVi, { exact: true }).fill("Dùng thử\nCho kiểm thử");
    await form.getByLabel(t.packages.fields.price, { exact: true }).fill(asTyped("0.5", lng));
    await form.getByLabel(t.packages.fields.commissionPercentage, { exact: true }).fill("101");
    await form.getByRole("button", { name: t.packages.admin.create, exact: true }).click();
    await expect(form.getByText(t.packages.errors.commissionRange)).toBeVisible();
    await form.getByLabel(t.packages.fields.commissionPercentage, { exact: true }).fill("20");
    await form.getByRole("button", { name: t.packages.admin.create, exact: true }).click();
    await expect(admin.getByTestId("toast")).toHaveText(t.packages.admin.saved);
    const id = /\/admin\/packages\/(\d+)$/.exec(new URL(admin.url()).pathname)![1];

    // member01's figures for the new member before the purchase.
    const inviter = await browser.newPage();
    await signedIn(inviter, demo.member, at(`/refs?q=${buyer.account}`));
    const row = inviter.getByTestId(`invitee-${buyer.account}`);
    const before = Number(await row.getByTestId("invitee-commission").getAttribute("data-value"));

    // The member buys it: the confirmation step asks for the password.
    await signedIn(page, buyer, at("/packages"));
    const card = page.getByTestId("package-card").filter({ hasText: name[lng] });
    await expect(card.getByTestId("package-price")).toHaveText(
      fill(texts[lng].wallet.cct, { amount: lng === "vi" ? "0,50" : "0.50" }),
    );
    await expect(card.getByText(lng === "vi" ? "Cho kiểm thử" : "For the tests")).toBeVisible();
    await card.getByTestId(`buy-${id}`).click();
    const confirm = page.getByTestId("buy-confirm");
    await expect(confirm).toContainText(name[lng]);
    await confirm.getByLabel(t.wallet.fields.password, { exact: true }).fill("not-the-password");
    await confirm.getByRole("button", { name: t.packages.buy.submit, exact: true }).click();
    await expect(page.getByText(t.account.password.incorrect)).toBeVisible();
    await page.getByTestId("buy-confirm").getByLabel(t.wallet.fields.password, { exact: true }).fill(buyer.password);
    await page.getByTestId("buy-confirm").getByRole("button", { name: t.packages.buy.submit, exact: true }).click();
    // It ends on the payment's receipt (decision 233): the price, the package, the balance after.
    await expect(page).toHaveURL(new RegExp(`^[^?]*${t.prefix}/receipts/\\d+$`));
    const receipt = page.getByTestId("receipt");
    const cct = (amount: string) => fill(t.wallet.cct, { amount: lng === "vi" ? amount.replace(".", ",") : amount });
    await expect(receipt.getByTestId("receipt-headline")).toHaveText(t.wallet.receipt.headline.purchase.out);
    await expect(receipt.getByTestId("receipt-amount")).toHaveText(`−${cct("0.50")}`);
    await expect(receipt.getByTestId("receipt-package")).toHaveText(name[lng]);
    await expect(receipt.getByTestId("receipt-balance-after")).toHaveText(cct("4.50"));
    await expect(receipt.getByTestId("receipt-note")).toHaveText(t.wallet.receipt.purchaseNote.package);
    await expect(receipt.getByTestId("receipt-again")).toHaveAttribute("href", at("/packages"));
    await receipt.getByTestId("receipt-again").click();
    await expect(page.getByTestId("my-purchases")).toContainText(name[lng]);

    // member01 sees the commission in the dashboard statement…
    await inviter.goto(at("/dashboard"));
    const line = fill(t.packages.statement.commission, { name: name[lng], account: buyer.account });
    await expect(inviter.getByTestId("statement").getByText(line)).toBeVisible();
    // …and on /refs: the link, its QR code, and member02's commission grown by 20 % of 0.5 CCT.
    await inviter.goto(at(`/refs?q=${buyer.account}`));
    await expect(inviter.getByTestId("referral-link")).toHaveValue(/\/sign_up\?ref=member01$/);
    await expect(inviter.getByTestId("referral-qr")).toBeVisible();
    const after = Number(await row.getByTestId("invitee-commission").getAttribute("data-value"));
    expect(after).toBeGreaterThanOrEqual(before + 0.1);
    await expect(inviter.getByTestId("copy-link")).toHaveCount(testInfo.project.name === "js" ? 1 : 0);

    // The admin sees the purchase with its referrer.
    await admin.reload();
    const purchase = admin.getByTestId("package-purchases").locator("tr", { hasText: buyer.account });
    await expect(purchase).toContainText(demo.member.account);
    await admin.close();
    await inviter.close();
  });
}
