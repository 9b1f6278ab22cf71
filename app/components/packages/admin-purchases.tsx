import { ConfirmForm, valueOf } from "~/components/confirm-form";
import { ErrorList, SubmitButton } from "~/components/forms";
import { Pager } from "~/components/pager";
import { ReasonInput } from "~/components/ui/field";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { Table, Td } from "~/components/ui/table";
import { Cct } from "~/components/wallet/ui";
import type { AdminPurchase, PendingRefund } from "~/domain/packages";
import { formatDateTime } from "~/lib/dates";
import { useLanguage } from "~/lib/hooks";
import { formatAmount } from "~/lib/money";
import { packagePurchaseStatuses } from "~/lib/packages";
import { packageNameIn } from "~/lib/product-names";
import type { SortOrder } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";

import { PurchaseStatus } from "./purchase-status";

/** What a refund form answered (the conform reply): its purchase and its errors. */
export interface RefundResult {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

/** Search by member and filter by status: a GET form (works without JavaScript). */
export function PurchaseFilters({ q, status }: { q: string; status: string }) {
  const { t } = useTranslation();
  return (
    <FilterBar testId="purchase-filters" keep={["sort", "packages_sort"]}>
      <FilterField label={t("packages:admin.search")}>
        <input type="search" name="q" defaultValue={q} maxLength={64} className={filterInput} />
      </FilterField>
      <FilterField label={t("packages:fields.status")}>
        <select name="status" defaultValue={status} className={filterInput}>
          <option value="">{t("packages:admin.all")}</option>
          {packagePurchaseStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`packages:status.${s}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <SubmitButton variant="secondary" size="md" block={false}>
        {t("packages:admin.filter")}
      </SubmitButton>
    </FilterBar>
  );
}

/**
 * The admins' purchases: buyer, package (its name when bought), price, the referrer's commission,
 * status; a purchase still "purchased" has a refund form (reason required), a plain POST, or, when
 * its refund waits for a second admin, that admin's confirm and reject forms (decision 288).
 */
export function AdminPurchases({
  list,
  sort,
  refundKey,
  result,
}: {
  list: { items: AdminPurchase[]; page: number; pages: number };
  /** The list's order (?sort=): its headers sort. */
  sort: SortOrder | null;
  /** The page's key: each row's form sends it with its purchase id. */
  refundKey: string;
  result?: RefundResult;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const failedId = String(result?.initialValue?.purchaseId ?? "");
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  if (list.items.length === 0) return <p className="text-sm text-slate-500">{t("packages:admin.noPurchases")}</p>;
  return (
    <>
      <Table
        testId="package-purchases"
        sort={sort}
        headers={[
          { label: t("packages:fields.date"), sort: "created", descFirst: true },
          { label: t("packages:fields.buyer"), sort: "buyer", lead: true },
          t("packages:fields.package"),
          { label: t("packages:fields.price"), sort: "price", descFirst: true },
          { label: t("packages:fields.referrer"), sort: "referrer" },
          { label: t("packages:fields.commission"), sort: "commission", descFirst: true },
          { label: t("packages:fields.status"), sort: "status", lead: true },
          { label: t("common:table.actions"), actions: true },
        ]}
      >
        {list.items.map((p) => (
          <tr key={p.id} data-testid={`purchase-${p.id}`}>
            <Td className="sm:whitespace-nowrap">{formatDateTime(p.createdAt)}</Td>
            <Td>
              {p.buyer.account}
              <p className="text-xs text-slate-500">{p.buyer.name}</p>
            </Td>
            <Td>{packageNameIn(lng, p)}</Td>
            <Td>
              <Cct value={p.price} />
            </Td>
            <Td>{p.referrer?.account ?? "—"}</Td>
            <Td>
              <Cct value={p.commission} /> <span className="text-xs text-slate-500">({p.commissionPercentage}%)</span>
              {p.status === "refunded" && p.commission !== "0" ? (
                <p className="text-xs text-slate-500">
                  {t("packages:admin.reclaimed", { amount: p.commissionReclaimed })}
                  {p.commissionShortfall !== "0" ? (
                    <span className="block text-red-700" data-testid="shortfall">
                      {t("packages:admin.shortfall", { amount: p.commissionShortfall })}
                    </span>
                  ) : null}
                </p>
              ) : null}
            </Td>
            <Td>
              <PurchaseStatus status={p.status} />
              {p.refundReason ? <p className="mt-1 text-xs text-slate-500">{p.refundReason}</p> : null}
              {p.refundedBy ? (
                <p className="text-xs text-slate-500">{t("packages:admin.refundedBy", { account: p.refundedBy })}</p>
              ) : null}
            </Td>
            <Td>
              {p.refundRequest ? (
                <PendingRefundForms purchase={p} request={p.refundRequest} />
              ) : p.status === "purchased" ? (
                <ConfirmForm
                  confirmId={`refund-${p.id}`}
                  title={t("packages:confirmStep.refundTitle")}
                  confirmLabel={t("packages:admin.refund")}
                  danger
                  summary={(values) => (
                    <>
                      <p>
                        {t("packages:confirmStep.refund", {
                          account: p.buyer.account,
                          name: packageNameIn(lng, p),
                          price: formatAmount(p.price),
                        })}
                      </p>
                      <p className="break-words">{t("packages:confirmStep.reason", { reason: valueOf(values, "reason") })}</p>
                    </>
                  )}
                  className="flex min-w-56 gap-1"
                  data-testid={`refund-${p.id}`}
                >
                  <input type="hidden" name="intent" value="refund" />
                  <input type="hidden" name="purchaseId" value={p.id} />
                  <input type="hidden" name="idempotencyKey" value={`${refundKey}-${p.id}`} />
                  <ReasonInput label={t("packages:fields.reason")} maxLength={500} />
                  <SubmitButton variant="danger" size="sm" block={false}>
                    {t("packages:admin.refund")}
                  </SubmitButton>
                </ConfirmForm>
              ) : null}
              {failedId === String(p.id) ? <ErrorList errors={errors} /> : null}
            </Td>
          </tr>
        ))}
      </Table>
      <Pager page={list.page} pages={list.pages} />
    </>
  );
}

/**
 * A refund waiting for a second admin: who asked, why, what the referrer could not give back then;
 * confirm (another admin than the one who asked: the server says who may) or reject with a reason.
 */
function PendingRefundForms({ purchase: p, request }: { purchase: AdminPurchase; request: PendingRefund }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <div className="min-w-56 space-y-2 text-xs" data-testid={`refund-request-${p.id}`}>
      <p className="font-medium text-amber-800">{t("packages:admin.refundRequested", { account: request.requestedBy })}</p>
      <p className="break-words text-slate-500">{request.reason}</p>
      <p className="text-red-700">{t("packages:admin.requestShortfall", { amount: request.shortfall })}</p>
      <ConfirmForm
        confirmId={`confirm-refund-${p.id}`}
        title={t("packages:confirmStep.confirmRefundTitle")}
        confirmLabel={t("packages:admin.confirmRefund")}
        danger
        summary={() => (
          <p>
            {t("packages:confirmStep.confirmRefund", {
              account: p.buyer.account,
              name: packageNameIn(lng, p),
              price: formatAmount(p.price),
              shortfall: formatAmount(request.shortfall),
            })}
          </p>
        )}
        data-testid={`confirm-refund-${p.id}`}
      >
        <input type="hidden" name="intent" value="confirm-refund" />
        <input type="hidden" name="purchaseId" value={p.id} />
        <SubmitButton variant="danger" size="sm" block={false}>
          {t("packages:admin.confirmRefund")}
        </SubmitButton>
      </ConfirmForm>
      <ConfirmForm
        confirmId={`reject-refund-${p.id}`}
        title={t("packages:confirmStep.rejectRefundTitle")}
        confirmLabel={t("packages:admin.rejectRefund")}
        summary={(values) => (
          <p className="break-words">{t("packages:confirmStep.reason", { reason: valueOf(values, "reason") })}</p>
        )}
        className="flex gap-1"
        data-testid={`reject-refund-${p.id}`}
      >
        <input type="hidden" name="intent" value="reject-refund" />
        <input type="hidden" name="purchaseId" value={p.id} />
        <ReasonInput label={t("wallet:fields.reason")} maxLength={500} />
        <SubmitButton variant="secondary" size="sm" block={false}>
          {t("packages:admin.rejectRefund")}
        </SubmitButton>
      </ConfirmForm>
    </div>
  );
}
