/** The wallet: transfers between members, deposits, withdrawals, adjustments, statements, the wallet settings and the four-eyes controls (docs/money-controls.md). */
export { adjustBalance, checkTransfer, sendPoints, type PointTransfer } from "./transfers.server";
export { confirmDeposit, depositQuote, depositView, rejectDeposit, requestDeposit, type DepositView } from "./deposits.server";
export { depositAnchors, depositHistories, listDeposits, listMyDeposits, type DepositHistory } from "./deposit-lists.server";
export { cancelWithdrawal, decideWithdrawal } from "./withdrawal-decisions.server";
export { decidableMethods, placeWithdrawal, withdrawalView, requestWithdrawal, type WithdrawalView } from "./withdrawals.server";
export { listMyWithdrawals, listWithdrawals, withdrawalAnchors } from "./withdrawal-lists.server";
export {
  adjustOrRequest,
  allPendingAdjustments,
  confirmAdjustment,
  pendingAdjustments,
  rejectAdjustment,
} from "./adjustments.server";
export {
  getTransaction,
  listTransactions,
  transactionFilters,
  transactionsCsv,
  transferAnchors,
  walletFrom,
  walletOf,
  type TransactionRow,
} from "./statements.server";
export {
  latestStatement,
  statement,
  statementAfter,
  statementCsv,
  statementKinds,
  type StatementEntry,
} from "./member-statement.server";
export {
  depositReceiptOf,
  receiptOf,
  type Receipt,
  type ReceiptAgain,
  type ReceiptParty,
  type ReceiptSubject,
} from "./receipts.server";
export { fourEyesThreshold, getSettings, rateUnits } from "./settings.server";
export { saveSettings } from "./settings-save.server";
export { assertMayDecide, assertSecondApprover, firstApprovalStands } from "./four-eyes.server";
export {
  confirmControlChange,
  confirmControlChangeAsOperator,
  depositAddressCoin,
  pendingControlChanges,
  proposeAdminGrant,
  proposeSetting,
  proposeSystemBank,
  rejectControlChange,
  type PendingControlChange,
} from "./control-changes.server";
