import type { CardDetail, CardPurchase, CardRow, GiftCard, MemberCard, OfferView } from "~/domain/cards";
import { COIN_DECIMALS, unitsToDecimal, unitsToNumber, USD_DECIMALS } from "~/lib/money";

/*
 * The API's wire shape of the cards area: snake_case, an offer's amounts as JSON numbers, a
 * purchase's as a decimal string. The one place it is written (docs/api.md describes it).
 */

/** The API's JSON of an offer: amounts as numbers (USD, đồng, CCT), like a product's. */
export function offerJson(o: OfferView) {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    picture: o.picture,
    discount_percentage: o.discountPercentage,
    price: unitsToNumber(o.price, USD_DECIMALS),
    vnd_to_pay: Number(o.vndToPay),
    ccm_to_pay: unitsToNumber(o.ccmToPay, COIN_DECIMALS),
    active: o.active,
  };
}

/** The member's own card (GET and POST /api/cards). */
export function memberCardJson(c: MemberCard) {
  return { id: c.id, code: c.code, discount_percentage: c.discountPercentage, used_at: c.usedAt };
}

/** A card the member bought to give away. */
export function giftCardJson(g: GiftCard) {
  return {
    id: g.id,
    code: g.code,
    discount_percentage: g.discountPercentage,
    offer_name: g.offerName,
    used: g.used,
    created_at: g.createdAt,
  };
}

/** A card in the back office's list (GET /api/admin/cards, and the cards a batch made). */
export function cardRowJson(c: CardRow) {
  return {
    id: c.id,
    code: c.code,
    discount_percentage: c.discountPercentage,
    batch: c.batch,
    note: c.note,
    state: c.state,
    used_by: c.usedBy,
    used_at: c.usedAt,
    offer: c.offer,
    created_at: c.createdAt,
  };
}

/** One card with its history (GET /api/admin/cards/{id}, and the answer to disabling it). */
export function cardDetailJson(c: CardDetail) {
  return {
    ...cardRowJson(c),
    created_by: c.createdBy,
    bought_by: c.boughtBy,
    disabled_at: c.disabledAt,
    disabled_by: c.disabledBy,
  };
}

/** A card bought with CCT: the amount paid as a decimal string of CCT ("7.5"). */
export function purchaseJson(p: CardPurchase) {
  return {
    card: { id: p.card.id, code: p.card.code, discount_percentage: p.card.discountPercentage },
    assigned: p.assigned,
    offer: p.offer,
    amount: unitsToDecimal(p.amount, COIN_DECIMALS),
    transfer_id: p.transferId,
    replayed: p.replayed,
  };
}
