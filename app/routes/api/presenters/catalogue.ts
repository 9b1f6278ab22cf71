import type { OwnProduct, ProductView } from "~/domain/catalogue";
import { productPictures } from "~/lib/images";
import { COIN_DECIMALS, unitsToNumber, USD_DECIMALS } from "~/lib/money";

/* The API's wire shape of the catalogue area: snake_case, amounts as JSON numbers. */

/** The API's JSON of a member's product (numbers for amounts, like the store API). */
export function ownProductJson({ units: _units, ...p }: OwnProduct) {
  return {
    ...p,
    price: Number(p.price),
    vnd_to_pay: Number(p.vnd_to_pay),
    ccm_to_pay: Number(p.ccm_to_pay),
    category: p.category_id === null ? null : { id: p.category_id, name: p.category_name },
  };
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
    name_vi: p.name_vi,
    description_vi: p.description_vi,
    price: unitsToNumber(p.price, USD_DECIMALS),
    vnd_to_pay: Number(p.vnd_to_pay),
    ccm_to_pay: unitsToNumber(p.ccm_to_pay, COIN_DECIMALS),
    discount_percentage: p.discount_percentage,
    quantity: p.quantity,
    thumbnail: p.thumbnail,
    images: productPictures(p.thumbnail, p.images),
    category: p.category_id === null ? null : { id: p.category_id, name: p.category_name },
    created_at: p.created_at,
  };
}
