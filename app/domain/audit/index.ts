/** The audit trail: every back-office action written in its own transaction, chained by SHA-256; reading and checking it. */
export { audit, auditAnchors, auditCsv, auditOf, listAudit } from "./audit.server";
export {
  auditChainStatus,
  checkAuditChainNow,
  queueAuditChainWalkIfNone,
  verifyAuditChain,
  type AuditChainState,
  type ChainCheck,
} from "./audit-chain.server";
