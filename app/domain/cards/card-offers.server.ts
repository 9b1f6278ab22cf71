import { and, asc, count, eq, sql, type SQLWrapper } from "drizzle-orm";

import { db } from "~/db/client.server";
import { paginate, sortedBy, type Page } from "~/db/paginate.server";
import { cardOffers, type CardOffer, type User } from "~/db/schema";
import { assertAdmin, isTwoFactorEnabled, systemStoreId } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { memberBalance } from "~/domain/ledger";
import { assertStoredImage } from "~/domain/media";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, parseUnits, unitsToDecimal, USD_DECIMALS } from "~/lib/money";
import type { CardOfferInput, offerSorts } from "~/lib/schemas/cards";
import type { SortOrder } from "~/lib/sort";

import { cardDiscount } from "./cards.server";

/**
 * Card offers (decision 082): the system store's, defined by admins, presented on every store's
 * cards pages. Buying one is in card-purchases.server.ts.
 */

export interface OfferView {
  id: number;
  name: string;
  description: string;
  picture: string | null;
  discountPercentage: number;
  /** USD cents, đồng, 10^-8 CCT. */
  price: bigint;
  vndToPay: bigint;
  ccmToPay: bigint;
  active: boolean;
  updatedAt: Date;
}

function toView(o: CardOffer): OfferView {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    picture: o.picture,
    discountPercentage: o.discountPercentage,
    price: o.price,
    vndToPay: o.vndToPay,
    ccmToPay: o.ccmToPay,
    active: o.active,
    updatedAt: o.updatedAt,
  };
}

/** The form's values of an offer, keyed by the form's field names (decimal strings, as typed). */
export function offerFormValues(o: OfferView) {
  return {
    name: o.name,
    description: o.description,
    discount_percentage: String(o.discountPercentage),
    price: unitsToDecimal(o.price, USD_DECIMALS),
    vnd_to_pay: o.vndToPay.toString(),
    ccm_to_pay: unitsToDecimal(o.ccmToPay, COIN_DECIMALS),
  };
}

/** An offer as the audit log has always stored it before a change (its entries keep their keys). */
function auditedOffer(o: OfferView) {
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

/** An active offer of the system store, or a 404 (buying needs one). */
export async function activeOffer(id: number): Promise<CardOffer> {
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
export async function listOffers(
  admin: User,
  page: number,
  perPage = 20,
  sort?: SortOrder<(typeof offerSorts)[number]> | null,
): Promise<Page<OfferView>> {
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
  if (uploaded === undefined) await assertStoredImage(input.picture, "picture");
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
      before: existing ? auditedOffer(existing) : null,
      after: values,
    });
    return saved;
  });
  return toView(row);
}
