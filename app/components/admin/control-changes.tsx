import { Link } from "react-router";

import { ConfirmForm } from "~/components/confirm-form";
import { SubmitButton } from "~/components/forms";
import { cardClass } from "~/components/ui/card";
import type { pendingRefunds } from "~/domain/packages";
import type { allPendingAdjustments, PendingControlChange } from "~/domain/wallet";
import { formatDateTime } from "~/lib/dates";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { formatAmount } from "~/lib/money";
import { packageNameIn } from "~/lib/product-names";
import { useTranslation } from "~/lib/use-translation";

/** What a pending change would do, in words ("Second-approval amount: 1,000,000 CCT"). */
export function useControlChangeText() {
  const { t } = useTranslation();
  return (change: Pick<PendingControlChange, "kind" | "value" | "target" | "bank" | "coin">) =>
    change.coin
      ? t("admin:controls.kinds.deposit_address", { coin: change.coin, address: change.value ?? "" })
      : change.kind === "four_eyes_threshold"
        ? t("admin:controls.kinds.four_eyes_threshold", { value: formatAmount(change.value ?? "0") })
        : change.kind === "require_two_factor"
          ? t(change.value === "1" ? "admin:controls.kinds.require_two_factor_on" : "admin:controls.kinds.require_two_factor_off")
          : change.kind === "grant_admin"
            ? t("admin:controls.kinds.grant_admin", { account: change.target ?? "" })
            : change.bank
              ? t("admin:controls.kinds.system_bank", change.bank)
              : t("admin:controls.kinds.system_bank_removed");
}

/**
 * Changes to the money controls waiting for a second admin: another admin confirms or rejects; the
 * proposer sees it waiting and may withdraw it. Both buttons ask first (decision 138).
 */
export function PendingControlChanges({ changes, viewerId }: { changes: PendingControlChange[]; viewerId: number }) {
  const { t } = useTranslation();
  const describe = useControlChangeText();
  if (changes.length === 0) return null;
  return (
    <section className={`${cardClass} mb-4 border-amber-300 bg-amber-50`} data-testid="pending-controls">
      <h2 className="mb-1 font-semibold">{t("admin:controls.title")}</h2>
      <p className="mb-3 text-sm text-slate-600">{t("admin:controls.help")}</p>
      <ul className="flex flex-col gap-3">
        {changes.map((change) => {
          const own = change.proposedById === viewerId;
          const text = describe(change);
          return (
            <li key={change.id} className="flex flex-wrap items-center gap-3" data-testid={`control-${change.id}`}>
              <div className="min-w-48 flex-1">
                <p className="font-medium">{text}</p>
                <p className="text-sm text-slate-600">
                  {t("admin:controls.proposedBy", { account: change.proposedBy, at: formatDateTime(change.createdAt) })}
                </p>
              </div>
              {own ? (
                <p className="text-sm text-slate-600">{t("admin:controls.waiting")}</p>
              ) : (
                <ConfirmForm
                  confirmId={`confirm-control-${change.id}`}
                  title={t("admin:controls.confirmTitle")}
                  confirmLabel={t("admin:controls.confirm")}
                  summary={() => <p>{t("admin:controls.confirmSummary", { change: text, account: change.proposedBy })}</p>}
                >
                  <input type="hidden" name="intent" value="confirm-control" />
                  <input type="hidden" name="id" value={change.id} />
                  <SubmitButton size="sm" block={false}>
                    {t("admin:controls.confirm")}
                  </SubmitButton>
                </ConfirmForm>
              )}
              <ConfirmForm
                confirmId={`reject-control-${change.id}`}
                title={t(own ? "admin:controls.withdrawTitle" : "admin:controls.rejectTitle")}
                confirmLabel={t(own ? "admin:controls.withdraw" : "admin:controls.reject")}
                danger
                summary={() => <p>{text}</p>}
              >
                <input type="hidden" name="intent" value="reject-control" />
                <input type="hidden" name="id" value={change.id} />
                <SubmitButton variant="secondary" size="sm" block={false}>
                  {t(own ? "admin:controls.withdraw" : "admin:controls.reject")}
                </SubmitButton>
              </ConfirmForm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One request waiting for a second admin, as a link to the page where it is decided. */
interface WaitingLink {
  key: number;
  to: string;
  label: string;
  requestedBy: string;
  createdAt: Date;
}

/** Requests of one kind waiting for a second admin, each linking to where it is decided; nothing when none waits. */
function WaitingLinks({ title, testId, links }: { title: string; testId: string; links: WaitingLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <section className={`${cardClass} mb-4 border-amber-300 bg-amber-50`} data-testid={testId}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <ul className="flex flex-col gap-1 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <Link className="text-emerald-700 underline" to={link.to}>
              {link.label}
            </Link>{" "}
            <span className="text-slate-600">
              {t("wallet:adjust.requestedBy", { account: link.requestedBy })} · {formatDateTime(link.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type PendingAdjustment = Awaited<ReturnType<typeof allPendingAdjustments>>[number];

/** Balance adjustments waiting for a second admin, each linking to the member's page where it is decided. */
export function PendingAdjustmentLinks({ adjustments }: { adjustments: PendingAdjustment[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <WaitingLinks
      title={t("wallet:adjust.pendingTitle")}
      testId="pending-adjustment-links"
      links={adjustments.map((a) => ({
        key: a.id,
        to: localePath("/admin/users/:id", { id: a.userId }),
        label: `${t(`wallet:adjust.${a.direction}`)} ${formatAmount(a.amount)} CCT · ${a.account}`,
        requestedBy: a.requestedBy,
        createdAt: a.createdAt,
      }))}
    />
  );
}

type PendingRefundLink = Awaited<ReturnType<typeof pendingRefunds>>[number];

/** Package refunds waiting for a second admin (decision 288), each linking to its package's purchases where it is decided. */
export function PendingRefundLinks({ refunds }: { refunds: PendingRefundLink[] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  return (
    <WaitingLinks
      title={t("packages:admin.pendingRefunds")}
      testId="pending-refund-links"
      links={refunds.map((r) => ({
        key: r.purchaseId,
        to: localePath("/admin/packages/:id", { id: r.packageId }),
        label: `${packageNameIn(lng, r)} · ${formatAmount(r.price)} CCT · ${r.buyer}`,
        requestedBy: r.requestedBy,
        createdAt: r.createdAt,
      }))}
    />
  );
}
