import { randomInt } from "node:crypto";
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { idIn, inBatches } from "~/db/batches.server";
import { db, type Tx } from "~/db/client.server";
import { paginate, sortedBy, type Page } from "~/db/paginate.server";
import { cardOffers, cards, users, type Card, type User } from "~/db/schema";
import { assertAdmin } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { cardCodeAlphabet, cardState, formatCardCode, normalizeCardCode, type CardState } from "~/lib/cards";
import { csvTable, newYorkColumn, type CsvTable } from "~/lib/csv";
import { formatDate, newYorkDay } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import type { CardListQuery, cardSorts, IssueCardsInput } from "~/lib/schemas/cards";

import { newCardCode } from "./cards.server";

/**
 * Membership cards in the back office: admins issue them in batches, list and export them (by
 * state, batch, holder, day), look one up with its history, and disable it. Members' side: cards.server.ts.
 */

const holder = alias(users, "card_holder");
const buyer = alias(users, "card_buyer");

export interface CardRow {
  id: number;
  code: string;
  discountPercentage: number;
  batch: string | null;
  note: string | null;
  state: CardState;
  usedBy: { id: number; account: string; name: string } | null;
  usedAt: Date | null;
  offer: { id: number; name: string } | null;
  createdAt: Date;
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
    discountPercentage: c.discountPercentage,
    batch: c.batch,
    note: c.note,
    state: cardState(c),
    usedBy: c.usedBy !== null && r.holderAccount ? { id: c.usedBy, account: r.holderAccount, name: r.holderName! } : null,
    usedAt: c.usedAt,
    offer: c.offerId !== null && r.offerName ? { id: c.offerId, name: r.offerName } : null,
    createdAt: c.createdAt,
  };
}

function filterSql(f: Omit<CardListQuery, "page">): SQL | undefined {
  const member = f.member.replace(/[%_\\]/g, (c) => `\\${c}`);
  const code = normalizeCardCode(f.q).replace(/[%_\\]/g, (c) => `\\${c}`);
  // Whole New York days, `to` included.
  const from = newYorkDay(f.from).start;
  const to = newYorkDay(f.to).end;
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

const cardOrder = (sort: CardListQuery["sort"]) => sortedBy(sort, cardColumns, cards.id, [desc(cards.createdAt), desc(cards.id)]);

function cardQuery(where: SQL | undefined, sort: CardListQuery["sort"]) {
  return db
    .select(rowColumns)
    .from(cards)
    .leftJoin(holder, eq(holder.id, cards.usedBy))
    .leftJoin(cardOffers, eq(cardOffers.id, cards.offerId))
    .where(where)
    .orderBy(...cardOrder(sort));
}

/** /admin/cards: every card, newest first (or by a column), filtered and searched by code. */
export async function listCards(admin: User, f: CardListQuery, perPage = 50): Promise<Page<CardRow>> {
  assertAdmin(admin);
  const where = filterSql(f);
  const total = db.select({ total: count() }).from(cards).leftJoin(holder, eq(holder.id, cards.usedBy)).where(where);
  const { items, ...meta } = await paginate(cardQuery(where, f.sort), total, f.page, perPage);
  return { items: items.map(toRow), ...meta };
}

/** The list's filters as a file to print or hand out (a batch: ?batch=), read in batches while it is sent (decision 262). */
export function cardsCsv(admin: User, f: CardListQuery): CsvTable {
  assertAdmin(admin);
  const ids = db
    .select({ id: cards.id })
    .from(cards)
    .leftJoin(holder, eq(holder.id, cards.usedBy))
    .leftJoin(cardOffers, eq(cardOffers.id, cards.offerId))
    .where(filterSql(f))
    .orderBy(...cardOrder(f.sort));
  const batch = async (list: number[]) => (await cardQuery(idIn(cards.id, list), f.sort)).map(toRow);
  return csvTable(
    ["code", "discount_percentage", "batch", "note", "state", "used_by", newYorkColumn("used_at"), newYorkColumn("created_at")],
    inBatches(ids, batch),
    (r) => [r.code, r.discountPercentage, r.batch, r.note, r.state, r.usedBy?.account, r.usedAt, r.createdAt],
  );
}

/** One batch id: the New York day (as every date shown) and four random characters ("261124-K7QF"). */
function batchId(now = new Date()): string {
  const day = formatDate(now).slice(2).replace(/-/g, "");
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
  createdBy: { id: number; name: string } | null;
  boughtBy: { id: number; account: string; name: string } | null;
  disabledAt: Date | null;
  disabledBy: { id: number; name: string } | null;
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
    createdBy: c.createdBy !== null && r.creatorName ? { id: c.createdBy, name: r.creatorName } : null,
    boughtBy: c.boughtBy !== null && r.buyerAccount ? { id: c.boughtBy, account: r.buyerAccount, name: r.buyerName! } : null,
    disabledAt: c.disabledAt,
    disabledBy: c.disabledBy !== null && r.disablerName ? { id: c.disabledBy, name: r.disablerName } : null,
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
