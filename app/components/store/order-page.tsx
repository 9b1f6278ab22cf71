import type { SubmissionResult } from "@conform-to/react";
import { Link, useLocation } from "react-router";

import { ErrorList } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { isConfirmationStep } from "~/lib/confirm";
import { useLocalePath } from "~/lib/hooks";
import { stripLanguage } from "~/lib/i18n";
import type { OrderStatus } from "~/lib/order-status";
import { useTranslation } from "~/lib/use-translation";

import { AwaitingPaymentCard } from "./awaiting-payment";
import { awaitsBankTransfer, OrderView, StatusActions, type OrderViewData } from "./order-view";
import { PayNowCard } from "./pay-now";

/**
 * An order page: title, the refusal of the last status change (if any), how to pay (the buyer) or
 * that the buyer was asked to pay (the store's side), actions, the order.
 */
export function OrderPage({
  detail,
  next,
  actionData,
  hidden,
  payer = true,
}: {
  detail: OrderViewData;
  next: OrderStatus[];
  actionData?: SubmissionResult<string[]> | unknown;
  hidden?: Record<string, string>;
  /** The reader is the buyer, to whom the payment instructions are addressed. */
  payer?: boolean;
}) {
  const { t } = useTranslation();
  const result = isConfirmationStep(actionData) ? undefined : (actionData as SubmissionResult<string[]> | undefined);
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  const localePath = useLocalePath();
  // The contract beside the order: the back office's in the back office, the members' elsewhere.
  const admin = stripLanguage(useLocation().pathname).startsWith("/admin/");
  const id = detail.order.id;
  const contract = admin ? localePath("/admin/orders/:id/contract", { id }) : localePath("/orders/:id?/contract", { id });
  return (
    <section className="max-w-5xl space-y-6">
      <PageTitle title={t("orders:detail.title", { code: detail.order.code })} />
      <ErrorList errors={errors} />
      <Link to={contract} className={buttonClass({ variant: "secondary", size: "sm" })} data-testid="order-contract-link">
        {t("contracts:contract.link")}
      </Link>
      {payer && detail.payNow?.qrSvg ? (
        <PayNowCard payNow={{ ...detail.payNow, qrSvg: detail.payNow.qrSvg }} code={detail.order.code} />
      ) : null}
      {!payer && awaitsBankTransfer(detail) ? (
        <AwaitingPaymentCard code={detail.order.code} amountVnd={detail.order.totalVnd} payNow={detail.payNow ?? null} />
      ) : null}
      <StatusActions code={detail.order.code} next={next} hidden={hidden} />
      <OrderView detail={detail} payer={payer} />
    </section>
  );
}
