// Packages with referral commission (issue 11). Amounts are bigint in 10^-8 CCT.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { packagePurchaseStatuses } from "../lib/packages";
import { createdAt, units } from "./schema-columns";
import { users } from "./schema-core";
import { transfers } from "./schema-wallet";

const transferRef = (name: string) => bigint(name, { mode: "number" }).references(() => transfers.id);

/** What admins sell at /admin/packages: both languages, the price and the direct referrer's commission. */
export const packages = pgTable(
  "packages",
  {
    id: serial("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameVi: text("name_vi").notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionVi: text("description_vi").notNull().default(""),
    /** One benefit a line. */
    benefitsEn: text("benefits_en").notNull().default(""),
    benefitsVi: text("benefits_vi").notNull().default(""),
    price: units("price").notNull(),
    /** Whole percent of the price paid to the buyer's direct referrer. */
    commissionPercentage: integer("commission_percentage").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Display order: smaller first. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("packages_position_idx").on(t.active, t.position, t.id),
    check("packages_price_check", sql`${t.price} > 0`),
    check("packages_commission_check", sql`${t.commissionPercentage} between 0 and 100`),
  ],
);

/**
 * One purchase: a snapshot of what the buyer paid and what the referrer earned (editing the package
 * later changes neither), the ledger transfers that moved it, and its refund (at most one).
 */
export const packagePurchases = pgTable(
  "package_purchases",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "restrict" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    packageNameEn: text("package_name_en").notNull(),
    packageNameVi: text("package_name_vi").notNull(),
    price: units("price").notNull(),
    commissionPercentage: integer("commission_percentage").notNull(),
    /** The buyer's direct referrer when they bought (null: nobody earned a commission). */
    referrerId: integer("referrer_id").references(() => users.id, { onDelete: "restrict" }),
    commission: units("commission")
      .notNull()
      .default(sql`0`),
    status: text("status", { enum: packagePurchaseStatuses }).notNull().default("purchased"),
    /** On a refund: how much of the commission came back from the referrer (the rest is the shortfall). */
    commissionReclaimed: units("commission_reclaimed")
      .notNull()
      .default(sql`0`),
    refundReason: text("refund_reason"),
    refundedBy: integer("refunded_by").references(() => users.id, { onDelete: "set null" }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The refunding admin's idempotency key (a replay of that request answers the refund again). */
    refundKey: text("refund_key"),
    paymentTransferId: transferRef("payment_transfer_id"),
    commissionTransferId: transferRef("commission_transfer_id"),
    refundTransferId: transferRef("refund_transfer_id"),
    reclaimTransferId: transferRef("reclaim_transfer_id"),
    /** scopedKey("package", buyer, client key): one purchase per key. */
    idempotencyKey: text("idempotency_key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("package_purchases_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("package_purchases_refund_key_idx").on(t.refundKey),
    index("package_purchases_user_idx").on(t.userId, t.id),
    index("package_purchases_referrer_idx").on(t.referrerId, t.userId),
    index("package_purchases_package_idx").on(t.packageId, t.id),
    check("package_purchases_price_check", sql`${t.price} > 0`),
    check(
      "package_purchases_commission_check",
      sql`${t.commission} >= 0 and ${t.commission} <= ${t.price} and ${t.commissionReclaimed} >= 0 and ${t.commissionReclaimed} <= ${t.commission}`,
    ),
    check("package_purchases_percentage_check", sql`${t.commissionPercentage} between 0 and 100`),
    check("package_purchases_referrer_check", sql`${t.referrerId} is null or ${t.referrerId} <> ${t.userId}`),
    check("package_purchases_refund_check", sql`(${t.status} = 'refunded') = (${t.refundedAt} is not null)`),
  ],
);

export type Package = typeof packages.$inferSelect;
export type PackagePurchase = typeof packagePurchases.$inferSelect;
