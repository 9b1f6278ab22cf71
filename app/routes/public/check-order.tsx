import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/use-translation";
import { Form, redirect } from "react-router";
import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { OrderPlaced } from "~/components/store/order-placed";
import { OrderView, StatusActions } from "~/components/store/order-view";
import { PayNowCard } from "~/components/store/pay-now";
import { DomainError } from "~/lib/errors";
import {
  changeOrderStatus,
  checkOrderLimit,
  findOrderByCodeAndPhone,
  getOrder,
  orderDetail,
  orderDetailFor,
} from "~/domain/orders";
import { enforce } from "~/domain/accounts";
import { isConfirmationStep } from "~/lib/confirm";
import { nextStatuses } from "~/lib/order-status";
import { checkOrderSchema, statusChangeSchema } from "~/lib/schemas/store";
import { getUser } from "~/utils/auth.server";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { clientIp } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { guestOrderIds, rememberGuestOrder } from "../store/guest-orders.server";
import type { Route } from "./+types/check-order";
import { noindexHandle } from "~/lib/seo";


/** Not for search results (decision 244). */
export const handle = noindexHandle;

/** With ?code=, the order this browser placed or already looked up (the signed guest_orders cookie). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const code = url.searchParams.get("code")?.trim() ?? "";
  // ?placed=1: the checkout just sent the guest here — the order confirmation (decision 146).
  const placed = url.searchParams.get("placed") === "1";
  if (!code) return { code, detail: null, placed: false };
  const ids = await guestOrderIds(request);
  for (const id of ids) {
    const order = await getOrder(id).catch(() => null);
    if (order && order.code.toUpperCase() === code.toUpperCase()) {
      // The guest who placed it is its payer: the VietQR code is drawn for them.
      // Whoever holds the code and the phone is the buyer: the payment is theirs to make.
      return { code, detail: await orderDetailFor(await orderDetail(order), getLanguage(context), true), placed };
    }
  }
  return { code, detail: null, placed: false };
}

/**
 * `lookup`: code + phone (rate-limited per address; the same answer for an unknown code and a wrong
 * phone). `status`: the buyer marks the order paid or cancels it, proving it with code + phone.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const status = formData.get("intent") === "status";
  return formAction(formData, {
    schema: checkOrderSchema,
    confirm: true,
    run: async ({ code, phone }) => {
      // Every use of a code and a phone counts, or the status form becomes an unlimited oracle.
      await enforce([`check-order:ip:${clientIp(request)}`], checkOrderLimit);
      if (!status) return findOrderByCodeAndPhone(code, phone);
      const change = statusChangeSchema.safeParse(Object.fromEntries(formData));
      if (!change.success) throw new DomainError("validation:required", 422);
      const order = await findOrderByCodeAndPhone(code, phone);
      await changeOrderStatus({
        orderId: order.id,
        to: change.data.to,
        actors: ["buyer"],
        by: await getUser({ request, context }),
        note: change.data.note,
      });
      return order;
    },
    // A lookup shows the order without a toast; a status change says it was made.
    reply: async (order) => {
      const to = `${url.pathname}?code=${encodeURIComponent(order.code)}`;
      const headers = { "Set-Cookie": await rememberGuestOrder(request, order.id) };
      return status
        ? redirectWithToast(to, { type: "success", message: "orders:status_change.done" }, { headers })
        : redirect(to, { headers });
    },
  });
}

export default function CheckOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { code, detail, placed } = loaderData;
  const [form, fields] = useForm({
    lastResult: isConfirmationStep(actionData) ? undefined : actionData,
    constraint: getZodConstraint(checkOrderSchema),
    defaultValue: { code },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkOrderSchema }),
  });
  return (
    <section className="space-y-6">
      <PageTitle title={t("orders:check.title")} />
      {detail && placed ? <OrderPlaced code={detail.order.code} email={detail.order.email} /> : null}
      {detail ? (
        <div className="space-y-6">
          <h2 className="text-xl font-semibold" data-testid="checked-order-code">
            {t("orders:detail.title", { code: detail.order.code })}
          </h2>
          <ErrorList errors={form.errors} />
          {detail.payNow?.qrSvg ? <PayNowCard payNow={{ ...detail.payNow, qrSvg: detail.payNow.qrSvg }} code={detail.order.code} /> : null}
          <StatusActions code={detail.order.code} next={nextStatuses(detail.order.status, ["buyer"])} hidden={{ code: detail.order.code, phone: detail.order.phone }} />
          <OrderView detail={detail} />
        </div>
      ) : null}
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <p className="mb-4 text-sm text-slate-600">{t("orders:check.intro")}</p>
        <Form method="post" {...getFormProps(form)} data-testid="check-order-form">
          <input type="hidden" name="intent" value="lookup" />
          <InputField label={t("orders:check.code")} meta={fields.code} type="text" />
          <InputField label={t("orders:check.phone")} meta={fields.phone} type="tel" autoComplete="tel" />
          {detail ? null : <ErrorList id={form.errorId} errors={form.errors} />}
          <SubmitButton>{t("orders:check.submit")}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}
