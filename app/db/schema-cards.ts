// Membership cards and the card offers stores present (issue 11).
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt } from "./schema-columns";
import { users } from "./schema-core";
import { transfers } from "./schema-wallet";

const money = (name: string) =>
  bigint(name, { mode: "bigint" })
    .notNull()
    .default(sql`0`);

/**
 * A card offer of a store (the system store's, defined by admins): what a member buys with CCT on
 * /store/{account}/cards. Prices like a product's: USD cents, đồng, 10^-8 CCT (the CCT price is paid).
 */
export const cardOffers = pgTable(
  "card_offers",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** What the card gives. */
    description: text("description").notNull().default(""),
    picture: text("picture"),
    discountPercentage: integer("discount_percentage").notNull(),
    price: money("price"),
    vndToPay: money("vnd_to_pay"),
    ccmToPay: money("ccm_to_pay"),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("card_offers_store_idx").on(t.storeId, t.active),
    check("card_offers_discount_check", sql`${t.discountPercentage} between 0 and 100`),
    check("card_offers_price_check", sql`${t.price} >= 0 and ${t.vndToPay} >= 0 and ${t.ccmToPay} >= 0`),
  ],
);

/**
 * A membership card: an unguessable code with a discount percentage, used (it belongs to `used_by`
 * from `used_at`) or not. A member holds one card at most (unique `used_by`); only an unused card
 * can be disabled. Cards come from an admin's batch, or from buying an offer (`offer_id`,
 * `bought_by`, `purchase_transfer_id`).
 */
export const cards = pgTable(
  "cards",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    discountPercentage: integer("discount_percentage").notNull(),
    /** The batch an admin issued it in (null for a card bought from an offer). */
    batch: text("batch"),
    note: text("note"),
    offerId: integer("offer_id").references(() => cardOffers.id, { onDelete: "set null" }),
    boughtBy: integer("bought_by").references(() => users.id, { onDelete: "set null" }),
    purchaseTransferId: bigint("purchase_transfer_id", { mode: "number" }).references(() => transfers.id, {
      onDelete: "restrict",
    }),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledBy: integer("disabled_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cards_code_idx").on(t.code),
    // One card per member, whatever the code does.
    uniqueIndex("cards_used_by_idx").on(t.usedBy),
    uniqueIndex("cards_purchase_transfer_idx").on(t.purchaseTransferId),
    index("cards_batch_idx").on(t.batch),
    index("cards_created_idx").on(t.createdAt),
    index("cards_bought_by_idx").on(t.boughtBy),
    check("cards_discount_check", sql`${t.discountPercentage} between 0 and 100`),
    // Used means used_at is set (used_by goes null only if that member is ever deleted).
    check("cards_used_check", sql`${t.usedBy} is null or ${t.usedAt} is not null`),
    check("cards_disabled_unused_check", sql`${t.disabledAt} is null or ${t.usedAt} is null`),
  ],
);

export type CardOffer = typeof cardOffers.$inferSelect;
export type Card = typeof cards.$inferSelect;
