import type { OfferView } from "~/domain/cards";
import { COIN_DECIMALS, unitsToNumber, USD_DECIMALS } from "~/lib/money";

/* The API's wire shape of the cards area: snake_case, amounts as JSON numbers. */

/** The API's JSON of an offer: amounts as numbers (USD, đồng, CCT), like a product's. */
export function offerJson(o: OfferView) {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    picture: o.picture,
    discount_percentage: o.discount_percentage,
    price: unitsToNumber(o.price, USD_DECIMALS),
    vnd_to_pay: Number(o.vnd_to_pay),
    ccm_to_pay: unitsToNumber(o.ccm_to_pay, COIN_DECIMALS),
    active: o.active,
  };
}
