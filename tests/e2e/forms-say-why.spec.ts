import { asTyped } from "../../app/lib/amount-input";
import { demo, expect, signedIn, signUpActivated, test, texts } from "./support/fixtures";
import { fill, unique } from "./support/page-tools";

/*
 * Forms say why (decision 140): the profile modal names the fields that keep Update off, the transfer
 * form names its reason under 'Transfer error' before the password is asked; an empty amount and an
 * empty password say so in the specification's words. Both languages, JavaScript on and off.
 */

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;
  // English on a desktop, Vietnamese on a phone.
  const viewport = lng === "en" ? { width: 1366, height: 900 } : { width: 390, height: 844 };

  test(`the profile modal says why Update is off; the transfer form says why it is refused, before the password (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // A sign-up, two forms and two messages: longer than the default minute on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const who = await signUpActivated(page, "why");
    await signedIn(page, who, at("/profile?modal=update-profile"));

    // --- A new member has no address, CCM address or phone yet.
    const dialog = page.getByTestId("update-profile-dialog");
    await expect(dialog).toBeVisible();
    const submit = dialog.getByTestId("update-profile-submit");
    const why = dialog.getByTestId("update-profile-why");
    if (javaScriptEnabled) {
      await expect(submit).toBeDisabled();
      await expect(why).toHaveText(
        fill(t.account.profile.disabledWhy, {
          fields: [t.account.profile.address, t.account.profile.ccmAddress, t.account.profile.phone].join(", "),
        }),
      );
      await expect(submit).toHaveAccessibleDescription(await why.innerText());
      await dialog.getByLabel(t.account.profile.address, { exact: true }).fill("12 Le Loi, Ha Noi");
      await dialog.getByLabel(t.account.profile.ccmAddress, { exact: true }).fill("0xCCM0000000000000000000000000000000000002");
      await expect(why).toHaveText(fill(t.account.profile.disabledWhy, { fields: t.account.profile.phone }));
      await dialog.locator('input[name="phone_number"]').fill("+84 90 123 45 67");
      await expect(why).toBeHidden();
      await expect(submit).toBeEnabled();
    } else {
      // Without JavaScript the button is never disabled: the server names each missing field.
      await expect(submit).toBeEnabled();
      await expect(why).toHaveCount(0);
      await submit.click();
      await expect(dialog).toBeVisible();
      const ccm = dialog.getByLabel(t.account.profile.ccmAddress, { exact: true });
      await expect(ccm).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await ccm.getAttribute("aria-describedby")}`)).toHaveText(t.validation.required);
    }

    // --- The transfer: 'Transfer error', and why under it, before any password is asked.
    await page.goto(at("/transfer-point"));
    const account = page.getByLabel(t.wallet.transfer.account, { exact: true });
    const amount = page.getByLabel(t.wallet.fields.amountCct, { exact: true });
    const problem = page.getByTestId("transfer-error");
    const reason = problem.getByTestId("transfer-error-reason");
    const send = async (to: string, value: string) => {
      await account.fill(to);
      await amount.fill(value);
      await page.getByRole("button", { name: t.wallet.transfer.continue, exact: true }).click();
      await expect(problem).toBeVisible();
      await expect(problem.locator("p").first()).toHaveText(t.wallet.errors.transferError);
      await expect(page.getByTestId("transfer-confirm")).toHaveCount(0);
    };
    const nobody = `nobody${unique()}`;
    await send(nobody, "1");
    await expect(reason).toHaveText(fill(t.wallet.transfer.reasons.unknownAccount, { account: nobody }));
    await expect(account).toHaveAttribute("aria-invalid", "true");
    // What was typed stays.
    await expect(account).toHaveValue(nobody);
    await send(who.account, "1");
    await expect(reason).toHaveText(t.wallet.transfer.reasons.yourself);
    await send(demo.member2.account, "5");
    await expect(reason).toHaveText(fill(t.wallet.transfer.reasons.moreThanAvailable, { available: asTyped("0.00", lng) }));
    await expect(amount).toHaveAttribute("aria-invalid", "true");

    // --- The specification's words (§5): an empty amount is 'Amount required'…
    await page.goto(at(`/transfer-point?account=${demo.member2.account}&amount=`));
    await expect(page.locator("#transfer-amount-error")).toHaveText(t.validation.amountRequired);

    // …and an empty current password 'Password required'.
    await page.goto(at("/profile?modal=change-password"));
    const passwordDialog = page.getByTestId("change-password-dialog");
    const current = passwordDialog.getByLabel(t.account.password.current, { exact: true });
    if (javaScriptEnabled) {
      // Checked as the field is left (the button stays off while the form is invalid).
      await current.focus();
      await current.blur();
    } else {
      await passwordDialog.getByRole("button", { name: t.account.password.submit, exact: true }).click();
    }
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await current.getAttribute("aria-describedby")}`)).toHaveText(t.validation.passwordRequired);
  });
}
