import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useLocation } from "react-router";

import { ErrorList, InputField, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup, useAreaOptions } from "~/components/store/order-form-fields";
import { Prices } from "~/components/store/prices";
import { ProductImage } from "~/components/store/product-image";
import { applyCartOp, discountFlag, priceCart, type CartNotice } from "~/domain/cart.server";
import { placeOrder } from "~/domain/checkout.server";
import { DomainError } from "~/domain/errors";
import { memberBalance } from "~/domain/ledger.server";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { localHref, translateKey } from "~/lib/i18n";
import { formatCoin, formatUsd, formatVnd } from "~/lib/money";
import { positiveId } from "~/lib/params";
import { cartOpSchema, checkoutSchema } from "~/lib/schemas/store";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
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
  const priced = await priceCart(
    store.id,
    readCartCookie(request, store.account),
    await discountFlag(user),
    getLanguage(context),
  );
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
        // The confirmation (decision 146): the check-order page, told that this browser just placed it.
        `${localHref(lng, "/check-order")}?code=${encodeURIComponent(order.code)}&placed=1`,
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
  const productsPath = localePath("/store/:account?/products", { account: store.account });
  const productPath = (id: number) => localePath("/store/:account?/products/:id", { account: store.account, id });
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
          <Link to={productsPath} className="text-emerald-700 hover:underline">
            {t("store:cart.browse")}
          </Link>
        </div>
      ) : (
        // Phones: lines, summary, form, one under the other; wide screens: the summary beside them (decision 146).
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-3 lg:col-start-1 lg:row-start-1">
            <CartLines lines={lines} productPath={productPath} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Link to={productsPath} className="text-sm font-medium text-emerald-800 hover:underline">
                {t("storefront:cart.continue")}
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="clear" />
                <SubmitButton variant="secondary" size="sm" block={false}>
                  {t("store:cart.clear")}
                </SubmitButton>
              </Form>
            </div>
          </div>
          <OrderSummary lines={lines} totals={totals} productPath={productPath} />
          <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 lg:col-start-1 lg:row-start-2">
            <h2 className="mb-4 text-lg font-semibold">{t("orders:checkout.title")}</h2>
            <Form method="post" {...getFormProps(form)} className="max-w-xl" data-testid="checkout-form">
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
        </div>
      )}
    </section>
  );
}

type Line = Route.ComponentProps["loaderData"]["lines"][number];

/**
 * The lines: a table on wide screens; below 640 px each line is a card (thumbnail and name, unit
 * price and Remove, quantity and line total), so nothing is off-screen and nothing scrolls sideways.
 */
function CartLines({ lines, productPath }: { lines: Line[]; productPath: (id: number) => string }) {
  const { t } = useTranslation();
  const th = "bg-slate-50 px-3 py-2 text-xs font-medium text-slate-500 uppercase";
  const phoneLabel = "mb-1 block text-xs font-medium text-slate-500 uppercase sm:hidden";
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm max-sm:block" data-testid="cart-table">
        <thead className="max-sm:sr-only">
          <tr>
            <th className={th}>{t("store:cart.product")}</th>
            <th className={th}>{t("store:cart.unitPrice")}</th>
            <th className={th}>{t("store:cart.quantity")}</th>
            <th className={th}>{t("store:cart.lineTotal")}</th>
            <th className={th}>
              <span className="sr-only">{t("store:cart.remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {lines.map((line) => {
            const { product } = line;
            return (
              <tr
                key={product.id}
                className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-3 max-sm:p-3"
                data-testid="cart-line"
              >
                <td className="p-3 align-top max-sm:col-span-2 max-sm:p-0">
                  <div className="flex items-center gap-3">
                    <Link to={productPath(product.id)} className="shrink-0" tabIndex={-1} aria-hidden="true">
                      <ProductImage
                        src={product.thumbnail}
                        alt=""
                        sizes="80px"
                        className="h-15 w-20 rounded border border-slate-200"
                      />
                    </Link>
                    <Link
                      to={productPath(product.id)}
                      className="font-medium break-words text-slate-900 hover:text-emerald-700"
                      data-testid="cart-line-name"
                    >
                      {product.name}
                    </Link>
                  </div>
                </td>
                <td className="p-3 align-top max-sm:p-0">
                  <span className={phoneLabel} aria-hidden="true">
                    {t("store:cart.unitPrice")}
                  </span>
                  <Prices usd={product.price} vnd={product.vnd_to_pay} ccm={product.ccm_to_pay} />
                </td>
                <td className="p-3 align-top max-sm:row-start-3 max-sm:p-0">
                  <span className={phoneLabel} aria-hidden="true">
                    {t("store:cart.quantity")}
                  </span>
                  <QuantityStepper line={line} />
                </td>
                <td className="p-3 align-top max-sm:row-start-3 max-sm:p-0 max-sm:text-right">
                  <span className={phoneLabel} aria-hidden="true">
                    {t("store:cart.lineTotal")}
                  </span>
                  <Prices
                    usd={line.totals.usd}
                    vnd={line.totals.vnd}
                    ccm={line.totals.ccm}
                    className="max-sm:items-end"
                    testId="cart-line-total"
                  />
                  {line.discount > 0 ? (
                    <span className="text-xs text-emerald-700" data-testid="cart-line-discount">
                      {t("cards:cart.lineDiscount", { percentage: line.discount })}
                    </span>
                  ) : null}
                </td>
                <td className="p-3 align-top max-sm:col-start-2 max-sm:row-start-2 max-sm:p-0 max-sm:text-right">
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="productId" value={product.id} />
                    <SubmitButton variant="secondary" size="sm" block={false} data-testid="cart-line-remove">
                      {t("store:cart.remove")}
                      <span className="sr-only"> {product.name}</span>
                    </SubmitButton>
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * − and + set the quantity one lower or higher (plain forms: no JavaScript needed, and a double
 * click sets the same number twice instead of adding twice); the field and Update set any number.
 */
function QuantityStepper({ line }: { line: Line }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { product, quantity } = line;
  const form = (suffix: string) => `cart-${product.id}-${suffix}`;
  const step =
    "flex w-9 items-center justify-center text-lg font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300";
  const hidden = (value: number, suffix: string) => (
    <Form method="post" id={form(suffix)} className="hidden">
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value={value} />
    </Form>
  );
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="quantity-stepper">
      <Form method="post" id={form("set")} className="hidden" noValidate>
        <input type="hidden" name="intent" value="set" />
        <input type="hidden" name="productId" value={product.id} />
      </Form>
      {hidden(quantity - 1, "down")}
      {hidden(quantity + 1, "up")}
      <div className="inline-flex h-9 items-stretch overflow-hidden rounded border border-slate-300 bg-white">
        <button type="submit" form={form("down")} disabled={quantity <= 1} className={step} data-testid="quantity-down">
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t("storefront:cart.decrease", { name: product.name })}</span>
        </button>
        <input
          form={form("set")}
          type="number"
          name="quantity"
          min={1}
          max={product.quantity}
          defaultValue={quantity}
          // A new page (each answer to a cart post) shows the cart's quantity, not what was typed.
          key={`${quantity}:${location.key}`}
          aria-label={t("store:cart.quantityOf", { name: product.name })}
          className="w-14 border-x border-slate-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="submit"
          form={form("up")}
          disabled={quantity >= product.quantity}
          className={step}
          data-testid="quantity-up"
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t("storefront:cart.increase", { name: product.name })}</span>
        </button>
      </div>
      <SubmitButton variant="secondary" size="sm" block={false} form={form("set")}>
        {t("store:cart.update")}
      </SubmitButton>
    </div>
  );
}

/** Beside the checkout form: what is being ordered and the totals in USD, đồng and CCT. */
function OrderSummary({
  lines,
  totals,
  productPath,
}: {
  lines: Line[];
  totals: Route.ComponentProps["loaderData"]["totals"];
  productPath: (id: number) => string;
}) {
  const { t } = useTranslation();
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <aside
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="mb-3 text-lg font-semibold">
        {t("storefront:cart.summary")}
      </h2>
      <ul className="mb-4 space-y-3">
        {lines.map((line) => (
          <li key={line.product.id} className="flex items-center gap-3 text-sm" data-testid="summary-line">
            <ProductImage
              src={line.product.thumbnail}
              alt=""
              sizes="56px"
              className="h-10 w-14 shrink-0 rounded border border-slate-200"
            />
            <Link to={productPath(line.product.id)} className="min-w-0 flex-1 break-words text-slate-800 hover:underline">
              {t("storefront:cart.summaryLine", { name: line.product.name, quantity: line.quantity })}
            </Link>
            <span className="shrink-0 font-medium">{formatUsd(line.totals.usd)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t("storefront:cart.items")}</dt>
          <dd data-testid="summary-count">{count}</dd>
        </div>
        <div className="flex items-start justify-between gap-3">
          <dt className="font-semibold">{t("store:cart.total")}</dt>
          <dd>
            <Prices usd={totals.usd} vnd={totals.vnd} ccm={totals.ccm} className="items-end text-right" testId="cart-total" />
          </dd>
        </div>
      </dl>
    </aside>
  );
}
