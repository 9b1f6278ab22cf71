import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt } from "./schema-columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    address: text("address"),
    ccmAddress: text("ccm_address"),
    account: text("account").notNull(),
    passwordHash: text("password_hash").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Since when the admin role is held (four eyes: a second approver's role must predate the request). */
    adminSince: timestamp("admin_since", { withTimezone: true }),
    isMod: boolean("is_mod").notNull().default(false),
    isStaff: boolean("is_staff").notNull().default(false),
    /** Since when the staff role is held (four eyes: a first approver's role must predate the request, decision 291). */
    staffSince: timestamp("staff_since", { withTimezone: true }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    activationCode: text("activation_code"),
    referrerId: integer("referrer_id"),
    /** Locked by the back office: no login, no session, no token; the store shows as unavailable. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockReason: text("lock_reason"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_account_lower_idx").on(sql`lower(${t.account})`),
    index("users_referrer_idx").on(t.referrerId),
    // (created_at, id): the back office's default order, newest first, both ways (decision 240).
    index("users_created_idx").on(t.createdAt, t.id),
    // The referrer is an older account, fixed at sign-up: nobody refers themselves, no cycle can form.
    check("users_referrer_check", sql`${t.referrerId} is null or ${t.referrerId} < ${t.id}`),
  ],
);

/** Web sessions and API access tokens: only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["web", "api"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_resets_token_hash_idx").on(t.tokenHash)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_name_lower_idx").on(sql`lower(${t.name})`)],
);

/**
 * Translations of stored texts (demo store names, product names and descriptions, categories): the
 * text in `language` of a source text, found by the MD5 of the source (hex), so that a renamed
 * product simply has no translation instead of a stale one.
 */
export const textTranslations = pgTable(
  "text_translations",
  {
    language: text("language").notNull(),
    sourceHash: text("source_hash").notNull(),
    source: text("source").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.sourceHash] })],
);

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    viTitle: text("vi_title").notNull(),
    url: text("url"),
    readed: integer("readed").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The bell reads a member's newest few in this order, whatever their history's length.
    index("notifications_user_idx").on(t.userId, t.createdAt, t.id),
    // The bell's unread count reads only the unread.
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readed} = 0`),
  ],
);

export type User = typeof users.$inferSelect;
