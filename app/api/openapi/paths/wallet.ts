import { z } from "zod";

import {
  depositSchema,
  payoutJsonSchema,
  reasonJsonSchema,
  transferSchema,
  txHashField,
  withdrawalSchema,
} from "~/lib/schemas/wallet";

import type { Paths } from "../operation";
import { wallet } from "../responses/accounts";
import { deposit, statementEntry, transaction, transfer, withdrawal } from "../responses/wallet";
import { boundedPaged, cursorPaged, cursorParam, dateParam, listOf, oneOf, pageParam } from "../shared";

/** POST /api/deposits' body, built as the endpoint builds it (the form's txHash as tx_hash). */
const depositBody = depositSchema.omit({ txHash: true }).extend({ tx_hash: txHashField });
const statusParam = { schema: z.string(), description: "A request status (pending, confirmed, paid, rejected…)." };
const passwordLimit = "Too many wrong passwords: spending is refused for some minutes.";
const decided = "Already decided, or the same admin's second approval.";

export const walletPaths: Paths = {
  "/api/wallet": { get: { summary: "The member's balance, held and available CCT", access: "user", ok: { 200: wallet } } },
  "/api/transactions": {
    get: {
      summary: "The member's statement: transfers, newest first, with running balance",
      access: "user",
      query: {
        page: pageParam,
        cursor: {
          schema: cursorParam.schema,
          description:
            "A page's `next_cursor`: the transfers after that page's last, at the same cost at any depth (no `page` and no count then). Transfers made meanwhile are newer: none is lost or repeated.",
        },
      },
      ok: { 200: cursorPaged(statementEntry) },
      errors: { 400: "The cursor is not one this list gave." },
    },
  },
  "/api/transfers": {
    post: {
      summary: "Send CCT to another member (posted at once)",
      access: "user",
      body: transferSchema,
      idempotency: "required",
      rateLimited: passwordLimit,
      ok: { 201: transfer },
      errors: { 409: "Not enough available CCT, or the key was used for another request." },
    },
  },
  "/api/deposits": {
    get: { summary: "The member's deposit requests, newest first", access: "user", ok: { 200: listOf(deposit) } },
    post: {
      summary: "Declare a deposit: pending until an admin confirms it, at the current rate",
      access: "user",
      body: depositBody,
      idempotency: "required",
      ok: { 201: deposit },
      errors: { 409: "The transaction hash was declared already, or the key was used for another request." },
    },
  },
  "/api/withdrawals": {
    get: { summary: "The member's withdrawals, newest first", access: "user", ok: { 200: listOf(withdrawal) } },
    post: {
      summary: "Ask for a withdrawal: the amount is held until it is decided",
      access: "user",
      body: withdrawalSchema,
      idempotency: "required",
      rateLimited: passwordLimit,
      ok: { 201: withdrawal },
      errors: { 409: "Not enough available CCT, or the key was used for another request." },
    },
  },
  "/api/withdrawals/{id}/cancel": {
    post: {
      summary: "Cancel the member's own pending withdrawal; the hold is released",
      access: "user",
      ok: { 200: withdrawal },
      errors: { 404: "Not the member's.", 409: "Not pending any more." },
    },
  },
  "/api/admin/deposits": {
    get: {
      summary: "Deposit requests, pending first, 20 a page",
      access: "admin",
      query: { status: statusParam, page: pageParam, cursor: cursorParam },
      ok: { 200: boundedPaged(deposit) },
      errors: { 400: "The cursor is not one this list gave." },
    },
  },
  "/api/admin/deposits/{id}/confirm": {
    post: {
      summary: "Confirm a deposit: its CCT is credited (a large one needs a second admin)",
      access: "admin",
      ok: { 200: deposit },
      errors: { 404: "No such deposit.", 409: decided },
    },
  },
  "/api/admin/deposits/{id}/reject": {
    post: {
      summary: "Reject a deposit, saying why",
      access: "admin",
      body: reasonJsonSchema,
      ok: { 200: deposit },
      errors: { 404: "No such deposit.", 409: decided },
    },
  },
  "/api/admin/withdrawals": {
    get: {
      summary: "Withdrawals, pending first (staff: the CCM ones only)",
      access: "staffOrAdmin",
      query: { method: oneOf(["usdt", "ccm"]), status: statusParam, page: pageParam, cursor: cursorParam },
      ok: { 200: boundedPaged(withdrawal) },
      errors: { 400: "The cursor is not one this list gave." },
    },
  },
  "/api/admin/withdrawals/{id}/approve": {
    post: {
      summary: "Approve a withdrawal as paid: the hold is posted",
      access: "staffOrAdmin",
      body: payoutJsonSchema,
      ok: { 200: withdrawal },
      errors: { 404: "No such withdrawal (or not one the caller decides).", 409: decided },
    },
  },
  "/api/admin/withdrawals/{id}/reject": {
    post: {
      summary: "Reject a withdrawal: the hold is voided",
      access: "staffOrAdmin",
      body: reasonJsonSchema,
      ok: { 200: withdrawal },
      errors: { 404: "No such withdrawal (or not one the caller decides).", 409: decided },
    },
  },
  "/api/admin/transactions": {
    get: {
      summary: "Every transfer, newest first, 50 a page",
      access: "admin",
      query: {
        kind: { schema: z.string(), description: "A transfer kind." },
        status: { schema: z.string(), description: "pending, posted or voided." },
        member: { schema: z.string(), description: "A member's account." },
        from: dateParam("From"),
        to: dateParam("To"),
        page: pageParam,
        cursor: cursorParam,
      },
      ok: { 200: boundedPaged(transaction) },
      errors: { 400: "The cursor is not one this list gave." },
    },
  },
};
