// Catalogue, carts and orders (the store issue).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

import { orderStatuses, type OrderStatus } from "../lib/order-status";
import { createdAt, units } from "./schema-columns";
import { categories, users } from "./schema-core";
import { transfers } from "./schema-wallet";

const money = (name: string) =>
  units(name)
    .notNull()
    .default(sql`0`);

export const productStatuses = ["published", "inactive", "waiting", "rejected"] as const;
export type ProductStatus = (typeof productStatuses)[number];
/** A change to an approved product waits for an admin, or was refused; the approved version stays live. */
export const revisionStates = ["waiting", "rejected"] as const;
export type RevisionState = (typeof revisionStates)[number];

/** What a member proposes for an approved product (the fields that need an admin's approval). */
export interface ProductDraft {
  name: string;
  /** The Vietnamese name and description (optional: English shows where they are missing). Absent in drafts saved before them. */
  nameVi?: string | null;
  descriptionVi?: string | null;
  slug: string;
  meta: string;
  description: string;
  /** Decimal strings: bigint does not survive JSON. */
  price: string;
  vndToPay: string;
  ccmToPay: string;
  discountPercentage: number;
  categoryId: number | null;
  thumbnail: string | null;
  /** The gallery in its order (the first is the thumbnail). Absent in drafts saved before galleries. */
  images?: string[];
}

/** A store's products; `price` in USD cents, `vnd_to_pay` in đồng, `ccm_to_pay` in 10^-8 CCT. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** The Vietnamese name and description: shown on /vi where present (decision 198). */
    nameVi: text("name_vi"),
    slug: text("slug").notNull(),
    meta: text("meta").notNull().default(""),
    description: text("description").notNull().default(""),
    descriptionVi: text("description_vi"),
    price: money("price"),
    vndToPay: money("vnd_to_pay"),
    ccmToPay: money("ccm_to_pay"),
    discountPercentage: integer("discount_percentage").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
    status: text("status", { enum: productStatuses }).notNull().default("waiting"),
    featured: boolean("featured").notNull().default(false),
    thumbnail: text("thumbnail"),
    /**
     * The product page's gallery (stored image paths), made for the thumbnail it starts with: once
     * the thumbnail changes, the page shows the new thumbnail alone (`productPictures`).
     */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** A proposed change of an approved product, and where its review stands. */
    revision: jsonb("revision").$type<ProductDraft>(),
    revisionState: text("revision_state", { enum: revisionStates }),
    /** Why an admin refused the product or its last change. */
    rejectionReason: text("rejection_reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** A member's product restocked from the system catalogue (/buy-products): the system product it came from. */
    sourceProductId: integer("source_product_id").references((): AnyPgColumn => products.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_store_idx").on(t.storeId, t.status),
    index("products_review_idx").on(t.status, t.revisionState, t.submittedAt),
    index("products_category_idx").on(t.categoryId),
    // What waits for a moderator, new or changed: the overview counts it without reading the catalogue (decision 263).
    index("products_waiting_idx")
      .on(t.storeId)
      .where(sql`${t.status} = 'waiting' or ${t.revisionState} = 'waiting'`),
    // The moderation queue's own order (product-moderation.server.ts, decision 277): waiting first,
    // oldest submission first, then the rest newest first, then the id. Its first key is also the
    // "waiting" and "decided" filters (an index condition), so a page reads the index in order and stops.
    index("products_review_order_idx").on(
      sql`(${t.status} = 'waiting' or coalesce(${t.revisionState} = 'waiting', false)) desc`,
      sql`(case when (${t.status} = 'waiting' or coalesce(${t.revisionState} = 'waiting', false)) then ${t.submittedAt} end)`,
      // `desc nulls first`, as the query's `desc` means: drizzle's desc() alone writes NULLS LAST.
      t.updatedAt.desc().nullsFirst(),
      t.id,
      // For the count, from the index alone: the columns the filters read (decision 274).
      t.storeId,
      t.status,
      t.revisionState,
    ),
    uniqueIndex("products_store_slug_idx").on(t.storeId, t.slug),
    // One linked product per store and system product: a second restock adds to its stock.
    uniqueIndex("products_store_source_idx").on(t.storeId, t.sourceProductId),
    // The store pages read published products only: in stock first, then newest (decisions 128, 145).
    index("products_published_idx")
      .on(t.storeId, sql`(${t.quantity} > 0) desc`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
  ],
);

/**
 * A store is every user's; this row exists once an admin deactivated (or reactivated) it, or its
 * owner gave it an identity (a short description, a logo and a banner: stored image paths).
 */
export const shops = pgTable("shops", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  active: boolean("active").notNull().default(true),
  description: text("description"),
  logo: text("logo"),
  banner: text("banner"),
  /**
   * Where buyers pay a bank-transfer order (decision 186): the bank's NAPAS BIN, the account number
   * (digits) and the holder's name as the bank prints it (upper case, no diacritics). All three or none.
   */
  bankBin: text("bank_bin"),
  bankAccount: text("bank_account"),
  bankHolder: text("bank_holder"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** API carts (the pages keep theirs in a cookie): a random id, the store, {productId: qty}. */
export const carts = pgTable("carts", {
  id: text("id").primaryKey(),
  storeId: integer("store_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  items: jsonb("items").$type<Record<string, number>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export { orderStatuses, type OrderStatus };
export const receivingAreas = ["MB", "MN", "AT_HOME"] as const;
export type ReceivingArea = (typeof receivingAreas)[number];
export const paymentMethods = ["bank_vnd", "cct"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    storeId: integer("store_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    buyerId: integer("buyer_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    receivingArea: text("receiving_area", { enum: receivingAreas }).notNull(),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    totalUsd: money("total_usd"),
    totalVnd: money("total_vnd"),
    totalCcm: money("total_ccm"),
    discount: boolean("discount").notNull().default(false),
    /** The language of the checkout page: the buyer's mails about the order are written in it. */
    // The app's languages (lib/i18n.ts, which drizzle-kit cannot load: it reads the locale files through Vite).
    language: text("language", { enum: ["en", "vi"] })
      .notNull()
      .default("en"),
    /** A CCT-paid order's hold (a pending `purchase` transfer, posted on Completed, voided on Canceled/Rejected). */
    paymentTransferId: bigint("payment_transfer_id", { mode: "number" }).references(() => transfers.id, { onDelete: "restrict" }),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_code_idx").on(t.code),
    uniqueIndex("orders_payment_transfer_idx").on(t.paymentTransferId),
    check("orders_cct_transfer_check", sql`(${t.paymentMethod} = 'cct') = (${t.paymentTransferId} is not null)`),
    uniqueIndex("orders_idempotency_idx").on(t.idempotencyKey),
    // Every orders list sorts by (created_at, id) unless told otherwise: the id breaks ties (decision 240).
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_store_idx").on(t.storeId, t.createdAt, t.id),
    index("orders_buyer_idx").on(t.buyerId, t.createdAt, t.id),
    index("orders_phone_idx").on(t.phone),
    // The Report's search (?q=, filterSql: a code or a phone containing the text, any case): trigrams
    // let `ilike '%…%'` use an index, one per column (an OR with one unindexed branch reads every
    // order; decision 277).
    index("orders_code_search_idx").using("gin", t.code.op("gin_trgm_ops")),
    index("orders_phone_search_idx").using("gin", t.phone.op("gin_trgm_ops")),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

/** The lines as sold (a snapshot: later product edits never change an order). */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** The Vietnamese name as sold (null: the product had none); readers on /vi see it (decision 199). */
    nameVi: text("name_vi"),
    quantity: integer("quantity").notNull(),
    price: money("price"),
    vndToPay: money("vnd_to_pay"),
    ccmToPay: money("ccm_to_pay"),
    discountPercentage: integer("discount_percentage").notNull().default(0),
    totalUsd: money("total_usd"),
    totalVnd: money("total_vnd"),
    totalCcm: money("total_ccm"),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/** The order timeline: who moved it, when, from which status to which, with an optional note. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role").notNull(),
    fromStatus: text("from_status", { enum: orderStatuses }),
    toStatus: text("to_status", { enum: orderStatuses }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

export type Product = typeof products.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type OrderEvent = typeof orderEvents.$inferSelect;

/**
 * One row, bumped when a transaction that changed anything a public store page shows commits
 * (triggers in migration 0015): the anonymous page cache is valid while it is unchanged (decision 127).
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalogue_version_one_row", sql`${t.id} = 1`)],
);
