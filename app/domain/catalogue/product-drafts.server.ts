import type { Product, ProductDraft } from "~/db/schema";
import { assertStoredImage } from "~/domain/media";
import { DomainError } from "~/lib/errors";
import { productPictures } from "~/lib/images";
import { COIN_DECIMALS, parseUnits, unitsToDecimal, USD_DECIMALS } from "~/lib/money";
import { maxPictures, type ProductInput } from "~/lib/schemas/products";

import type { PricedInput } from "./product-prices.server";

/**
 * A product's moderated fields as one value (a draft): what a member proposes, what is live, and
 * the columns either sets. Amounts are decimal strings in a draft (it is stored as JSON).
 */

/** Pictures a form uploaded: new gallery pictures, or (the older form) a new thumbnail replacing them. */
export interface Uploads {
  thumbnail?: string;
  pictures: string[];
}

export const noUploads: Uploads = { pictures: [] };

/** Refuses (422) a listed picture this app did not store; uploaded ones were stored just now. */
export async function assertStoredPictures(input: ProductInput, uploaded: Uploads): Promise<void> {
  if (uploaded.thumbnail === undefined) await assertStoredImage(input.thumbnail, "thumbnail");
  for (const src of input.images ?? []) await assertStoredImage(src, "images");
}

/** A product's gallery as it stands: its pictures, the thumbnail first (none: empty). */
export function picturesOf(p: Pick<ProductDraft, "thumbnail" | "images">): string[] {
  return productPictures(p.thumbnail, p.images ?? []).filter((src): src is string => src !== null);
}

/**
 * The gallery a save asks for (decision 200): the pictures the form or API call lists, in their
 * order (none listed: the current ones; a legacy call's new `thumbnail` alone replaces them), then
 * the pictures just uploaded. At most `maxPictures`.
 */
export function galleryOf(input: ProductInput, uploaded: Uploads, current: Pick<ProductDraft, "thumbnail" | "images">): string[] {
  const thumbnail = uploaded.thumbnail ?? input.thumbnail;
  const base = input.images ?? (thumbnail !== undefined && thumbnail !== current.thumbnail ? [thumbnail] : picturesOf(current));
  const gallery = [...new Set([...base, ...uploaded.pictures])];
  if (gallery.length > maxPictures) throw new DomainError("products:errors.tooManyPictures", 422, "pictures");
  return gallery;
}

/** The draft a form or API call describes, with its gallery (the first picture is the thumbnail). */
export function draftOf(input: PricedInput, images: string[]): ProductDraft {
  return {
    name: input.name,
    nameVi: input.name_vi,
    descriptionVi: input.description_vi,
    slug: input.slug,
    meta: input.meta,
    description: input.description,
    price: input.price,
    vndToPay: input.vnd_to_pay,
    ccmToPay: input.ccm_to_pay,
    discountPercentage: input.discount_percentage,
    categoryId: input.category_id ?? null,
    thumbnail: images[0] ?? null,
    images,
  };
}

/** The columns a draft sets. */
export function columnsOf(d: ProductDraft) {
  return {
    name: d.name,
    nameVi: d.nameVi ?? null,
    descriptionVi: d.descriptionVi ?? null,
    slug: d.slug,
    meta: d.meta,
    description: d.description,
    price: parseUnits(d.price, USD_DECIMALS) ?? 0n,
    vndToPay: BigInt(d.vndToPay),
    ccmToPay: parseUnits(d.ccmToPay, COIN_DECIMALS) ?? 0n,
    discountPercentage: d.discountPercentage,
    categoryId: d.categoryId,
    thumbnail: d.thumbnail,
    images: picturesOf(d),
  };
}

export function liveDraft(p: Product): ProductDraft {
  return {
    name: p.name,
    nameVi: p.nameVi,
    descriptionVi: p.descriptionVi,
    slug: p.slug,
    meta: p.meta,
    description: p.description,
    price: unitsToDecimal(p.price, USD_DECIMALS),
    vndToPay: p.vndToPay.toString(),
    ccmToPay: unitsToDecimal(p.ccmToPay, COIN_DECIMALS),
    discountPercentage: p.discountPercentage,
    categoryId: p.categoryId,
    thumbnail: p.thumbnail,
    images: picturesOf(p),
  };
}

/** Two drafts set the same columns ("12.5" and "12.50" are one price). */
export function sameDraft(a: ProductDraft, b: ProductDraft): boolean {
  const columns = (d: ProductDraft) =>
    JSON.stringify(columnsOf(d), (_key, v: unknown) => (typeof v === "bigint" ? String(v) : v));
  return columns(a) === columns(b);
}
