import { randomInt } from "node:crypto";
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db, type Tx } from "~/db/client.server";
import { cardOffers, cards, users, type Card, type User } from "~/db/schema";
import {
  cardCodeAlphabet,
  cardCodeLength,
  cardState,
  formatCardCode,
  isCardCode,
  normalizeCardCode,
  type CardState,
} from "~/lib/cards";
import { csvFile } from "~/lib/csv";
import type { CardListQuery, cardSorts, IssueCardsInput } from "~/lib/schemas/cards";

import { audit } from "./audit.server";
import { DomainError } from "./errors";
import { paginate, sortedBy } from "./paginate.server";
import { assertAdmin } from "./permissions.server";
import { isUniqueViolation } from "./pg-errors.server";
import { limitedAttempt, type Limit } from "./rate-limit.server";

/**
 * Membership cards: a member holds one card at most (the unique index on `used_by` says so
 * whatever the code does); adding one by its code is a single conditional UPDATE, so two members
 * racing for one code cannot both win. Admins issue cards in batches, list, export and disable them.
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
  discount_percentage: number;
  /** Used since. */
  used_at: Date;
}

function toMemberCard(card: Card): MemberCard {
  return { id: card.id, code: formatCardCode(card.code), discount_percentage: card.discountPercentage, used_at: card.usedAt! };
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
  discount_percentage: number;
  offer_name: string | null;
  used: boolean;
  created_at: Date;
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
    discount_percentage: card.discountPercentage,
    offer_name: offerName,
    used: card.usedAt !== null,
    created_at: card.createdAt,
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
export async function addCard(user: User, typed: string, ip: string): Promise<MemberCard> {
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

/* The back office */

const holder = alias(users, "card_holder");
const buyer = alias(users, "card_buyer");

export interface CardRow {
  id: number;
  code: string;
  discount_percentage: number;
  batch: string | null;
  note: string | null;
  state: CardState;
  used_by: { id: number; account: string; name: string } | null;
  used_at: Date | null;
  offer: { id: number; name: string } | null;
  created_at: Date;
}

const rowColumns = {
  card: cards,
  holderAccount: holder.account,
  holderName: holder.name,
  offerName: cardOffers.name,
};

type RawRow = { card: Card; holderAccount: string | null; holderName: string | null; offerName: string | null };

function toRow(r: RawRow): CardRow {
  const c = r.card;
  return {
    id: c.id,
    code: formatCardCode(c.code),
    discount_percentage: c.discountPercentage,
    batch: c.batch,
    note: c.note,
    state: cardState(c),
    used_by: c.usedBy !== null && r.holderAccount ? { id: c.usedBy, account: r.holderAccount, name: r.holderName! } : null,
    used_at: c.usedAt,
    offer: c.offerId !== null && r.offerName ? { id: c.offerId, name: r.offerName } : null,
    created_at: c.createdAt,
  };
}

/** Whole days in UTC, `to` included. */
function dayStart(day: string, plusDays = 0): Date | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

function filterSql(f: Omit<CardListQuery, "page">): SQL | undefined {
  const member = f.member.replace(/[%_\\]/g, (c) => `\\${c}`);
  const code = normalizeCardCode(f.q).replace(/[%_\\]/g, (c) => `\\${c}`);
  const from = dayStart(f.from);
  const to = dayStart(f.to, 1);
  return and(
    f.status === "used" ? isNotNull(cards.usedAt) : undefined,
    f.status === "unused" ? and(isNull(cards.usedAt), isNull(cards.disabledAt)) : undefined,
    f.status === "disabled" ? isNotNull(cards.disabledAt) : undefined,
    f.discount !== "" ? eq(cards.discountPercentage, Number(f.discount)) : undefined,
    from ? gte(cards.createdAt, from) : undefined,
    to ? lt(cards.createdAt, to) : undefined,
    member ? or(ilike(holder.account, `%${member}%`), ilike(holder.name, `%${member}%`)) : undefined,
    f.batch ? eq(cards.batch, f.batch) : undefined,
    code ? ilike(cards.code, `%${code}%`) : undefined,
  );
}

const cardColumns: Record<(typeof cardSorts)[number], SQLWrapper> = {
  code: cards.code,
  discount: cards.discountPercentage,
  used: cards.usedAt,
  batch: sql`coalesce(${cards.batch}, ${cardOffers.name})`,
  created: cards.createdAt,
};

function cardQuery(where: SQL | undefined, sort: CardListQuery["sort"]) {
  return db
    .select(rowColumns)
    .from(cards)
    .leftJoin(holder, eq(holder.id, cards.usedBy))
    .leftJoin(cardOffers, eq(cardOffers.id, cards.offerId))
    .where(where)
    .orderBy(...sortedBy(sort, cardColumns, cards.id, [desc(cards.createdAt), desc(cards.id)]));
}

/** /admin/cards: every card, newest first (or by a column), filtered and searched by code. */
export async function listCards(admin: User, f: CardListQuery, perPage = 50) {
  assertAdmin(admin);
  const where = filterSql(f);
  const total = db.select({ total: count() }).from(cards).leftJoin(holder, eq(holder.id, cards.usedBy)).where(where);
  const { items, ...meta } = await paginate(cardQuery(where, f.sort), total, f.page, perPage);
  return { items: items.map(toRow), ...meta };
}

/** The list's filters as a file to print or hand out (a batch: ?batch=). */
export async function cardsCsv(admin: User, f: CardListQuery): Promise<string> {
  assertAdmin(admin);
  const rows = (await cardQuery(filterSql(f), f.sort).limit(20_000)).map(toRow);
  return csvFile(
    ["code", "discount_percentage", "batch", "note", "state", "used_by", "used_at", "created_at"],
    rows.map((r) => [r.code, r.discount_percentage, r.batch, r.note, r.state, r.used_by?.account, r.used_at, r.created_at]),
  );
}

/** One batch id: the day and four random characters ("261124-K7QF"). */
function batchId(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, "");
  const tail = Array.from({ length: 4 }, () => cardCodeAlphabet[randomInt(cardCodeAlphabet.length)]).join("");
  return `${day}-${tail}`;
}

/** Inserts `count` fresh cards (a code that happens to exist already is drawn again). */
export async function insertCards(exec: typeof db | Tx, count: number, values: Omit<typeof cards.$inferInsert, "code">) {
  const made: Card[] = [];
  for (let round = 0; made.length < count && round < 5; round++) {
    const rows = await exec
      .insert(cards)
      .values(Array.from({ length: count - made.length }, () => ({ ...values, code: newCardCode() })))
      .onConflictDoNothing({ target: cards.code })
      .returning();
    made.push(...rows);
  }
  if (made.length < count) throw new Error("cards: could not draw unused codes");
  return made;
}

/** Issues one card or a batch (count 1-500, discount 0-100, an optional note), unused. */
export async function issueCards(admin: User, input: IssueCardsInput): Promise<{ batch: string; cards: CardRow[] }> {
  assertAdmin(admin);
  const batch = batchId();
  const made = await db.transaction(async (tx) => {
    const rows = await insertCards(tx, input.count, {
      discountPercentage: input.discount_percentage,
      batch,
      note: input.note || null,
      createdBy: admin.id,
    });
    await audit(tx, {
      actor: admin,
      action: "cards.issued",
      target: { type: "card_batch", id: batch },
      after: { count: rows.length, discount_percentage: input.discount_percentage, note: input.note || null },
    });
    return rows;
  });
  return {
    batch,
    cards: made.map((card) => toRow({ card, holderAccount: null, holderName: null, offerName: null })),
  };
}

export interface CardDetail extends CardRow {
  created_by: { id: number; name: string } | null;
  bought_by: { id: number; account: string; name: string } | null;
  disabled_at: Date | null;
  disabled_by: { id: number; name: string } | null;
}

const creator = alias(users, "card_creator");
const disabler = alias(users, "card_disabler");

/** One card: who issued it, who bought it, who used it and when, who disabled it. */
export async function getCard(admin: User, id: number): Promise<CardDetail> {
  assertAdmin(admin);
  const [r] = await db
    .select({
      ...rowColumns,
      creatorName: creator.name,
      buyerAccount: buyer.account,
      buyerName: buyer.name,
      disablerName: disabler.name,
    })
    .from(cards)
    .leftJoin(holder, eq(holder.id, cards.usedBy))
    .leftJoin(cardOffers, eq(cardOffers.id, cards.offerId))
    .leftJoin(creator, eq(creator.id, cards.createdBy))
    .leftJoin(buyer, eq(buyer.id, cards.boughtBy))
    .leftJoin(disabler, eq(disabler.id, cards.disabledBy))
    .where(eq(cards.id, id));
  if (!r) throw new DomainError("cards:admin.notFound", 404);
  const c = r.card;
  return {
    ...toRow(r),
    created_by: c.createdBy !== null && r.creatorName ? { id: c.createdBy, name: r.creatorName } : null,
    bought_by: c.boughtBy !== null && r.buyerAccount ? { id: c.boughtBy, account: r.buyerAccount, name: r.buyerName! } : null,
    disabled_at: c.disabledAt,
    disabled_by: c.disabledBy !== null && r.disablerName ? { id: c.disabledBy, name: r.disablerName } : null,
  };
}

/**
 * Disables an unused card: nobody can add it any more. A used card belongs to its member and is
 * refused (409); disabling a disabled card changes nothing. The UPDATE re-checks on the newest row,
 * so a member adding the card at that moment and the admin cannot both win.
 */
export async function disableCard(admin: User, id: number): Promise<CardDetail> {
  assertAdmin(admin);
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(cards)
      .set({ disabledAt: new Date(), disabledBy: admin.id })
      .where(and(eq(cards.id, id), isNull(cards.usedAt), isNull(cards.disabledAt)))
      .returning({ id: cards.id });
    if (rows.length) {
      await audit(tx, {
        actor: admin,
        action: "card.disabled",
        target: { type: "card", id },
        before: { disabled: false },
        after: { disabled: true },
      });
    }
    return rows;
  });
  const card = await getCard(admin, id);
  if (done.length === 0 && card.state === "used") throw new DomainError("cards:admin.usedCannotDisable", 409);
  return card;
}
