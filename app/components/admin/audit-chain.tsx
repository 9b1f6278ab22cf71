import type { AuditChainState } from "~/domain/audit";
import { formatWhen } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** Queues a whole walk of the chain in the background, and checks the entries since the last one now. */
function CheckNow() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <a href={`${localePath("/admin/audit")}?chain=check`} className="font-medium underline" data-testid="audit-chain-check">
      {t("admin:audit.chain.checkNow")}
    </a>
  );
}

/** A whole walk waits or runs in the background (decision 276). */
function Queued({ chain }: { chain: AuditChainState }) {
  const { t } = useTranslation();
  return chain.queued ? <span data-testid="audit-chain-queued">{t("admin:audit.chain.queued")} </span> : null;
}

/**
 * Whether the audit log's hash chain holds (decision 178): broken is a warning nobody can miss; with
 * no whole walk on record yet (a restored or generated database) the page says so rather than walk
 * the whole log in the request (decision 276).
 */
export function AuditChainStatus({ chain }: { chain: AuditChainState }) {
  const { t } = useTranslation();
  if (chain.state === "unchecked") {
    return (
      <p
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        data-testid="audit-chain"
        data-state="unchecked"
      >
        <strong className="font-semibold">{t("admin:audit.chain.unchecked")}</strong>{" "}
        {t(chain.queued ? "admin:audit.chain.uncheckedQueued" : "admin:audit.chain.uncheckedIdle")} <CheckNow />
      </p>
    );
  }
  if (chain.state === "broken") {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800"
        data-testid="audit-chain"
        data-state="broken"
      >
        <strong className="font-semibold">{t("admin:audit.chain.broken", { id: chain.brokenAt })}</strong>{" "}
        {t("admin:audit.chain.brokenDetail")} <Queued chain={chain} />
        <CheckNow />
      </p>
    );
  }
  return (
    <p
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
      data-testid="audit-chain"
      data-state="intact"
    >
      <strong className="font-semibold">{t("admin:audit.chain.intact")}</strong>{" "}
      {chain.entries ? t("admin:audit.chain.intactDetail", { count: chain.entries }) : t("admin:audit.chain.empty")}{" "}
      {t("admin:audit.chain.walkedAt", { when: formatWhen(chain.walkedAt) })} <Queued chain={chain} />
      <CheckNow />
    </p>
  );
}
