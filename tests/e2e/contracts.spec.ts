import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

import { demo, expect, logOut, signedIn, signUpActivated, test, texts, type Lng } from "./support/fixtures";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A locale text as a whole-text pattern: its words as written, its {{placeholders}} as the patterns given. */
const textPattern = (text: string, params: Record<string, string>) =>
  new RegExp(
    `^${text
      .split(/(\{\{\w+\}\})/)
      .map((part) => (/^\{\{\w+\}\}$/.test(part) ? params[part.slice(2, -2)] : escape(part)))
      .join("")}$`,
  );

/** On a 390 px phone the page does not scroll sideways. */
async function fitsPhone(page: Page, what: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what}: the document scrolls sideways at 390 px`).toBeLessThanOrEqual(client);
}

/** Downloads the contract's PDF from its page and checks it is a PDF of this order, in this language. */
async function downloadPdf(page: Page, code: string, lng: Lng) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("contract-pdf").click()]);
  expect(download.suggestedFilename()).toBe(`contract-${code}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.toString("latin1")).toContain(`/OrderCode (${code})`);
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe(texts[lng].contracts.contract.title.replace("{{code}}", code));
  expect(pdf.getSubject()).toBe(code);
}

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (p: string) => `${t.prefix}${p}`;
  const state = (key: keyof typeof t.contracts.contract.state) => t.contracts.contract.state[key];

  test(`a member saves a signature and signs an order's contract, the seller countersigns, both download the PDF (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    // --- A fresh member buys one product from member01's store.
    const buyer = await signUpActivated(page, "signer");
    await signedIn(page, buyer, at("/store/member01/products"));
    await page.getByTestId("product-card").first().getByRole("button", { name: t.store.product.addToCart }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.goto(at("/store/member01/cart"));
    await page.getByLabel(t.orders.checkout.phone).fill("0912345678");
    await page.getByLabel(t.orders.checkout.address).fill("12 Trần Hưng Đạo, Hà Nội");
    await page.getByRole("button", { name: t.orders.checkout.submit }).click();
    await expect(page).toHaveURL(/\/user-orders\/\d+$/);
    const orderId = page.url().split("/").pop()!;
    const code = (await page.getByTestId("order-field-code").textContent())!.trim();
    // The buyer is told how to pay (a bank transfer to member01); the store's side is not (below).
    await expect(page.getByTestId("pay-now")).toBeVisible();
    await expect(page.getByTestId("awaiting-payment")).toHaveCount(0);

    // --- The order page links to its contract: not signed; the terms come before signing.
    await page.getByTestId("order-contract-link").click();
    await expect(page).toHaveURL(at(`/orders/${orderId}/contract`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.contracts.contract.title.replace("{{code}}", code));
    await expect(page.getByTestId("contract-state")).toHaveText(state("unsigned"));
    await expect(page.getByTestId("contract-buyer")).toContainText(buyer.account);
    await expect(page.getByTestId("contract-seller")).toContainText(demo.member.account);
    await expect(page.getByTestId("contract-line")).toHaveCount(1);
    await expect(page.getByTestId("contract-terms").getByRole("listitem")).toHaveCount(7);
    const termsBottom = await page.getByTestId("contract-terms").evaluate((e) => e.getBoundingClientRect().bottom);
    const panelTop = await page.getByTestId("contract-sign-panel").evaluate((e) => e.getBoundingClientRect().top);
    expect(panelTop).toBeGreaterThan(termsBottom);
    // No saved signature yet: Sign is disabled, and the way to make one is one link away.
    await expect(page.getByTestId("contract-need-signature")).toBeVisible();
    await expect(page.getByTestId("contract-sign")).toBeDisabled();
    await page.getByRole("link", { name: t.contracts.contract.createSignature }).click();
    await expect(page).toHaveURL(new RegExp(`${at("/signature")}\\?redirectTo=`));
    await expect(page.getByTestId("signature-none")).toBeVisible();

    // --- With JavaScript: draw on the canvas with the mouse; without: type the full name.
    if (javaScriptEnabled) {
      const canvas = page.getByTestId("signature-canvas");
      await expect(canvas).toBeVisible();
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
      await page.mouse.down();
      for (let i = 1; i <= 12; i++) {
        await page.mouse.move(box.x + box.width * (0.1 + i * 0.06), box.y + box.height * (i % 2 ? 0.3 : 0.7), { steps: 3 });
      }
      await page.mouse.up();
      await expect(page.getByTestId("signature-path")).toHaveValue(/^M\d+ \d+L/);
      await page.getByRole("button", { name: t.contracts.signature.draw.save }).click();
    } else {
      await expect(page.getByTestId("signature-canvas")).toHaveCount(0);
      await page.getByLabel(t.contracts.signature.type.name, { exact: true }).fill("Nguyễn Thị Ký");
      await page.getByRole("button", { name: t.contracts.signature.type.save }).click();
    }
    // Saved, and back at the contract.
    await expect(page).toHaveURL(at(`/orders/${orderId}/contract`));
    await expect(page.getByTestId("toast")).toHaveText(t.contracts.signature.saved);

    // --- The signature that will be placed shows before Sign; Sign without "I have read and agree" is refused.
    const preview = page.getByTestId("contract-sign-preview");
    await expect(preview.getByTestId("contract-sign-preview-image")).toBeVisible();
    await expect(preview).toContainText(`${buyer.name} (${buyer.account})`);
    // From here on, a phone: the signing panel and the seller's order fit its width.
    await fitsPhone(page, "the contract with its signing panel");
    const previewBox = (await preview.getByTestId("contract-sign-preview-image").boundingBox())!;
    expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(390);
    const signAsBuyer = t.contracts.contract.sign.replace("{{party}}", t.contracts.party.buyer);
    await page.getByRole("button", { name: signAsBuyer }).click();
    await expect(page.getByTestId("contract-sign-form").getByRole("alert")).toHaveText(t.contracts.errors.agree);
    await expect(page.getByTestId("contract-agree")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("contract-state")).toHaveText(state("unsigned"));

    // --- Ticked, the buyer signs: the state, when and by whom, the signature and the hash show.
    await page.getByTestId("contract-agree").check();
    await page.getByRole("button", { name: signAsBuyer }).click();
    await expect(page.getByTestId("contract-state")).toHaveText(state("buyer_signed"));
    await expect(page.getByTestId("contract-signature-buyer-state")).toHaveText(t.contracts.contract.partySigned);
    await expect(page.getByTestId("contract-signature-seller-state")).toHaveText(t.contracts.contract.partyNotSigned);
    await expect(page.getByTestId("contract-signature-buyer").getByRole("img")).toBeVisible();
    // When, in the reader's format and zone, and by whom (name and account).
    const who = { name: escape(buyer.name), account: escape(buyer.account) };
    const when = `\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} \\(${escape(t.common.timeZone)}\\)`;
    await expect(page.getByTestId("contract-signature-buyer-by")).toHaveText(
      textPattern(t.contracts.contract.signedBy, { ...who, date: when }),
    );
    await expect(page.getByTestId("contract-signed-by-you")).toHaveText(
      textPattern(t.contracts.sign.youSigned, { ...who, party: escape(t.contracts.party.buyer), date: when }),
    );
    await expect(page.getByTestId("contract-hash")).toHaveText(/^[0-9a-f]{64}$/);
    const hash = (await page.getByTestId("contract-hash").textContent())!;
    await expect(page.getByTestId("contract-unchanged")).toBeVisible();
    await expect(page.getByTestId("contract-sign")).toHaveCount(0);
    await downloadPdf(page, code, lng);

    // The saved signature is on /signature with its date.
    await page.goto(at("/signature"));
    await expect(page.getByTestId("signature-saved")).toBeVisible();
    await expect(page.getByTestId("signature-saved")).toHaveAttribute("data-kind", javaScriptEnabled ? "drawn" : "typed");

    // --- The seller countersigns from the order in their store, then downloads the PDF too.
    await logOut(page, lng);
    await signedIn(page, demo.member, at(`/user-orders/${orderId}`));
    // The store's side reads that the buyer was asked to pay, not instructions to pay.
    const awaiting = page.getByTestId("awaiting-payment");
    await expect(awaiting.getByRole("heading", { name: t.orders.awaitingPayment.title })).toBeVisible();
    await expect(awaiting).toContainText(code);
    await expect(page.getByTestId("pay-now")).toHaveCount(0);
    await expect(page.getByTestId("bank-details")).toHaveCount(0);
    await expect(page.getByText(t.orders.payNow.then)).toHaveCount(0);
    await fitsPhone(page, "the seller's order");
    await page.getByTestId("order-contract-link").click();
    await expect(page.getByTestId("contract-state")).toHaveText(state("buyer_signed"));
    await page.getByTestId("contract-agree").check();
    await page.getByRole("button", { name: t.contracts.contract.sign.replace("{{party}}", t.contracts.party.seller) }).click();
    await expect(page.getByTestId("contract-state")).toHaveText(state("signed"));
    await expect(page.getByTestId("contract-signature-seller-state")).toHaveText(t.contracts.contract.partySigned);
    await expect(page.getByTestId("contract-signature-seller-by")).toContainText(`(${demo.member.account})`);
    await expect(page.getByTestId("contract-signed-by-you")).toContainText(t.contracts.party.seller);
    await expect(page.getByTestId("contract-hash")).toHaveText(hash);
    await expect(page.getByTestId("contract-sign")).toHaveCount(0);
    await downloadPdf(page, code, lng);
  });
}

test("the admin reads a contract in the back office, prints it without the site around it", async ({
  page,
  javaScriptEnabled,
}) => {
  await signedIn(page, demo.admin, "/admin/orders");
  await page.getByTestId("order-row").first().getByRole("link").first().click();
  await page.getByTestId("order-contract-link").click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+\/contract$/);
  await expect(page.getByTestId("contract")).toBeVisible();
  await expect(page.getByTestId("contract-pdf")).toHaveAttribute("href", /^\/admin\/orders\/\d+\/contract\.pdf$/);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("contract")).toBeVisible();
  await expect(page.getByTestId("contract-actions")).toBeHidden();
  await expect(page.getByTestId("admin-header")).toBeHidden();
  await expect(page.getByTestId("admin-nav")).toBeHidden();
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: texts.en.contracts.contract.print })).toBeHidden();
});
