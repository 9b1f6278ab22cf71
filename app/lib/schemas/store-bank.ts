import { z } from "zod";

import { bankAccountPattern, bankHolderPattern, normalizeBankAccount, normalizeBankHolder } from "../bank-account";

const blank = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * A store's payout bank (/store-settings, the back office's system store, the API): the BIN of a
 * listed bank, the account number and the holder. All three empty removes the details.
 */
export const storeBankSchema = z
  .object({
    bank_bin: z.preprocess(blank, z.string().trim()),
    account_number: z.preprocess(blank, z.string().transform(normalizeBankAccount)),
    account_holder: z.preprocess(blank, z.string().transform(normalizeBankHolder)),
  })
  .superRefine((v, ctx) => {
    if (!v.bank_bin && !v.account_number && !v.account_holder) return;
    if (!/^\d{6}$/.test(v.bank_bin)) ctx.addIssue({ code: "custom", path: ["bank_bin"], message: "validation:bankBin" });
    if (!bankAccountPattern.test(v.account_number))
      ctx.addIssue({ code: "custom", path: ["account_number"], message: "validation:bankAccount" });
    if (!bankHolderPattern.test(v.account_holder))
      ctx.addIssue({ code: "custom", path: ["account_holder"], message: "validation:bankHolder" });
  });

export type StoreBankInput = z.infer<typeof storeBankSchema>;
