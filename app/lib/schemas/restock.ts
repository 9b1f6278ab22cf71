import { z } from "zod";

import { idFormField } from "./ids";
import { passwordField } from "./password";
import { otpField } from "./two-factor";

/** The most of one system product a member may buy at once (and lines in one purchase). */
export const maxRestockQuantity = 999;
const maxLines = 100;

/** A quantity as typed: empty means none; a whole number 0-999 (numbers from JSON too). */
const quantity = z.preprocess(
  (v) => (v === undefined || v === "" ? 0 : typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: "products:restock.quantityInvalid" })
    .int({ error: "products:restock.quantityInvalid" })
    .min(0, { error: "products:restock.quantityInvalid" })
    .max(maxRestockQuantity, { error: "products:restock.quantityTooLarge" }),
);

/**
 * /buy-products and POST /api/buy-products: the quantities of system products to buy with the
 * CCT balance, and the current password (plus the second factor when it is on), like a transfer.
 */
export const restockSchema = z.object({
  items: z
    .array(z.object({ product_id: idFormField, quantity }), { error: "products:restock.nothingChosen" })
    .max(maxLines, "products:restock.tooManyLines")
    .refine((items) => items.some((i) => i.quantity > 0), "products:restock.nothingChosen"),
  password: passwordField,
  otp: otpField.optional(),
});
export type RestockInput = z.infer<typeof restockSchema>;

/** The lines worth buying: quantities above zero, one line per product (repeated ids add up). */
export function restockLines(items: RestockInput["items"]): Map<number, number> {
  const lines = new Map<number, number>();
  for (const { product_id, quantity } of items) {
    if (quantity > 0) lines.set(product_id, (lines.get(product_id) ?? 0) + quantity);
  }
  return lines;
}
