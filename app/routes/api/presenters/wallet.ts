import type { DepositView, WithdrawalView } from "~/domain/wallet";

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
