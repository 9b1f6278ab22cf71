import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, ne, or } from "drizzle-orm";

import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { cardOffers, cards, type Card, type User } from "~/db/schema";
import { limitedAttempt, type Limit } from "~/domain/accounts";
import { requestIp } from "~/infra/request-scope.server";
import { cardCodeAlphabet, cardCodeLength, formatCardCode, isCardCode, normalizeCardCode } from "~/lib/cards";
import { DomainError } from "~/lib/errors";

/**
 * Membership cards: a member holds one card at most (the unique index on `used_by` says so
 * whatever the code does); adding one by its code is a single conditional UPDATE, so two members
 * racing for one code cannot both win. The back office's side is in
 * card-admin.server.ts.
 */

/** Wrong codes a member may try: 10 per 15 minutes, per member and per address (decision 080). */
const guessLimit: Limit = { max: 10, windowSeconds: 15 * 60 };

export function newCardCode(): string {
  return Array.from({ length: cardCodeLength }, () => cardCodeAlphabet[randomInt(cardCodeAlphabet.length)]).join("");
}

/** The member's card as /cards shows it. */
export interface MemberCard {
  id: number;
  code: string;
  discountPercentage: number;
  /** Used since. */
  usedAt: Date;
}

function toMemberCard(card: Card): MemberCard {
  return { id: card.id, code: formatCardCode(card.code), discountPercentage: card.discountPercentage, usedAt: card.usedAt! };
}

async function myCard(userId: number): Promise<MemberCard | null> {
  const [card] = await db.select().from(cards).where(eq(cards.usedBy, userId)).limit(1);
  return card ? toMemberCard(card) : null;
}

/** The percentage of the member's card, or null without one (the cart's discount flag). */
export async function cardDiscount(userId: number): Promise<number | null> {
  const [card] = await db.select({ percentage: cards.discountPercentage }).from(cards).where(eq(cards.usedBy, userId)).limit(1);
  return card?.percentage ?? null;
}

/** Cards the member bought for someone else (they held a card already): code, and whether it was used. */
export interface GiftCard {
  id: number;
  code: string;
  discountPercentage: number;
  offerName: string | null;
  used: boolean;
  createdAt: Date;
}

async function boughtCards(userId: number): Promise<GiftCard[]> {
  const rows = await db
    .select({ card: cards, offerName: cardOffers.name })
    .from(cards)
    .leftJoin(cardOffers, eq(cardOffers.id, cards.offerId))
    .where(and(eq(cards.boughtBy, userId), or(isNull(cards.usedBy), ne(cards.usedBy, userId))))
    .orderBy(desc(cards.id))
    .limit(100);
  return rows.map(({ card, offerName }) => ({
    id: card.id,
    code: formatCardCode(card.code),
    discountPercentage: card.discountPercentage,
    offerName,
    used: card.usedAt !== null,
    createdAt: card.createdAt,
  }));
}

/** /cards: the member's card (or null: 'You have no card') and the cards they bought to give away. */
export async function memberCards(userId: number): Promise<{ card: MemberCard | null; bought: GiftCard[] }> {
  const [card, bought] = await Promise.all([myCard(userId), boughtCards(userId)]);
  return { card, bought };
}

/** The API's GET /api/cards: the same, or the specification's 'You have no card' (404). */
export async function requireMemberCards(userId: number): Promise<{ card: MemberCard; bought: GiftCard[] }> {
  const { card, bought } = await memberCards(userId);
  if (!card) throw new DomainError("cards:member.none", 404);
  return { card, bought };
}

const alreadyHave = () => new DomainError("cards:add.alreadyHave", 409, "code");

/**
 * Adds a card by its code: 'You already have a card' for a member holding one; 'Failed to add card'
 * for a code that is unknown, disabled or used (one answer, so a guess learns nothing). The card
 * becomes the member's in one conditional UPDATE; wrong codes are counted (per member and address).
 */
export async function addCard(user: User, typed: string): Promise<MemberCard> {
  const ip = requestIp();
  if (await myCard(user.id)) throw alreadyHave();
  const code = normalizeCardCode(typed);
  let holdsOne = false;
  const added = await limitedAttempt([`card:user:${user.id}`, `card:ip:${ip}`], guessLimit, async () => {
    // Not one of our codes at all: a wrong guess, without asking the database.
    if (!isCardCode(code)) return false;
    try {
      const rows = await db
        .update(cards)
        .set({ usedBy: user.id, usedAt: new Date() })
        .where(and(eq(cards.code, code), isNull(cards.usedAt), isNull(cards.disabledAt)))
        .returning({ id: cards.id });
      return rows.length === 1;
    } catch (error) {
      // The member got a card at the same moment (another tab, a purchase): not a wrong guess.
      if (!isUniqueViolation(error, "cards_used_by_idx")) throw error;
      holdsOne = true;
      return true;
    }
  });
  if (holdsOne) throw alreadyHave();
  if (!added) throw new DomainError("cards:add.failed", 422, "code");
  return (await myCard(user.id))!;
}
