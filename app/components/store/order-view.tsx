import { Form, Link } from "react-router";

import { ConfirmForm, valueOf } from "~/components/confirm-form";
import { SubmitButton } from "~/components/forms";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { DetailList, Table, Td } from "~/components/ui/table";
import type { PayNowShown } from "~/domain/orders";
import { formatDateTime } from "~/lib/dates";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { translateKey } from "~/lib/i18n";
import { formatCoin, formatVnd } from "~/lib/money";
import type { OrderStatus } from "~/lib/order-status";
import { useTranslation } from "~/lib/use-translation";

import { OrderLinesTable, type SoldLine } from "./order-lines-table";

/** What the order pages pass in (the domain's orderDetail, serialised). */
export interface OrderViewData {
  order: {
    id: number;
    code: string;
    status: OrderStatus;
    name: string;
    phone: string;
    email: string;
    address: string;
    receivingArea: string;
    paymentMethod: string;
    totalUsd: bigint;
    totalVnd: bigint;
    totalCcm: bigint;
    createdAt: Date;
  };
  store?: { name: string; account: string; phoneNumber: string | null } | undefined;
  lines: SoldLine[];
  events: {
    id: number;
    actor: string | null;
    actorRole: string;
    from: OrderStatus | null;
    to: OrderStatus;
    note: string | null;
    at: Date;
  }[];
  /** A CCT-paid order's hold: held (pending), paid (posted to the store) or refunded (voided). */
  payment?: { state: "held" | "paid" | "refunded"; amount: bigint } | null;
  /** A bank-transfer order awaiting payment: the store's bank and the VietQR code (decision 187). */
  payNow?: PayNowShown | null;
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const tone: Record<OrderStatus, BadgeTone> = {
    pending: "warning",
    waiting: "info",
    confirmed: "success",
    delivery: "progress",
    cant_contact: "attention",
    completed: "strong",
    canceled: "neutral",
    rejected: "danger",
  };
  return (
    <Badge tone={tone[status]} testId="order-status">
      {t(`orders:status.${status}`)}
    </Badge>
  );
}

/** Moves that cannot be undone ask for confirmation first (decision 138). */
const irreversible: OrderStatus[] = ["canceled", "rejected"];

/**
 * One form per allowed next status (plain posts; `hidden` proves who the guest is on /check-order).
 * Cancelling and rejecting ask for confirmation. Beside "I have paid", cancelling is the quiet
 * second choice (decision 187).
 */
export function StatusActions({
  code,
  next,
  hidden = {},
}: {
  code: string;
  next: OrderStatus[];
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (next.length === 0) return null;
  const buyerPays = next.includes("waiting");
  const variantOf = (to: OrderStatus) =>
    to === "canceled" && buyerPays ? "secondary" : irreversible.includes(to) ? "danger" : "primary";
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid="order-actions">
      <h2 className="mb-3 font-semibold">{t("orders:detail.actions")}</h2>
      <div className="flex flex-wrap gap-3">
        {next.map((to) => {
          const label = translateKey(t, `orders:action.${to}`);
          const fields = (
            <>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="to" value={to} />
              {Object.entries(hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <label className="text-xs text-slate-600">
                <span className="sr-only">{t("orders:status_change.noteFor", { action: label })}</span>
                <input
                  name="note"
                  maxLength={500}
                  placeholder={t("orders:status_change.noteFor", { action: label })}
                  className="w-44 rounded border border-slate-300 px-2 py-1.5 text-sm"
                />
              </label>
              <SubmitButton variant={variantOf(to)} size={variantOf(to) === "secondary" ? "sm" : "md"} block={false}>
                {label}
              </SubmitButton>
            </>
          );
          if (!irreversible.includes(to)) {
            return (
              <Form method="post" key={to} className="flex items-end gap-2">
                {fields}
              </Form>
            );
          }
          return (
            <ConfirmForm
              key={to}
              confirmId={`status-${to}`}
              title={t(`orders:confirmStep.${to === "canceled" ? "canceled" : "rejected"}Title`)}
              confirmLabel={label}
              danger
              summary={(values) => (
                <>
                  <p>{t(`orders:confirmStep.${to === "canceled" ? "canceled" : "rejected"}`, { code })}</p>
                  {valueOf(values, "note") ? (
                    <p className="break-words">{t("orders:confirmStep.note", { note: valueOf(values, "note") })}</p>
                  ) : null}
                </>
              )}
              className="flex items-end gap-2"
            >
              {fields}
            </ConfirmForm>
          );
        })}
      </div>
    </section>
  );
}

/** A bank-transfer order still waiting for the buyer's payment. */
export function awaitsBankTransfer(detail: OrderViewData): boolean {
  return detail.order.status === "pending" && detail.order.paymentMethod === "bank_vnd";
}

/** `payer`: the reader is the buyer (or the guest checking their order), who gets "How to pay". */
export function OrderView({ detail, payer = true }: { detail: OrderViewData; payer?: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const { order, store, lines, events, payment, payNow } = detail;
  const rows: [string, string, React.ReactNode][] = [
    ["code", t("orders:detail.code"), order.code],
    ["status", t("orders:detail.status"), <StatusBadge key="s" status={order.status} />],
    ["created", t("orders:detail.createdAt"), formatDateTime(order.createdAt)],
    ["customer", t("orders:detail.customer"), order.name],
    ["phone", t("orders:detail.phone"), order.phone],
    ["email", t("orders:detail.email"), order.email],
    ["address", t("orders:detail.address"), order.address],
    ["area", t("orders:detail.area"), translateKey(t, `orders:area.${order.receivingArea}`)],
    ["payment", t("orders:detail.payment"), translateKey(t, `orders:payment.${order.paymentMethod}`)],
    ...(payment
      ? ([
          [
            "cct-payment",
            t("orders:detail.cctPayment"),
            t(`orders:cctPayment.${payment.state}`, { amount: formatCoin(payment.amount) }),
          ],
        ] as [string, string, string][])
      : []),
    [
      "store",
      t("orders:detail.store"),
      store ? (
        <Link
          key="l"
          to={localePath("/store/:account?", { account: store.account })}
          className="text-emerald-700 hover:underline"
        >
          {store.name}
        </Link>
      ) : (
        ""
      ),
    ],
  ];
  return (
    <div className="space-y-6" data-testid="order-view">
      <DetailList rows={rows} prefix="order-field" />
      {payer && awaitsBankTransfer(detail) && store && !payNow ? (
        <section className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900" data-testid="bank-details">
          <h2 className="mb-1 font-semibold">{t("orders:detail.bankTitle")}</h2>
          <p>
            {t(store.phoneNumber ? "orders:detail.bankText" : "orders:detail.bankTextNoPhone", {
              amount: formatVnd(order.totalVnd, lng),
              store: store.name,
              phone: store.phoneNumber,
              code: order.code,
            })}
          </p>
        </section>
      ) : null}
      <section>
        <h2 className="mb-2 text-lg font-semibold">{t("orders:detail.lines")}</h2>
        <OrderLinesTable lines={lines} total={order} testId="order" />
      </section>
      <section>
        <h2 className="mb-2 text-lg font-semibold">{t("orders:detail.timeline")}</h2>
        <Table
          testId="order-timeline"
          headers={[
            { label: t("orders:detail.when"), lead: true },
            t("orders:detail.who"),
            t("orders:detail.from"),
            { label: t("orders:detail.to"), lead: true },
            t("orders:detail.note"),
          ]}
        >
          {events.map((e) => (
            <tr key={e.id} data-testid="timeline-entry">
              <Td className="sm:whitespace-nowrap">{formatDateTime(e.at)}</Td>
              <Td>
                {e.actor ?? t("orders:detail.guest")} ({translateKey(t, `orders:role.${e.actorRole}`)})
              </Td>
              <Td>{e.from ? t(`orders:status.${e.from}`) : "—"}</Td>
              <Td testId="timeline-to">{t(`orders:status.${e.to}`)}</Td>
              <Td>{e.note ?? ""}</Td>
            </tr>
          ))}
        </Table>
      </section>
    </div>
  );
}
