import type { DepositView, PointTransfer, StatementEntry, TransactionRow, WithdrawalView } from "~/domain/wallet";

/*
 * The wallet's requests as the JSON API answers them: snake_case, amounts as JSON numbers. The one
 * place their wire shape is written (docs/api.md describes it).
 */

export function depositJson(d: DepositView) {
  return {
    id: d.id,
    user_id: d.userId,
    account: d.account,
    coin: d.coin,
    amount: Number(d.amount),
    rate: Number(d.rate),
    cct_amount: Number(d.cctAmount),
    tx_hash: d.txHash,
    status: d.status,
    reason: d.reason,
    transfer_id: d.transferId,
    approvals_required: d.approvalsRequired,
    first_approved_by: d.firstApprovedBy,
    first_approved_at: d.firstApprovedAt,
    decided_at: d.decidedAt,
    created_at: d.createdAt,
  };
}

export function withdrawalJson(w: WithdrawalView) {
  return {
    id: w.id,
    user_id: w.userId,
    account: w.account,
    method: w.method,
    amount: Number(w.amount),
    address: w.address,
    status: w.status,
    payout_tx_hash: w.payoutTxHash,
    approvals_required: w.approvalsRequired,
    first_approved_by: w.firstApprovedBy,
    first_approved_at: w.firstApprovedAt,
    reason: w.reason,
    transfer_id: w.transferId,
    decided_at: w.decidedAt,
    created_at: w.createdAt,
  };
}

export function statementEntryJson(e: StatementEntry) {
  return {
    id: e.id,
    kind: e.kind,
    status: e.status,
    amount: e.amount,
    balance_after: e.balanceAfter,
    counterparty: e.counterparty,
    counterparty_system: e.counterpartySystem,
    memo: e.memo,
    created_at: e.createdAt,
    package: e.package ? { name_en: e.package.nameEn, name_vi: e.package.nameVi, buyer: e.package.buyer } : null,
  };
}

export function transactionJson(r: TransactionRow) {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    amount: r.amount,
    from: r.from,
    to: r.to,
    from_system: r.fromSystem,
    to_system: r.toSystem,
    reference: r.reference,
    memo: r.memo,
    idempotency_key: r.idempotencyKey,
    created_by: r.createdBy,
    created_at: r.createdAt,
    resolved_at: r.resolvedAt,
  };
}

/** A posted transfer on the wire. */
export function transferJson({ createdAt, ...t }: PointTransfer) {
  return { ...t, created_at: createdAt };
}
