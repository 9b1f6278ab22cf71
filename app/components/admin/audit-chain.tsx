import type { ChainCheck } from "~/domain/audit";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** A check made now rather than the one the last minute's pages shared. */
function CheckNow() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <a href={`${localePath("/admin/audit")}?chain=check`} className="font-medium underline" data-testid="audit-chain-check">
      {t("admin:audit.chain.checkNow")}
    </a>
  );
}

/** Whether the audit log's hash chain holds (decision 178): broken is a warning nobody can miss. */
export function AuditChainStatus({ chain }: { chain: ChainCheck }) {
  const { t } = useTranslation();
  if (!chain.intact) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800"
        data-testid="audit-chain"
        data-state="broken"
      >
        <strong className="font-semibold">{t("admin:audit.chain.broken", { id: chain.brokenAt })}</strong>{" "}
        {t("admin:audit.chain.brokenDetail")} <CheckNow />
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
      {chain.entries ? t("admin:audit.chain.intactDetail", { count: chain.entries }) : t("admin:audit.chain.empty")} <CheckNow />
    </p>
  );
}
