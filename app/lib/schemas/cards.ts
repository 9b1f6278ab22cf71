import { z } from "zod";

import { typedAmount } from "../amount-input";
import { cardStates, maxBatch } from "../cards";
import { newYorkDay } from "../dates";
import { storedImagePath } from "../images";
import { pageOf } from "../params";
import { sortOf } from "../sort";
import { passwordField } from "./password";
import { decimal } from "./products";
import { otpField } from "./two-factor";

const required = "validation:required";

/** The specification's rule: a discount percentage is a whole number from 0 to 100. */
const discountField = z.coerce
  .number({ error: "cards:errors.discountRange" })
  .int({ error: "cards:errors.discountRange" })
  .min(0, { error: "cards:errors.discountRange" })
  .max(100, { error: "cards:errors.discountRange" });

const note = z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(200, "validation:tooLong").optional());

/** /cards: a card's code as typed (anything that is not a code of ours is 'Failed to add card'). */
export const addCardSchema = z.object({
  code: z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(64, "validation:tooLong"),
});

/** /admin/cards: one card or a batch (count 1-500), a discount 0-100 and an optional note. */
export const issueCardsSchema = z.object({
  count: z.coerce
    .number({ error: "cards:errors.countRange" })
    .int({ error: "cards:errors.countRange" })
    .min(1, { error: "cards:errors.countRange" })
    .max(maxBatch, { error: "cards:errors.countRange" }),
  discount_percentage: discountField,
  note,
});
export type IssueCardsInput = z.infer<typeof issueCardsSchema>;

// The list keeps the day as typed (the form shows it again); card-admin reads it as a New York day.
const day = (v: string | null) => (v && newYorkDay(v).start ? v : "");

/** The columns /admin/cards/offers sorts by (?sort=); the order they were made in by default. */
export const offerSorts = ["name", "discount", "price", "state"] as const;

/** The columns /admin/cards sorts by (?sort=, lib/sort.ts); newest first by default. */
export const cardSorts = ["code", "discount", "used", "batch", "created"] as const;

/** The card list's ?status=&discount=&from=&to=&member=&batch=&q=&sort=&page= (unknown values are ignored). */
export function cardListQuery(params: URLSearchParams) {
  const discount = params.get("discount") ?? "";
  const text = (name: string) => params.get(name)?.trim().slice(0, 64) ?? "";
  return {
    status: cardStates.find((s) => s === params.get("status")) ?? "",
    discount: /^\d{1,3}$/.test(discount) && Number(discount) <= 100 ? discount : "",
    from: day(params.get("from")),
    to: day(params.get("to")),
    member: text("member"),
    batch: text("batch"),
    q: text("q"),
    sort: sortOf(params, cardSorts, { key: "created", desc: true }),
    page: pageOf(params),
  };
}
export type CardListQuery = ReturnType<typeof cardListQuery>;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/**
 * A card offer (admins, the system store): name, what the card gives, a picture, the card's
 * discount, and its price in the three forms like a product's (the CCT price is what a member pays).
 */
export const cardOfferSchema = z.object({
  name: z
    .string({ error: "cards:errors.nameRequired" })
    .trim()
    .min(1, { error: "cards:errors.nameRequired", abort: true })
    .max(120, "validation:tooLong"),
  description: z.string().trim().max(2000, "validation:tooLong").default(""),
  discount_percentage: discountField,
  price: decimal(2, "products:errors.priceInvalid"),
  vnd_to_pay: z.preprocess(
    (v) => (typeof v === "number" && !Number.isInteger(v) ? v : v === "" || v === undefined ? "0" : typedAmount(v)),
    z
      .string()
      .trim()
      .regex(/^\d{1,13}$/, { error: "products:errors.vndInvalid" }),
  ),
  ccm_to_pay: decimal(8, "products:errors.ccmInvalid").refine((v) => /[1-9]/.test(v), { error: "cards:errors.cctPrice" }),
  // An image this app stored (the form's file goes through the upload first).
  picture: z.preprocess(
    (v) => ((typeof File !== "undefined" && v instanceof File) || v === "" ? undefined : v),
    z.string().regex(storedImagePath, { error: "products:errors.imageUnknown" }).optional(),
  ),
  /** The form's checkbox: unticked is absent, so absent is false. */
  active: checkbox,
});
export type CardOfferInput = z.infer<typeof cardOfferSchema>;

/** The same fields in the API's JSON (`active` unless said otherwise). */
export const apiCardOfferSchema = cardOfferSchema.extend({ active: z.boolean().default(true) });

/** Buying a card offer: the current password (and the authenticator's code with 2FA on). */
export const buyCardSchema = z.object({
  password: passwordField,
  otp: otpField.optional(),
});
export type BuyCardInput = z.infer<typeof buyCardSchema>;
