import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { createdAt } from "./schema-columns";
import { users } from "./schema-core";

/**
 * A member's authenticator (TOTP). The secret is encrypted with a key derived from
 * SESSION_SECRET; `enabledAt` is null while the member has not yet proved a first code. The last
 * accepted 30-second step is kept, so one code works once.
 */
export const twoFactors = pgTable("two_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as SHA-256 hashes; shown once when 2FA is turned on. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_idx").on(t.userId, t.codeHash), index("recovery_codes_user_idx").on(t.userId)],
);

export type TwoFactor = typeof twoFactors.$inferSelect;

/**
 * The back office's audit trail: who did what to which record, when, from where, with the record
 * before and after. Append-only: a database trigger refuses UPDATE, DELETE and TRUNCATE, so no code
 * path (admins' included) can rewrite it. The actor is kept as id and account, without a foreign
 * key: an entry never changes, whatever happens to the user later. Each entry is chained to the one
 * before by `hash` (SHA-256 of its content and `prev_hash`), written by a database trigger
 * (decision 178): a row changed or removed afterwards breaks the chain.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id"),
    actorAccount: text("actor_account"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    createdAt: createdAt(),
    prevHash: text("prev_hash"),
    hash: text("hash"),
  },
  (t) => [
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.id),
    index("audit_log_action_idx").on(t.action, t.id),
    // The log's filter by the actor's username and its sort by date (decision 240).
    index("audit_log_actor_account_idx").on(t.actorAccount, t.id),
    index("audit_log_created_idx").on(t.createdAt, t.id),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * The whole walks of the audit chain (decision 276), made by the background job: the page starts its
 * check from the newest one's head, and says "not checked yet" while none is stored. `brokenAt`: the
 * first entry whose hash or link was wrong (null: intact through `headId`).
 */
export const auditChainWalks = pgTable("audit_chain_walks", {
  id: serial("id").primaryKey(),
  walkedAt: timestamp("walked_at", { withTimezone: true }).notNull().defaultNow(),
  /** How long the walk took, milliseconds. */
  durationMs: integer("duration_ms").notNull(),
  /** Entries found intact (before `brokenAt` when broken). */
  entries: bigint("entries", { mode: "number" }).notNull(),
  headId: bigint("head_id", { mode: "number" }),
  headHash: text("head_hash"),
  brokenAt: bigint("broken_at", { mode: "number" }),
});

/**
 * system_bank: where the system store's buyers pay by bank transfer (value: the details as JSON, "" for none).
 * deposit_address_*: the company's receiving address of a coin, shown to every depositor (decision 289).
 */
export const controlChangeKinds = [
  "four_eyes_threshold",
  "require_two_factor",
  "grant_admin",
  "system_bank",
  "deposit_address_usdt",
  "deposit_address_zafi",
  "deposit_address_cct",
] as const;
export type ControlChangeKind = (typeof controlChangeKinds)[number];
export const controlChangeStatuses = ["pending", "applied", "rejected", "cancelled"] as const;
export type ControlChangeStatus = (typeof controlChangeStatuses)[number];

/**
 * Changes to the money controls themselves (the four-eyes threshold, two-factor for deciders, the
 * admin role, the system store's bank, the deposit addresses): proposed by one admin, applied when a
 * second admin confirms, or an operator from the command line (`decided_by` null,
 * `decided_by_operator`). One pending change per kind and target.
 */
export const controlChanges = pgTable(
  "control_changes",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: controlChangeKinds }).notNull(),
    /** The setting's new value; for grant_admin, unused; for system_bank, the bank details as JSON. */
    value: text("value"),
    /** For grant_admin: who becomes an admin. */
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: controlChangeStatuses }).notNull().default("pending"),
    proposedBy: integer("proposed_by")
      .notNull()
      .references(() => users.id),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedByOperator: boolean("decided_by_operator").notNull().default(false),
    reason: text("reason"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("control_changes_pending_idx")
      .on(t.kind, sql`coalesce(${t.targetUserId}, 0)`)
      .where(sql`${t.status} = 'pending'`),
    index("control_changes_status_idx").on(t.status, t.id),
  ],
);
export type ControlChange = typeof controlChanges.$inferSelect;
