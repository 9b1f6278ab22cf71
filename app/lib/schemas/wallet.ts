/**
 * Wallet rules shared by the pages, the API and the browser: coins, the form schemas, and the
 * deposit quote (CCT = amount × rate, both in 10^-8, rounded down).
 */
import { z } from "zod";

import { ambiguousAmount, typedAmount } from "../amount-input";
import { COIN_DECIMALS, parseUnits } from "../money";
import { coins, withdrawalMethods } from "../wallet-terms";
import { idFormField } from "./ids";
import { passwordField } from "./password";
import { otpField } from "./two-factor";

const required = "validation:required";
/** The specification's "amount required" (§5), in those words. */
const amountRequired = "validation:amountRequired";

/** A positive amount with at most 8 decimals, as typed in the page's language (numbers from JSON are accepted too). */
export const amountField = z.preprocess(
  typedAmount,
  z
    .string({ error: amountRequired })
    .trim()
    .min(1, { error: amountRequired, abort: true })
    .refine((v) => v !== ambiguousAmount, { error: "validation:amountAmbiguous", abort: true })
    .max(40, { error: "wallet:errors.amountTooLarge", abort: true })
    .regex(/^\d+(\.\d{1,8})?$/, { error: "wallet:errors.amountInvalid", abort: true })
    // Ten whole digits at most: amounts are kept in 10^-8 units in a 64-bit column.
    .refine((v) => v.split(".")[0].replace(/^0+(?=\d)/, "").length <= 10, { error: "wallet:errors.amountTooLarge", abort: true })
    .refine((v) => (parseUnits(v, COIN_DECIMALS) ?? 0n) > 0n, "wallet:errors.amountPositive"),
);

/** The idempotency key a form carries (generated when it was rendered) or the API's header. */
export const idempotencyKeyField = z
  .string({ error: "wallet:errors.keyMissing" })
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, "wallet:errors.keyInvalid");

const text = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, "validation:tooLong");

export const txHashField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .regex(/^(0x)?[A-Za-z0-9]{16,128}$/, "wallet:errors.txHashInvalid");

export const depositSchema = z.object({
  coin: z.enum(coins, { error: "wallet:errors.coinInvalid" }),
  amount: amountField,
  txHash: txHashField,
});
export type DepositInput = z.infer<typeof depositSchema>;

export const transferSchema = z.object({
  account: text(64),
  amount: amountField,
  password: passwordField,
  /** With two-factor authentication on: the authenticator's code (or a recovery code). */
  otp: otpField.optional(),
});
export type TransferInput = z.infer<typeof transferSchema>;

export const withdrawalSchema = z.object({
  method: z.enum(withdrawalMethods, { error: "wallet:errors.methodInvalid" }),
  amount: amountField,
  /** USDT payout address; CCM withdrawals go to the profile's ccm_address. */
  address: z.string().trim().max(128, "validation:tooLong").optional(),
  password: passwordField,
  otp: otpField.optional(),
});
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

export const reasonField = text(500);

const idField = idFormField;
const rejectDecision = z.object({ intent: z.literal("reject"), id: idField, reason: reasonField });

/** A withdrawal queue's row forms: approve with the payout hash, or reject with a reason. */
export const decisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: idField, txHash: txHashField }),
  rejectDecision,
]);

/** The deposit queue's row forms: confirm, or reject with a reason. */
export const depositDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: idField }),
  rejectDecision,
]);

export const adjustmentSchema = z.object({
  direction: z.enum(["credit", "debit"], { error: required }),
  amount: amountField,
  reason: reasonField,
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

const rateField = amountField;
export const walletSettingsSchema = z.object({
  rateUSDT: rateField,
  rateZAFI: rateField,
  /** Đồng per US dollar, for products' derived VND prices; left out: unchanged. */
  rateVND: rateField.optional(),
  addressUSDT: text(128),
  addressZAFI: text(128),
  addressCCT: text(128),
  withdrawMin: amountField,
  withdrawDailyLimit: amountField,
  /** Above this amount a withdrawal needs a second admin's approval; left out: unchanged. */
  fourEyesThreshold: amountField.optional(),
  /** Back-office money deciders must have two-factor authentication on (a checkbox). */
  requireTwoFactor: z.boolean().optional(),
});
export type WalletSettingsInput = z.infer<typeof walletSettingsSchema>;

/** The API's decisions: a withdrawal's payout hash, a refusal's reason. */
export const payoutJsonSchema = z.object({ tx_hash: txHashField });
export const reasonJsonSchema = z.object({ reason: reasonField });

/** A member takes back a pending withdrawal. */
export const withdrawalCancelSchema = z.object({ id: idFormField });
