import { z } from "zod";

import { bankAccountPattern, bankHolderPattern, normalizeBankAccount, normalizeBankHolder } from "../bank-account";
import { passwordField } from "./password";
import { otpField } from "./two-factor";

const blank = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * A store's payout bank (/store-settings, the back office's system store, the API): the BIN of a
 * listed bank, the account number and the holder. All three empty removes the details.
 */
const bankFields = z.object({
  bank_bin: z.preprocess(blank, z.string().trim()),
  account_number: z.preprocess(blank, z.string().transform(normalizeBankAccount)),
  account_holder: z.preprocess(blank, z.string().transform(normalizeBankHolder)),
});

function checkBank(v: z.infer<typeof bankFields>, ctx: z.RefinementCtx) {
  if (!v.bank_bin && !v.account_number && !v.account_holder) return;
  if (!/^\d{6}$/.test(v.bank_bin)) ctx.addIssue({ code: "custom", path: ["bank_bin"], message: "validation:bankBin" });
  if (!bankAccountPattern.test(v.account_number))
    ctx.addIssue({ code: "custom", path: ["account_number"], message: "validation:bankAccount" });
  if (!bankHolderPattern.test(v.account_holder))
    ctx.addIssue({ code: "custom", path: ["account_holder"], message: "validation:bankHolder" });
}

export const storeBankSchema = bankFields.superRefine(checkBank);

export type StoreBankInput = z.infer<typeof storeBankSchema>;

/**
 * A member's own store bank: where their buyers' transfers go, so changing it asks for the current
 * password and, with two-factor on, a code, as spending does (decision 203).
 */
export const ownStoreBankSchema = bankFields
  .extend({
    password: passwordField,
    otp: otpField.optional(),
  })
  .superRefine(checkBank);

export type OwnStoreBankInput = z.infer<typeof ownStoreBankSchema>;
