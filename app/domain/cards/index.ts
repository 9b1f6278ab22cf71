/** Membership cards: batches and codes, a member's card, card offers sold in stores. */
export { addCard, cardDiscount, memberCards, newCardCode, requireMemberCards } from "./cards.server";
export { cardsCsv, disableCard, getCard, issueCards, listCards } from "./card-admin.server";
export { getOffer, listOffers, offerForBuyer, offerFormValues, saveOffer, storeOffer, storeOffers } from "./card-offers.server";
export { buyOffer } from "./card-purchases.server";
export type { OfferView } from "./card-offers.server";
export type { GiftCard, MemberCard } from "./cards.server";
export type { CardDetail, CardRow } from "./card-admin.server";
export type { CardPurchase } from "./card-purchases.server";
