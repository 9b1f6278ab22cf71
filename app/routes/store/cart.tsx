import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation } from "react-router";

import { ErrorList, InputField, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup, useAreaOptions } from "~/components/store/order-form-fields";
import { Prices } from "~/components/store/prices";
import { Table, TotalRow } from "~/components/ui/table";
import { applyCartOp, discountFlag, priceCart, type CartNotice } from "~/domain/cart.server";
import { DomainError } from "~/domain/errors";
import { memberBalance } from "~/domain/ledger.server";
import { placeOrder } from "~/domain/orders.server";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { localHref, translateKey } from "~/lib/i18n";
import { formatCoin, formatVnd } from "~/lib/money";
import { positiveId } from "~/lib/params";
import { cartOpSchema, checkoutSchema } from "~/lib/schemas/store";
import { newIdempotencyKey } from "~/lib/wallet";
import { getUser, safeRedirect } from "~/utils/auth.server";
import { cartCookieHeader, readCartCookie } from "~/utils/cookies.server";
import { replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { getLanguage } from "~/utils/i18n.server";
import { mailContext } from "~/utils/mail-context.server";
import { redirectWithToast } from "~/utils/toast.server";

import type { Route } from "./+types/cart";
import { rememberGuestOrder } from "./guest-orders.server";
import { storeFront } from "./store-front.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const store = await storeFront(params.account, context);
  const user = await getUser({ request, context });
  const priced = await priceCart(store.id, readCartCookie(request, store.account), await discountFlag(user));
  // Quantities the last change had to lower (?capped=id,id) are named here, with the stock left.
  const capped = (new URL(request.url).searchParams.get("capped") ?? "").split(",").map(positiveId);
  const notices: CartNotice[] = [
    ...priced.notices,
    ...priced.lines
      .filter((l) => capped.includes(l.product.id))
      .map((l) => ({ key: "store:cart.capped", params: { name: l.product.name, stock: l.product.quantity } })),
  ];
  const headers = priced.changed ? { "Set-Cookie": cartCookieHeader(store.account, priced.cart) } : undefined;
  return data(
    {
      store,
      lines: priced.lines,
      totals: priced.totals,
      // The discount flag: the percentage of the shopper's card, or null (off).
      cardDiscount: typeof priced.discount === "object" ? priced.discount.card : null,
      notices,
      idempotencyKey: newIdempotencyKey(),
      buyer: user ? { name: user.name, email: user.email, phone: user.phoneNumber ?? "", address: user.address ?? "" } : null,
      // The CCT balance option: signed-in users, not in their own store.
      cctAvailable: user && user.id !== store.id ? (await memberBalance(user.id)).available : null,
    },
    { headers },
  );
}

/** Cart changes (add, set, remove, clear) and the checkout, all plain form posts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const store = await storeFront(params.account, context);
  const cartPath = localHref(lng, "/store/:account?/cart", { account: store.account });
  const formData = await request.formData();
  const cart = readCartCookie(request, store.account);

  if (formData.get("intent") === "checkout") {
    const submission = parseWithZod(formData, { schema: checkoutSchema });
    if (submission.status !== "success") return replyInvalid(submission);
    const user = await getUser({ request, context });
    try {
      const order = await placeOrder({
        storeId: store.id,
        cart,
        buyer: user,
        input: submission.value,
        discount: await discountFlag(user),
        mail: mailContext(request, context),
      });
      const headers = new Headers({ "Set-Cookie": cartCookieHeader(store.account, {}) });
      if (user)
        return redirectWithToast(
          localHref(lng, "/user-orders/:id?", { id: order.id }),
          { type: "success", message: "orders:checkout.placed" },
          { headers },
        );
      headers.append("Set-Cookie", await rememberGuestOrder(request, order.id));
      return redirectWithToast(
        `${localHref(lng, "/check-order")}?code=${encodeURIComponent(order.code)}`,
        { type: "success", message: "orders:checkout.placed" },
        { headers },
      );
    } catch (error) {
      return replyWithDomainError(submission, error);
    }
  }

  const submission = parseWithZod(formData, { schema: cartOpSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const op = submission.value;
  try {
    const result = await applyCartOp(
      store.id,
      cart,
      op.intent === "clear"
        ? { op: "clear" }
        : op.intent === "remove"
          ? { op: "remove", product_id: op.productId }
          : op.intent === "add"
            ? { op: "add", product_id: op.productId, quantity: op.quantity, seen: op.seen }
            : { op: "set", product_id: op.productId, quantity: op.quantity },
    );
    const headers = { "Set-Cookie": cartCookieHeader(store.account, result.cart) };
    // One message per event: the cart page's notice names the product and the stock left (no toast).
    if (result.notices.length > 0 && op.intent !== "clear" && op.intent !== "remove") {
      return redirect(`${cartPath}?capped=${op.productId}`, { headers });
    }
    const back = op.intent === "add" ? safeRedirect(op.redirectTo, cartPath) : cartPath;
    const message =
      op.intent === "add"
        ? "store:cart.added"
        : op.intent === "clear"
          ? "store:cart.cleared"
          : op.intent === "remove"
            ? "store:cart.removed"
            : "store:cart.updated";
    return redirectWithToast(back, { type: "success", message }, { headers });
  } catch (error) {
    if (error instanceof DomainError) return redirectWithToast(cartPath, { type: "error", message: error.message });
    throw error;
  }
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const location = useLocation();
  const { store, lines, totals, notices, buyer, idempotencyKey, cctAvailable, cardDiscount } = loaderData;
  const payments = [{ value: "bank_vnd", label: t("orders:payment.bank_vnd") }];
  if (cctAvailable !== null) payments.push({ value: "cct", label: t("orders:payment.cct") });
  const areas = useAreaOptions();
  const checkoutResult =
    actionData && "initialValue" in actionData && actionData.initialValue?.intent === "checkout" ? actionData : undefined;
  const [form, fields] = useForm({
    lastResult: checkoutResult,
    constraint: getZodConstraint(checkoutSchema),
    defaultValue: { ...buyer, receiving_area: "AT_HOME", payment_method: "bank_vnd" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema }),
  });
  return (
    <section className="space-y-6">
      <PageTitle title={t("store:cart.title")} />
      {notices.length > 0 ? (
        <div role="alert">
          <ul className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="cart-notices">
            {notices.map((n) => (
              <li key={`${n.key}-${n.params.name}`}>{translateKey(t, n.key, n.params)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {cardDiscount !== null ? (
        <p className="rounded border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="cart-discount">
          {t("cards:cart.discountOn", { percentage: cardDiscount })}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <div className="space-y-2" data-testid="cart-empty">
          <p className="text-slate-600">{t("store:cart.empty")}</p>
          <Link
            to={localePath("/store/:account?/products", { account: store.account })}
            className="text-emerald-700 hover:underline"
          >
            {t("store:cart.browse")}
          </Link>
        </div>
      ) : (
        <>
          <Table
            testId="cart-table"
            headers={[
              t("store:cart.product"),
              t("store:cart.unitPrice"),
              t("store:cart.quantity"),
              t("store:cart.lineTotal"),
              <span key="r" className="sr-only">
                {t("store:cart.remove")}
              </span>,
            ]}
            footer={
              <TotalRow label={t("store:cart.total")} span={3} valueSpan={2}>
                <Prices usd={totals.usd} vnd={totals.vnd} ccm={totals.ccm} testId="cart-total" />
              </TotalRow>
            }
          >
            {lines.map((line) => (
              <tr key={line.product.id} className="border-t border-slate-100" data-testid="cart-line">
                <td className="p-3 font-medium" data-testid="cart-line-name">
                  {line.product.name}
                </td>
                <td className="p-3">
                  <Prices usd={line.product.price} vnd={line.product.vnd_to_pay} ccm={line.product.ccm_to_pay} />
                </td>
                <td className="p-3">
                  <Form method="post" className="flex items-center gap-2" noValidate>
                    <input type="hidden" name="intent" value="set" />
                    <input type="hidden" name="productId" value={line.product.id} />
                    <input
                      type="number"
                      name="quantity"
                      min={1}
                      max={line.product.quantity}
                      defaultValue={line.quantity}
                      // A new page (each answer to a cart post) shows the cart's quantity, not what was typed.
                      key={`${line.quantity}:${location.key}`}
                      aria-label={t("store:cart.quantityOf", { name: line.product.name })}
                      className="w-20 rounded border border-slate-300 px-2 py-1"
                    />
                    <SubmitButton variant="secondary" size="sm" block={false}>
                      {t("store:cart.update")}
                    </SubmitButton>
                  </Form>
                </td>
                <td className="p-3">
                  <Prices usd={line.totals.usd} vnd={line.totals.vnd} ccm={line.totals.ccm} testId="cart-line-total" />
                  {line.discount > 0 ? (
                    <span className="text-xs text-emerald-700" data-testid="cart-line-discount">
                      {t("cards:cart.lineDiscount", { percentage: line.discount })}
                    </span>
                  ) : null}
                </td>
                <td className="p-3">
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="productId" value={line.product.id} />
                    <SubmitButton variant="secondary" size="sm" block={false}>
                      {t("store:cart.remove")}
                    </SubmitButton>
                  </Form>
                </td>
              </tr>
            ))}
          </Table>
          <Form method="post">
            <input type="hidden" name="intent" value="clear" />
            <SubmitButton variant="secondary" size="sm" block={false}>
              {t("store:cart.clear")}
            </SubmitButton>
          </Form>
          <div className="max-w-xl rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="mb-4 text-lg font-semibold">{t("orders:checkout.title")}</h2>
            <Form method="post" {...getFormProps(form)} data-testid="checkout-form">
              <input type="hidden" name="intent" value="checkout" />
              <input type="hidden" name="idempotency_key" value={idempotencyKey} />
              <InputField label={t("orders:checkout.name")} meta={fields.name} type="text" autoComplete="name" />
              <InputField label={t("orders:checkout.phone")} meta={fields.phone} type="tel" autoComplete="tel" />
              <InputField label={t("orders:checkout.email")} meta={fields.email} type="email" autoComplete="email" />
              <InputField label={t("orders:checkout.address")} meta={fields.address} type="text" autoComplete="street-address" />
              <RadioGroup meta={fields.receiving_area} label={t("orders:checkout.area")} options={areas} />
              <RadioGroup meta={fields.payment_method} label={t("orders:checkout.payment")} options={payments} />
              {cardDiscount !== null ? (
                <p className="mb-4 text-sm text-emerald-800" data-testid="checkout-discount">
                  {t("cards:cart.checkoutDiscount", { percentage: cardDiscount, total: formatVnd(totals.vnd, lng) })}
                </p>
              ) : null}
              {cctAvailable !== null ? (
                <p className="-mt-2 mb-4 text-sm text-slate-600" data-testid="checkout-cct-info">
                  {t("orders:checkout.cctInfo", { available: formatCoin(cctAvailable), total: formatCoin(totals.ccm) })}
                </p>
              ) : null}
              <ErrorList id={form.errorId} errors={form.errors} />
              <SubmitButton>{t("orders:checkout.submit")}</SubmitButton>
            </Form>
          </div>
        </>
      )}
    </section>
  );
}
