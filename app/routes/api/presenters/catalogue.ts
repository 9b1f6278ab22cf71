import type { OwnProduct, ProductView, ReviewedProduct } from "~/domain/catalogue";
import { productPictures } from "~/lib/images";
import { COIN_DECIMALS, unitsToNumber, USD_DECIMALS } from "~/lib/money";

/* The API's wire shape of the catalogue area: snake_case, amounts as JSON numbers. */

/** The API's JSON of a member's product (numbers for amounts, like the store API). */
export function ownProductJson(p: OwnProduct) {
  return {
    id: p.id,
    name: p.name,
    name_vi: p.nameVi,
    slug: p.slug,
    meta: p.meta,
    description: p.description,
    description_vi: p.descriptionVi,
    price: Number(p.price),
    vnd_to_pay: Number(p.vndToPay),
    ccm_to_pay: Number(p.ccmToPay),
    discount_percentage: p.discountPercentage,
    quantity: p.quantity,
    category_id: p.categoryId,
    category_name: p.categoryName,
    thumbnail: p.thumbnail,
    images: p.images,
    status: p.status,
    revision_state: p.revisionState,
    rejection_reason: p.rejectionReason,
    revision: p.revision,
    updated_at: p.updatedAt,
    category: p.categoryId === null ? null : { id: p.categoryId, name: p.categoryName },
  };
}

/** A product under review (GET /api/admin/user-products): the member's product and its store. */
export function reviewedProductJson(p: ReviewedProduct) {
  return { ...ownProductJson(p), account: p.account, store_name: p.storeName };
}

/** The API's shape: prices as numbers (USD, đồng, CCT). */
export function productJson(p: ProductView) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    meta: p.meta,
    description: p.description,
    // Both languages (decision 198): null where the product has no Vietnamese text.
    name_vi: p.nameVi,
    description_vi: p.descriptionVi,
    price: unitsToNumber(p.price, USD_DECIMALS),
    vnd_to_pay: Number(p.vndToPay),
    ccm_to_pay: unitsToNumber(p.ccmToPay, COIN_DECIMALS),
    discount_percentage: p.discountPercentage,
    quantity: p.quantity,
    thumbnail: p.thumbnail,
    images: productPictures(p.thumbnail, p.images),
    category: p.categoryId === null ? null : { id: p.categoryId, name: p.categoryName },
    created_at: p.createdAt,
  };
}
