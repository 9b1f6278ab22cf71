export { audit, auditCsv, auditOf, listAudit } from "./audit.server";
export { auditChainStatus, verifyAuditChain, type ChainCheck } from "./audit-chain.server";
