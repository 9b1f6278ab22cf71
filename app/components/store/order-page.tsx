import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";

import { ErrorList } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import type { OrderStatus } from "~/lib/order-status";

import { OrderView, StatusActions, type OrderViewData } from "./order-view";

/** An order page: title, the refusal of the last status change (if any), actions, the order. */
export function OrderPage({
  detail,
  next,
  actionData,
  hidden,
}: {
  detail: OrderViewData;
  next: OrderStatus[];
  actionData?: SubmissionResult<string[]> | unknown;
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const result = actionData as SubmissionResult<string[]> | undefined;
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  return (
    <section className="max-w-5xl space-y-6">
      <PageTitle title={t("orders:detail.title", { code: detail.order.code })} />
      <ErrorList errors={errors} />
      <StatusActions next={next} hidden={hidden} />
      <OrderView detail={detail} />
    </section>
  );
}
