import type { AuditChainState } from "~/domain/audit";

/**
 * The audit chain's state as GET /api/admin/audit answers it (decision 276): `unchecked` while no
 * whole walk is on record; `queued`: a whole walk waits or runs in the background.
 */
export function auditChainJson(chain: AuditChainState) {
  switch (chain.state) {
    case "unchecked":
      return { state: chain.state, queued: chain.queued };
    case "intact":
      return { state: chain.state, entries: chain.entries, walked_at: chain.walkedAt, queued: chain.queued };
    case "broken":
      return { state: chain.state, broken_at: chain.brokenAt, queued: chain.queued };
  }
}
