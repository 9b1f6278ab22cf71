import { z } from "zod";

import { instant } from "../shared";

/* Answers of the wallet: deposits, withdrawals, transfers, the statement, the transaction list. */

const approvals = {
  approvals_required: z.number().int(),
  first_approved_by: z.number().int().nullable().meta({ description: "The first admin's id while a second is awaited." }),
  first_approved_at: instant.nullable(),
};

const requestStatus = z.string().meta({ description: "pending, awaiting a second admin, confirmed/paid, rejected, cancelled." });

export const deposit = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  account: z.string().optional().meta({ description: "The member's account (in the lists)." }),
  coin: z.string(),
  amount: z.number(),
  rate: z.number(),
  cct_amount: z.number(),
  tx_hash: z.string(),
  status: requestStatus,
  reason: z.string().nullable(),
  transfer_id: z.number().int().nullable(),
  ...approvals,
  decided_at: instant.nullable(),
  created_at: instant,
});

export const withdrawal = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  account: z.string().optional().meta({ description: "The member's account (in the lists)." }),
  method: z.enum(["usdt", "ccm"]),
  amount: z.number(),
  address: z.string().nullable(),
  status: requestStatus,
  payout_tx_hash: z.string().nullable(),
  ...approvals,
  reason: z.string().nullable(),
  transfer_id: z.number().int().nullable(),
  decided_at: instant.nullable(),
  created_at: instant,
});

const cctString = z.string().meta({ description: "CCT as a decimal string." });

export const statementEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  amount: cctString,
  balance_after: cctString.nullable(),
  counterparty: z.string().nullable(),
  counterparty_system: z.boolean(),
  memo: z.string().nullable(),
  created_at: instant,
  package: z.object({ name_en: z.string(), name_vi: z.string(), buyer: z.string().nullable() }).nullable(),
});

export const transaction = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  amount: cctString,
  from: z.string().meta({ description: "A member's username, or a system account's code (from_system)." }),
  to: z.string(),
  from_system: z.boolean(),
  to_system: z.boolean(),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  idempotency_key: z.string(),
  created_by: z.number().int().nullable(),
  created_at: instant,
  resolved_at: instant.nullable(),
});

export const transfer = z.object({
  id: z.number().int(),
  amount: cctString,
  to: z.object({ account: z.string(), name: z.string() }),
  replayed: z.boolean(),
  created_at: instant,
});
