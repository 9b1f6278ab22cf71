import { z } from "zod";

import { orderStatuses } from "../order-status";
import { maxId } from "../params";
import { normalizePhone } from "../phone";
import { idNumber } from "./ids";
import { passwordRequired } from "./password";
import { otpField } from "./two-factor";

const required = "validation:required";
const text = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, "validation:tooLong");
const productId = z.coerce.number({ error: required }).int().positive().max(maxId);
const quantity = z.coerce.number({ error: "validation:required" }).int().min(-9999).max(9999);

const phoneField = text(32).transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (!phone) {
    ctx.addIssue({ code: "custom", message: "validation:phone" });
    return z.NEVER;
  }
  return phone;
});

/** The cart's form posts (and the API's cart operations). */
export const cartOpSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId,
    quantity: quantity.default(1),
    redirectTo: z.string().optional(),
    // How many of the product the page showed in the cart: a second identical post adds nothing.
    seen: z.coerce.number().int().min(0).max(99999).optional(),
    // Sent by the page once its scripts run: answer with the line and the cart's totals for the
    // cart notification instead of taking the shopper to the cart page (decision 204).
    respond: z.literal("notification").optional(),
  }),
  z.object({ intent: z.literal("set"), productId, quantity }),
  z.object({ intent: z.literal("remove"), productId }),
  z.object({ intent: z.literal("clear") }),
]);

export const receivingAreaSchema = z.enum(["MB", "MN", "AT_HOME"], { error: required });
export const paymentMethodSchema = z.enum(["bank_vnd", "cct"], { error: required });

/** The checkout's fields (the API adds its header key to them). */
export const checkoutFields = z.object({
  name: text(100),
  phone: phoneField,
  email: z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(255, "validation:tooLong")
    .pipe(z.email({ error: "validation:email" })),
  address: text(255),
  receiving_area: receivingAreaSchema,
  payment_method: paymentMethodSchema,
  idempotency_key: z.string({ error: required }).trim().min(16, required).max(64),
  /** Paying from the CCT balance asks the current password (and the authenticator's code when on). */
  password: z.string().max(128, "validation:tooLong").optional(),
  otp: otpField.optional(),
});

/** CCT leaves a wallet only with the current password: required when paying with the balance. */
export function spendProofRequired(value: { payment_method: string; password?: string }, ctx: z.RefinementCtx) {
  if (value.payment_method === "cct" && !value.password)
    ctx.addIssue({ code: "custom", path: ["password"], message: passwordRequired });
}

export const checkoutSchema = checkoutFields.superRefine(spendProofRequired);

/** The guest's order look-up. */
export const checkOrderSchema = z.object({
  code: text(40),
  phone: text(32),
});

export const statusChangeSchema = z.object({
  to: z.enum(orderStatuses, { error: required }),
  note: z.string().trim().max(500, "validation:tooLong").optional(),
});

/** The columns /admin/shops sorts by (?sort=, lib/sort.ts); by account by default. */
export const shopSorts = ["account", "owner", "products", "state"] as const;

/** The API's cart operations: {op: add|set|remove|clear, product_id, quantity}. */
export const apiCartOpSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("add"), product_id: idNumber, quantity: z.number().int().min(-9999).max(9999).default(1) }),
  z.object({ op: z.literal("set"), product_id: idNumber, quantity: z.number().int().min(-9999).max(9999) }),
  z.object({ op: z.literal("remove"), product_id: idNumber }),
  z.object({ op: z.literal("clear") }),
]);
