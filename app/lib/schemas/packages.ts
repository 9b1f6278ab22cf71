import { z } from "zod";

import { packagePurchaseStatuses } from "../packages";
import { pageOf } from "../params";
import { sortOf } from "../sort";
import { idFormField } from "./ids";
import { passwordField } from "./password";
import { otpField } from "./two-factor";
import { amountField, idempotencyKeyField, reasonField } from "./wallet";

const required = "validation:required";

const name = z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(200, "validation:tooLong");
const longText = z.string().trim().max(2000, "validation:tooLong").default("");
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v.trim()) : v),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const packageFields = {
  name_en: name,
  name_vi: name,
  description_en: longText,
  description_vi: longText,
  /** One benefit a line. */
  benefits_en: longText,
  benefits_vi: longText,
  /** CCT, at most 8 decimals. */
  price: amountField,
  /** Whole percent of the price paid to the buyer's direct referrer. */
  commission_percentage: wholeNumber(0, 100, "packages:errors.commissionRange"),
  position: wholeNumber(0, 100_000, "packages:errors.positionInvalid").default(0),
};

/** The admins' package form (active is a checkbox). */
export const packageSchema = z.object({ ...packageFields, active: checkbox });

/** The same in the API's JSON (active unless said otherwise). */
export const packageJsonSchema = z.object({ ...packageFields, active: z.boolean().default(true) });
export type PackageInput = z.infer<typeof packageSchema>;

/** Buying through the API: the current password (and the authenticator's code with 2FA on). */
export const buyPackageJsonSchema = z.object({ password: passwordField, otp: otpField.optional() });
export type BuyPackageInput = z.infer<typeof buyPackageJsonSchema>;

/** The /packages confirmation form: the package, the password, the form's idempotency key. */
export const buyPackageSchema = buyPackageJsonSchema.extend({ packageId: idFormField, idempotencyKey: idempotencyKeyField });

/** An admin's refund through the API: the reason is required. */
export const refundJsonSchema = z.object({ reason: reasonField });

/** A purchase row's refund form on /admin/packages(/{id}). */
export const refundSchema = refundJsonSchema.extend({
  intent: z.literal("refund"),
  purchaseId: idFormField,
  idempotencyKey: idempotencyKeyField,
});

/** A second admin's decision on a refund waiting for one (decision 288): confirm it, or reject it with a reason. */
export const refundDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm-refund"), purchaseId: idFormField }),
  z.object({ intent: z.literal("reject-refund"), purchaseId: idFormField, reason: reasonField }),
]);

/** The intents of a purchase row's forms. */
export const refundIntents = ["refund", "confirm-refund", "reject-refund"];

/** The columns the purchases list sorts by (?sort=); newest first by default. */
export const purchaseSorts = ["created", "buyer", "price", "referrer", "commission", "status"] as const;
/** The columns the packages table sorts by (?packages_sort=: the purchases below it own ?sort=); display order by default. */
export const packageSorts = ["position", "price", "commission", "purchases", "status"] as const;

/** A list's ?q=&page=&sort= and, for purchases, ?status= (unknown values are ignored). */
export function packageListQuery(params: URLSearchParams) {
  const status = packagePurchaseStatuses.find((s) => s === params.get("status"));
  return {
    q: params.get("q")?.trim().slice(0, 64) ?? "",
    status,
    page: pageOf(params),
    sort: sortOf(params, purchaseSorts, { key: "created", desc: true }),
  };
}
