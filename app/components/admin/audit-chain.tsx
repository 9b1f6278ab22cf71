import { Form } from "react-router";

import { SubmitButton } from "~/components/forms";
import type { AuditChainState } from "~/domain/audit";
import { formatWhen } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";

/**
 * Queues a whole walk of the chain in the background, and checks the entries since the last one now:
 * a POST to the page itself, its filters kept (decision 279); it works without JavaScript.
 */
function CheckNow() {
  const { t } = useTranslation();
  return (
    <Form method="post" data-testid="audit-chain-check">
      <SubmitButton variant="secondary" size="sm" block={false}>
        {t("admin:audit.chain.checkNow")}
      </SubmitButton>
    </Form>
  );
}

/** A whole walk waits or runs in the background (decision 276). */
function Queued({ chain }: { chain: AuditChainState }) {
  const { t } = useTranslation();
  return chain.queued ? <span data-testid="audit-chain-queued">{t("admin:audit.chain.queued")}</span> : null;
}

const box = "flex flex-wrap items-center justify-between gap-3 rounded-lg border text-sm";

/**
 * Whether the audit log's hash chain holds (decision 178): broken is a warning nobody can miss; with
 * no whole walk on record yet (a restored or generated database) the page says so rather than walk
 * the whole log in the request (decision 276). "Check now" is a form beside the text (a form may not
 * sit inside a paragraph).
 */
export function AuditChainStatus({ chain }: { chain: AuditChainState }) {
  const { t } = useTranslation();
  if (chain.state === "unchecked") {
    return (
      <div className={`${box} border-amber-300 bg-amber-50 p-3 text-amber-900`} data-testid="audit-chain" data-state="unchecked">
        <p>
          <strong className="font-semibold">{t("admin:audit.chain.unchecked")}</strong>{" "}
          {t(chain.queued ? "admin:audit.chain.uncheckedQueued" : "admin:audit.chain.uncheckedIdle")}
        </p>
        <CheckNow />
      </div>
    );
  }
  if (chain.state === "broken") {
    return (
      <div
        role="alert"
        className={`${box} border-red-300 bg-red-50 p-4 text-red-800`}
        data-testid="audit-chain"
        data-state="broken"
      >
        <p>
          <strong className="font-semibold">{t("admin:audit.chain.broken", { id: chain.brokenAt })}</strong>{" "}
          {t("admin:audit.chain.brokenDetail")} <Queued chain={chain} />
        </p>
        <CheckNow />
      </div>
    );
  }
  return (
    <div className={`${box} border-emerald-300 bg-emerald-50 p-3 text-emerald-900`} data-testid="audit-chain" data-state="intact">
      <p>
        <strong className="font-semibold">{t("admin:audit.chain.intact")}</strong>{" "}
        {chain.entries ? t("admin:audit.chain.intactDetail", { count: chain.entries }) : t("admin:audit.chain.empty")}{" "}
        {t("admin:audit.chain.walkedAt", { when: formatWhen(chain.walkedAt) })} <Queued chain={chain} />
      </p>
      <CheckNow />
    </div>
  );
}
