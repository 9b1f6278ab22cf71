import { and, asc, count, eq, sql, type SQLWrapper } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { cardOffers, cards, type Card, type CardOffer, type User } from "~/db/schema";
import { formatCardCode } from "~/lib/cards";
import { COIN_DECIMALS, formatCoin, parseUnits, unitsToDecimal, unitsToNumber, USD_DECIMALS } from "~/lib/money";
import type { BuyCardInput, CardOfferInput, offerSorts } from "~/lib/schemas/cards";
import type { SortOrder } from "~/lib/sort";

import { audit } from "./audit.server";
import { insertCards } from "./card-admin.server";
import { cardDiscount } from "./cards.server";
import { requireCurrentPassword } from "./current-password.server";
import { DomainError } from "./errors";
import { once, scopedKey } from "./idempotency.server";
import { findTransferByKey, memberAccountId, memberBalance, transfer } from "./ledger.server";
import { notify } from "./notifications.server";
import { systemStoreId } from "./orders.server";
import { paginate, sortedBy } from "./paginate.server";
import { assertAdmin } from "./permissions.server";
import { isUniqueViolation } from "./pg-errors.server";
import { withRetry } from "./retry.server";
import { bothLanguages } from "./texts.server";
import { isTwoFactorEnabled, verifySecondFactor } from "./two-factor.server";

/**
 * Card offers (decision 082): the system store's, defined by admins, presented on every store's
 * cards pages. A member buys one with CCT: the price moves to the offer's store wallet and a fresh
 * card of the offer's discount is made in the same transaction, added to the buyer at once, or kept
 * for them to give away when they hold a card already (decision 083).
 */

export interface OfferView {
  id: number;
  name: string;
  description: string;
  picture: string | null;
  discount_percentage: number;
  /** USD cents, đồng, 10^-8 CCT. */
  price: bigint;
  vnd_to_pay: bigint;
  ccm_to_pay: bigint;
  active: boolean;
  updated_at: Date;
}

function toView(o: CardOffer): OfferView {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    picture: o.picture,
    discount_percentage: o.discountPercentage,
    price: o.price,
    vnd_to_pay: o.vndToPay,
    ccm_to_pay: o.ccmToPay,
    active: o.active,
    updated_at: o.updatedAt,
  };
}

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

/** The form's values of an offer (decimal strings, as typed). */
export function offerFormValues(o: OfferView) {
  return {
    name: o.name,
    description: o.description,
    discount_percentage: String(o.discount_percentage),
    price: unitsToDecimal(o.price, USD_DECIMALS),
    vnd_to_pay: o.vnd_to_pay.toString(),
    ccm_to_pay: unitsToDecimal(o.ccm_to_pay, COIN_DECIMALS),
  };
}

async function offersStore(): Promise<number> {
  const id = await systemStoreId();
  if (id === null) throw new DomainError("cards:offers.notFound", 404);
  return id;
}

const notFound = () => new DomainError("cards:offers.notFound", 404);

/** What every store's cards page presents: the system store's active offers, cheapest first. */
export async function storeOffers(): Promise<OfferView[]> {
  const rows = await db
    .select()
    .from(cardOffers)
    .where(and(eq(cardOffers.storeId, await offersStore()), eq(cardOffers.active, true)))
    .orderBy(asc(cardOffers.ccmToPay), asc(cardOffers.id));
  return rows.map(toView);
}

async function activeOffer(id: number): Promise<CardOffer> {
  const [row] = await db
    .select()
    .from(cardOffers)
    .where(and(eq(cardOffers.id, id), eq(cardOffers.storeId, await offersStore()), eq(cardOffers.active, true)));
  if (!row) throw notFound();
  return row;
}

/** One active offer (an inactive or unknown one is a 404). */
export async function storeOffer(id: number): Promise<OfferView> {
  return toView(await activeOffer(id));
}

/** An offer's page: the offer, and for a signed-in member what buying needs (balance, card held, 2FA). */
export async function offerForBuyer(id: number, user: User | null) {
  const offer = await storeOffer(id);
  if (!user) return { offer, buyer: null };
  const [{ available }, card, twoFactor] = await Promise.all([
    memberBalance(user.id),
    cardDiscount(user.id),
    isTwoFactorEnabled(user.id),
  ]);
  return { offer, buyer: { available, holdsCard: card !== null, twoFactor } };
}

/* Admins */

const offerColumns: Record<(typeof offerSorts)[number], SQLWrapper | SQLWrapper[]> = {
  name: sql`lower(${cardOffers.name})`,
  discount: cardOffers.discountPercentage,
  price: [cardOffers.price, cardOffers.vndToPay, cardOffers.ccmToPay],
  state: cardOffers.active,
};

/** The system store's offers, in the order they were made (or by a column). */
export async function listOffers(admin: User, page: number, perPage = 20, sort?: SortOrder<(typeof offerSorts)[number]> | null) {
  assertAdmin(admin);
  const where = eq(cardOffers.storeId, await offersStore());
  const rows = db
    .select()
    .from(cardOffers)
    .where(where)
    .orderBy(...sortedBy(sort, offerColumns, cardOffers.id, [asc(cardOffers.id)]));
  const { items, ...meta } = await paginate(rows, db.select({ total: count() }).from(cardOffers).where(where), page, perPage);
  return { items: items.map(toView), ...meta };
}

export async function getOffer(admin: User, id: number): Promise<OfferView> {
  assertAdmin(admin);
  const [row] = await db
    .select()
    .from(cardOffers)
    .where(and(eq(cardOffers.id, id), eq(cardOffers.storeId, await offersStore())));
  if (!row) throw notFound();
  return toView(row);
}

/**
 * Creates (id null) or changes an offer of the system store. A change never touches the cards
 * already bought: each keeps the discount it was made with, and its purchase keeps its price.
 */
export async function saveOffer(admin: User, id: number | null, input: CardOfferInput, uploaded?: string): Promise<OfferView> {
  assertAdmin(admin);
  const existing = id === null ? null : await getOffer(admin, id);
  const values = {
    name: input.name,
    description: input.description,
    picture: uploaded ?? input.picture ?? existing?.picture ?? null,
    discountPercentage: input.discount_percentage,
    price: parseUnits(input.price, USD_DECIMALS)!,
    vndToPay: BigInt(input.vnd_to_pay),
    ccmToPay: parseUnits(input.ccm_to_pay, COIN_DECIMALS)!,
    active: input.active,
    updatedAt: new Date(),
  };
  const storeId = existing ? null : await offersStore();
  const row = await db.transaction(async (tx) => {
    const [saved] = existing
      ? await tx.update(cardOffers).set(values).where(eq(cardOffers.id, existing.id)).returning()
      : await tx
          .insert(cardOffers)
          .values({ ...values, storeId: storeId!, createdBy: admin.id })
          .returning();
    await audit(tx, {
      actor: admin,
      action: "card_offer.saved",
      target: { type: "card_offer", id: saved.id },
      before: existing ? { ...existing } : null,
      after: values,
    });
    return saved;
  });
  return toView(row);
}

/* Buying */

export interface CardPurchase {
  card: { id: number; code: string; discount_percentage: number };
  /** True: the card is the buyer's now. False: they held one already; the code is theirs to give. */
  assigned: boolean;
  offer: { id: number; name: string };
  amount: string;
  transfer_id: number;
  replayed: boolean;
}

interface Made {
  card: Card;
  transferId: number;
  amount: bigint;
  offerName: string;
}

/** What a key already bought: the same key for another offer is refused (409). */
async function purchaseByKey(key: string, offerId: number): Promise<Made | undefined> {
  const first = await findTransferByKey(key);
  if (!first) return undefined;
  if (first.referenceType !== "card_offer" || first.referenceId !== offerId)
    throw new DomainError("wallet:errors.keyReused", 409);
  const [row] = await db
    .select({ card: cards, offerName: cardOffers.name })
    .from(cards)
    .leftJoin(cardOffers, eq(cardOffers.id, cards.offerId))
    .where(eq(cards.purchaseTransferId, first.id));
  if (!row) return undefined;
  return { card: row.card, transferId: first.id, amount: first.amount, offerName: row.offerName ?? first.memo ?? "" };
}

/**
 * The bought card becomes the buyer's unless they hold one. In a savepoint: a card the buyer added
 * at this very moment wins the unique index, and this one stays unused for them to give away.
 */
async function assignIfFree(tx: Tx, card: Card, buyerId: number): Promise<Card> {
  const [holds] = await tx.select({ id: cards.id }).from(cards).where(eq(cards.usedBy, buyerId));
  if (holds) return card;
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .update(cards)
        .set({ usedBy: buyerId, usedAt: new Date() })
        .where(eq(cards.id, card.id))
        .returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, "cards_used_by_idx")) return card;
    throw error;
  }
}

function toPurchase(made: Made, buyerId: number, replayed: boolean): CardPurchase {
  return {
    card: { id: made.card.id, code: formatCardCode(made.card.code), discount_percentage: made.card.discountPercentage },
    assigned: made.card.usedBy === buyerId,
    offer: { id: made.card.offerId ?? 0, name: made.offerName },
    amount: unitsToDecimal(made.amount, COIN_DECIMALS),
    transfer_id: made.transferId,
    replayed,
  };
}

/**
 * Buys a card offer with the CCT balance: the current password (and the 2FA code when it is on),
 * then in one transaction a `purchase` transfer from the buyer's wallet to the offer store's wallet
 * (ledger key `card:{buyer}:{key}`) and the new card. The same key answers the first purchase and
 * moves nothing again (even if the offer changed since).
 */
export async function buyOffer(buyer: User, offerId: number, input: BuyCardInput, key: string): Promise<CardPurchase> {
  const ledgerKey = scopedKey("card", buyer.id, key);
  const first = await purchaseByKey(ledgerKey, offerId);
  if (first) return toPurchase(first, buyer.id, true);
  await requireCurrentPassword(buyer, input.password);
  await verifySecondFactor(buyer.id, input.otp);
  const offer = await activeOffer(offerId);
  if (offer.storeId === buyer.id) throw new DomainError("cards:buy.ownStore", 422);
  const make = () =>
    withRetry(() =>
      db.transaction(async (tx): Promise<Made | undefined> => {
        const { transfer: moved, replayed } = await transfer(
          {
            debit: await memberAccountId(buyer.id, tx),
            credit: await memberAccountId(offer.storeId, tx),
            amount: offer.ccmToPay,
            kind: "purchase",
            key: ledgerKey,
            reference: { type: "card_offer", id: offer.id },
            memo: offer.name,
            createdBy: buyer.id,
          },
          tx,
        );
        // The same key was used a moment ago (it committed while this one waited): its card is the answer.
        if (replayed) return undefined;
        const [card] = await insertCards(tx, 1, {
          discountPercentage: offer.discountPercentage,
          offerId: offer.id,
          boughtBy: buyer.id,
          purchaseTransferId: moved.id,
          createdBy: buyer.id,
        });
        return {
          card: await assignIfFree(tx, card, buyer.id),
          transferId: moved.id,
          amount: moved.amount,
          offerName: offer.name,
        };
      }),
    );
  try {
    const { value, replayed } = await once({
      find: () => purchaseByKey(ledgerKey, offerId),
      create: make,
      // The same key sent twice at once: the second transaction meets the first one's transfer.
      findAfter: (error) => isUniqueViolation(error, "transfers_idempotency_key_idx"),
    });
    if (!replayed) {
      await notify(buyer.id, {
        ...bothLanguages(value.card.usedBy === buyer.id ? "cards:notify.boughtAdded" : "cards:notify.boughtToGive", {
          name: offer.name,
          amount: formatCoin(value.amount),
        }),
        url: "/cards",
      });
    }
    return toPurchase(value, buyer.id, replayed);
  } catch (error) {
    if (error instanceof DomainError && error.message === "wallet:errors.insufficientFunds") {
      const { available } = await memberBalance(buyer.id);
      throw new DomainError("cards:buy.insufficientFunds", 422, undefined, {
        available: formatCoin(available),
        price: formatCoin(offer.ccmToPay),
      });
    }
    throw error;
  }
}
