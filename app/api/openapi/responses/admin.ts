import { z } from "zod";

import { instant } from "../shared";

/* Answers of the back office: users, the audit log, the orders report, the overview. */

const roles = z.array(z.enum(["admin", "mod", "staff", "member"]));

export const adminUserRow = z.looseObject({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  roles,
  balance: z.number(),
});

export const adminUser = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  roles,
  admin_grant_pending: z.boolean(),
  activated: z.boolean(),
  locked: z.boolean(),
  locked_at: instant.nullable(),
  lock_reason: z.string().nullable(),
  referrer_id: z.number().int().nullable(),
  created_at: instant,
  wallet: z.object({ balance: z.number(), held: z.number(), available: z.number() }),
  activity: z.object({
    orders_bought: z.number().int(),
    orders_sold: z.number().int(),
    products: z
      .record(z.string(), z.number().int())
      .describe("The member's products by state (published, inactive, waiting, rejected): only the states they have."),
    invitees: z.number().int(),
  }),
});

export const auditEntry = z.object({
  id: z.number().int(),
  created_at: instant,
  actor: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.union([z.string(), z.number()]).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

const queued = z.boolean().meta({ description: "A whole walk of the chain waits or runs in the background." });

/** The audit chain's state (decisions 178, 276): `unchecked` while no whole walk of the log is on record. */
export const auditChain = z.discriminatedUnion("state", [
  z.object({ state: z.literal("unchecked"), queued }),
  z.object({
    state: z.literal("intact"),
    entries: z.number().int(),
    walked_at: instant.meta({ description: "When the last whole walk ran; the entries since were checked within the minute." }),
    queued,
  }),
  z.object({
    state: z.literal("broken"),
    broken_at: z
      .number()
      .int()
      .meta({ description: "The first entry whose hash or link is wrong; the entries before it are intact." }),
    queued,
  }),
]);

export const orderTotals = z.array(z.object({ status: z.string(), orders: z.number().int(), usd: z.number(), vnd: z.number() }));

const queue = z.object({
  pending: z.number().int(),
  awaiting_second_admin: z.number().int(),
  oldest_at: instant.nullable(),
  oldest_age_seconds: z.number().nullable(),
});

export const overview = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  orders: z.object({
    by_status: z.record(z.string(), z.number().int()),
    last_30_days: z.object({
      from: z.string(),
      orders: z.number().int(),
      live_orders: z.number().int(),
      value_usd: z.number(),
      bank_vnd: z.number(),
      balance_cct: z.number(),
    }),
  }),
  pending: z.object({
    deposits: queue,
    withdrawals_usdt: queue,
    withdrawals_ccm: queue,
    products_to_moderate: z.number().int(),
    second_admin: queue,
  }),
  members: z.looseObject({}),
  ledger: z.object({
    system_accounts: z.array(z.object({ code: z.string(), balance: z.number(), held: z.number() })),
    members: z.object({ accounts: z.number().int(), balance: z.number(), held: z.number() }),
    sum: z.number(),
    balanced: z.boolean().nullable(),
    checked_at: instant.nullable(),
    check_kind: z
      .enum(["full", "incremental"])
      .nullable()
      .describe("Full: every transfer read; incremental: only those since the last check's mark (decision 269)."),
    full_checked_at: instant.nullable().describe("When the last full check ran."),
  }),
  series: z.array(
    z.object({
      day: z.string(),
      orders: z.number().int(),
      order_value_usd: z.number(),
      members: z.number().int(),
      deposits: z.number().int(),
      deposit_cct: z.number(),
      withdrawals: z.number().int(),
      withdrawal_cct: z.number(),
    }),
  ),
});
