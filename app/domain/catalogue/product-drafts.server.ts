import type { Product, ProductDraft } from "~/db/schema";
import { COIN_DECIMALS, parseUnits, unitsToDecimal, USD_DECIMALS } from "~/lib/money";
import type { ProductInput } from "~/lib/schemas/products";

/**
 * A product's moderated fields as one value (a draft): what a member proposes, what is live, and
 * the columns either sets. Amounts are decimal strings in a draft (it is stored as JSON).
 */

/** The draft a form or API call describes. */
export function draftOf(input: ProductInput, thumbnail: string | null): ProductDraft {
  return {
    name: input.name,
    slug: input.slug,
    meta: input.meta,
    description: input.description,
    price: input.price,
    vndToPay: input.vnd_to_pay,
    ccmToPay: input.ccm_to_pay,
    discountPercentage: input.discount_percentage,
    categoryId: input.category_id ?? null,
    thumbnail,
  };
}

/** The columns a draft sets. */
export function columnsOf(d: ProductDraft) {
  return {
    name: d.name,
    slug: d.slug,
    meta: d.meta,
    description: d.description,
    price: parseUnits(d.price, USD_DECIMALS) ?? 0n,
    vndToPay: BigInt(d.vndToPay),
    ccmToPay: parseUnits(d.ccmToPay, COIN_DECIMALS) ?? 0n,
    discountPercentage: d.discountPercentage,
    categoryId: d.categoryId,
    thumbnail: d.thumbnail,
  };
}

export function liveDraft(p: Product): ProductDraft {
  return {
    name: p.name,
    slug: p.slug,
    meta: p.meta,
    description: p.description,
    price: unitsToDecimal(p.price, USD_DECIMALS),
    vndToPay: p.vndToPay.toString(),
    ccmToPay: unitsToDecimal(p.ccmToPay, COIN_DECIMALS),
    discountPercentage: p.discountPercentage,
    categoryId: p.categoryId,
    thumbnail: p.thumbnail,
  };
}

/** Two drafts set the same columns ("12.5" and "12.50" are one price). */
export function sameDraft(a: ProductDraft, b: ProductDraft): boolean {
  const columns = (d: ProductDraft) =>
    JSON.stringify(columnsOf(d), (_key, v: unknown) => (typeof v === "bigint" ? String(v) : v));
  return columns(a) === columns(b);
}
