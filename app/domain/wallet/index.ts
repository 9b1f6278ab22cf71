export { adjustBalance, checkTransfer, sendPoints } from "./transfers.server";
export {
  confirmDeposit,
  depositHistories,
  depositQuote,
  listDeposits,
  listMyDeposits,
  publicDeposit,
  rejectDeposit,
  requestDeposit,
  type DepositHistory,
  type PublicDeposit,
} from "./deposits.server";
export {
  cancelWithdrawal,
  decidableMethods,
  decideWithdrawal,
  listMyWithdrawals,
  listWithdrawals,
  placeWithdrawal,
  publicWithdrawal,
  requestWithdrawal,
  type PublicWithdrawal,
} from "./withdrawals.server";
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
  statement,
  transactionFilters,
  transactionsCsv,
  walletFrom,
  walletOf,
  type StatementEntry,
} from "./statements.server";
export { fourEyesThreshold, getSettings, rateUnits } from "./settings.server";
export { saveSettings } from "./settings-save.server";
export { assertMayDecide } from "./four-eyes.server";
export {
  confirmControlChange,
  confirmControlChangeAsOperator,
  pendingControlChanges,
  proposeAdminGrant,
  proposeSetting,
  rejectControlChange,
  type PendingControlChange,
} from "./control-changes.server";
