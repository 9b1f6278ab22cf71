/** The ledger: double-entry CCT accounts and transfers, the only code that changes a balance; and `once()`, a request made once per key. */
export {
  balanceColumns,
  balanceOf,
  checkLedger,
  findTransfer,
  findTransferByKey,
  hold,
  lockAccount,
  lockAccounts,
  memberAccountId,
  memberBalance,
  post,
  systemAccountId,
  systemCodes,
  transfer,
  voidTransfer,
  type Balance,
  type LedgerCheck,
  type LedgerResult,
} from "./ledger.server";
export {
  isBalanced,
  lastLedgerCheck,
  nightlyLedgerCheck,
  runIncrementalLedgerCheck,
  runLedgerCheck,
  scheduledLedgerCheck,
  type LedgerCheckKind,
  type StoredLedgerCheck,
} from "./ledger-checks.server";
export { assertSameRequest, fingerprint, once, scopedKey } from "./idempotency.server";
