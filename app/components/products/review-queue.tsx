import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton, useErrorText } from "~/components/forms";
import { ProductState } from "~/components/products/product-state";
import { WaitingAge } from "~/components/products/waiting-age";
import { Prices } from "~/components/store/prices";
import { ProductImage } from "~/components/store/product-image";
import { Table, Td } from "~/components/ui/table";
import type { BulkApproval, ReviewedProduct } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import type { SortOrder } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";

const isWaiting = (p: ReviewedProduct) => p.status === "waiting" || p.revisionState === "waiting";

/** What the admin is asked to approve: the waiting change's picture and category, else the product's own. */
function shown(p: ReviewedProduct) {
  const change = p.revisionState === "waiting" ? p.revision : null;
  return {
    name: change?.name ?? p.name,
    thumbnail: change ? change.thumbnail : p.thumbnail,
    category: change ? p.proposedCategoryName : p.categoryName,
  };
}

/**
 * The moderation queue: each request with its picture, store, category and age; the waiting ones
 * ticked and approved together with "Approve selected" (one form, no JavaScript needed; decision 215).
 */
export function ReviewQueue({
  items,
  sort,
  now,
  result,
}: {
  items: ReviewedProduct[];
  sort: SortOrder | null;
  now: number;
  result: SubmissionResult | undefined;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const waiting = items.filter(isWaiting).length;
  const idsError = result?.error?.ids;
  return (
    <Form method="post" className="space-y-3" data-testid="bulk-approve">
      {waiting > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton size="md" block={false} data-testid="approve-selected">
            {t("products:review.approveSelected")}
          </SubmitButton>
          <ErrorList id="bulk-errors" errors={idsError} />
        </div>
      ) : null}
      <Table
        testId="review-queue"
        sort={sort}
        headers={[
          { label: t("products:fields.name"), sort: "name", lead: true },
          { label: t("products:fields.store"), sort: "store" },
          t("products:fields.category"),
          { label: t("products:fields.prices"), sort: "price", descFirst: true },
          t("products:review.waitedFor"),
          { label: t("products:fields.status"), sort: "status", lead: true },
          { label: t("common:table.actions"), actions: true },
        ]}
      >
        {items.map((p) => {
          const s = shown(p);
          const open = localePath("/admin/user-products/:id?", { id: p.id });
          return (
            <tr key={p.id} data-testid="review-row">
              <Td className="font-medium">
                <div className="flex items-center gap-2">
                  {isWaiting(p) ? (
                    <input
                      type="checkbox"
                      name="ids"
                      value={p.id}
                      aria-label={t("products:review.select", { name: s.name })}
                      className="size-5 shrink-0 accent-emerald-700"
                      data-testid="select-product"
                    />
                  ) : null}
                  <ProductImage src={s.thumbnail} alt="" sizes="64px" className="h-12 w-16 shrink-0 rounded" />
                  <Link to={open} className="min-w-0 break-words hover:underline">
                    {s.name}
                  </Link>
                </div>
              </Td>
              <Td>
                <span className="block">{p.storeName}</span>
                <span className="text-xs text-slate-500">@{p.account}</span>
              </Td>
              <Td testId="review-category">{s.category ?? t("products:fields.noCategory")}</Td>
              <Td>
                <Prices {...p.units} />
              </Td>
              <Td>{isWaiting(p) ? <WaitingAge since={p.submittedAt} now={now} bare /> : null}</Td>
              <Td>
                <ProductState product={p} />
              </Td>
              <Td>
                <Link to={open} className="text-emerald-700 hover:underline">
                  {t("products:review.open")}
                </Link>
              </Td>
            </tr>
          );
        })}
      </Table>
    </Form>
  );
}

/** What the last "Approve selected" did, and what it skipped and why (a product is decided once). */
export function BulkReport({ report }: { report: BulkApproval }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm" data-testid="bulk-report">
      <p className="font-medium text-emerald-900" data-testid="bulk-approved">
        {report.approved.length === 0
          ? t("products:review.bulkNoneApproved")
          : t("products:review.bulkApproved", { count: report.approved.length })}
      </p>
      {report.skipped.length > 0 ? (
        <div className="mt-2 text-slate-800" data-testid="bulk-skipped">
          <p>{t("products:review.bulkSkipped", { count: report.skipped.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {report.skipped.map((s) => (
              <li key={s.id}>
                {s.name ?? `#${s.id}`}: {errorText(s.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
