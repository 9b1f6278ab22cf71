import { eq } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { withRetry } from "~/db/retry.server";
import { cardOffers, cards, type Card, type User } from "~/db/schema";
import { notify, requireCurrentPassword, verifySecondFactor } from "~/domain/accounts";
import { findTransferByKey, memberAccountId, memberBalance, once, scopedKey, transfer } from "~/domain/ledger";
import { bothLanguages } from "~/infra/texts.server";
import { formatCardCode } from "~/lib/cards";
import { DomainError } from "~/lib/errors";
import { formatCoin } from "~/lib/money";
import type { BuyCardInput } from "~/lib/schemas/cards";

import { insertCards } from "./card-admin.server";
import { activeOffer } from "./card-offers.server";

/**
 * Buying a card offer with CCT (decisions 082, 083): the price moves to the offer's store wallet
 * and a fresh card of the offer's discount is made in the same transaction, added to the buyer at
 * once, or kept for them to give away when they hold a card already. Once per idempotency key.
 */

export interface CardPurchase {
  card: { id: number; code: string; discountPercentage: number };
  /** True: the card is the buyer's now. False: they held one already; the code is theirs to give. */
  assigned: boolean;
  offer: { id: number; name: string };
  /** The CCT paid, in 10^-8 CCT. */
  amount: bigint;
  transferId: number;
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
    card: { id: made.card.id, code: formatCardCode(made.card.code), discountPercentage: made.card.discountPercentage },
    assigned: made.card.usedBy === buyerId,
    offer: { id: made.card.offerId ?? 0, name: made.offerName },
    amount: made.amount,
    transferId: made.transferId,
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
        ...bothLanguages(
          value.card.usedBy === buyer.id ? "cards:notify.boughtAdded" : "cards:notify.boughtToGive",
          (_t, lng) => ({
            name: offer.name,
            amount: formatCoin(value.amount, lng),
          }),
        ),
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
