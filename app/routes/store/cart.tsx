import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField, PasswordConfirmFields } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { CartLines } from "~/components/store/cart-lines";
import { RadioGroup, useAreaOptions } from "~/components/store/order-form-fields";
import { OrderSummary } from "~/components/store/order-summary";
import { isTwoFactorEnabled } from "~/domain/accounts";
import { storeBank } from "~/domain/catalogue";
import { discountFlag, priceCart, type CartNotice } from "~/domain/orders";
import { discountSaved } from "~/lib/cart";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { translateKey } from "~/lib/i18n";
import { formatCoin, formatVnd } from "~/lib/money";
import { positiveId } from "~/lib/params";
import { checkoutSchema } from "~/lib/schemas/store";
import { noindexHandle } from "~/lib/seo";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
import { getUser } from "~/utils/auth.server";
import { cartCookieHeader, readCartCookie } from "~/utils/cookies.server";
import { getLanguage } from "~/utils/i18n.server";
import { pageBalance } from "~/utils/page-balance.server";

import type { Route } from "./+types/cart";
import { changeCart, checkout, continueShoppingPath } from "./cart-actions.server";
import { storeFront } from "./store-front.server";

/** Not for search results (decision 244). */
export const handle = noindexHandle;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const store = await storeFront(params.account, context);
  const user = await getUser({ request, context });
  const priced = await priceCart(
    store.id,
    readCartCookie(request, store.account),
    await discountFlag(user),
    getLanguage(context),
  );
  // Quantities the last change had to lower (?capped=id,id) are named here, with the stock left.
  const search = url.searchParams;
  const capped = (search.get("capped") ?? "").split(",").map(positiveId);
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
      // "Continue shopping": back to the page of this store the shopper added from (decision 204).
      continuePath: continueShoppingPath(getLanguage(context), store.account, search.get("return")),
      lines: priced.lines,
      totals: priced.totals,
      // The discount flag: the percentage of the shopper's card, or null (off).
      cardDiscount: typeof priced.discount === "object" ? priced.discount.card : null,
      // What the discount takes off the VND total (the banner and the checkout say it).
      saved: discountSaved(priced.lines),
      notices,
      idempotencyKey: newIdempotencyKey(),
      buyer: user ? { name: user.name, email: user.email, phone: user.phoneNumber ?? "", address: user.address ?? "" } : null,
      // The CCT balance option: signed-in users, not in their own store.
      cctAvailable: user && user.id !== store.id ? (await pageBalance({ request, context }, user.id)).available : null,
      // Paying with the balance asks the password, and the authenticator's code when it is on.
      twoFactor: user && user.id !== store.id ? await isTwoFactorEnabled(user.id) : false,
      // Bank transfer needs the store's bank details (decision 186); its owner is told how to add them.
      bankTransfer: (await storeBank(store.id)) !== null,
      owner: user?.id === store.id,
    },
    { headers },
  );
}

/** Cart changes (add, set, remove, clear) and the checkout, all plain form posts. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const store = await storeFront(params.account, context);
  const formData = await request.formData();
  const post = {
    request,
    url,
    context,
    lng: getLanguage(context),
    store,
    formData,
    cart: readCartCookie(request, store.account),
  };
  return formData.get("intent") === "checkout" ? checkout(post) : changeCart(post);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const {
    store,
    continuePath,
    lines,
    totals,
    notices,
    buyer,
    idempotencyKey,
    cctAvailable,
    cardDiscount,
    saved,
    twoFactor,
    bankTransfer,
    owner,
  } = loaderData;
  const payments: { value: string; label: string }[] = [];
  if (bankTransfer) payments.push({ value: "bank_vnd", label: t("orders:payment.bank_vnd") });
  if (cctAvailable !== null) payments.push({ value: "cct", label: t("orders:payment.cct") });
  const areas = useAreaOptions();
  const checkoutResult =
    actionData && "initialValue" in actionData && actionData.initialValue?.intent === "checkout" ? actionData : undefined;
  const [form, fields] = useForm({
    lastResult: checkoutResult,
    constraint: getZodConstraint(checkoutSchema),
    defaultValue: { ...buyer, receiving_area: "AT_HOME", payment_method: payments[0]?.value },
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
          {t("cards:cart.discountOn")}
          {saved > 0n ? (
            <span data-testid="cart-discount-saved"> {t("cards:cart.saved", { amount: formatVnd(saved, lng) })}</span>
          ) : null}
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
              <Link
                to={continuePath}
                className="text-sm font-medium text-emerald-800 hover:underline"
                data-testid="continue-shopping"
              >
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
          {/* The cart notification's "Check out" lands here (#checkout). */}
          <div
            id="checkout"
            className="min-w-0 scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 lg:col-start-1 lg:row-start-2"
          >
            <h2 className="mb-4 text-lg font-semibold">{t("orders:checkout.title")}</h2>
            <Form method="post" {...getFormProps(form)} className="group/checkout max-w-xl" data-testid="checkout-form">
              <input type="hidden" name="intent" value="checkout" />
              <input type="hidden" name="idempotency_key" value={idempotencyKey} />
              <InputField label={t("orders:checkout.name")} meta={fields.name} type="text" autoComplete="name" />
              <InputField label={t("orders:checkout.phone")} meta={fields.phone} type="tel" autoComplete="tel" />
              <InputField label={t("orders:checkout.email")} meta={fields.email} type="email" autoComplete="email" />
              <InputField label={t("orders:checkout.address")} meta={fields.address} type="text" autoComplete="street-address" />
              <RadioGroup meta={fields.receiving_area} label={t("orders:checkout.area")} options={areas} />
              <RadioGroup meta={fields.payment_method} label={t("orders:checkout.payment")} options={payments} />
              {bankTransfer ? null : (
                <p className="-mt-2 mb-4 text-sm text-amber-900" data-testid="checkout-no-bank">
                  {owner ? (
                    <Link to={`${localePath("/store-settings")}#bank-details`} className="underline">
                      {t("storefront:settings.bank.missing")}
                    </Link>
                  ) : (
                    t("orders:checkout.noBankOption")
                  )}
                </p>
              )}
              {cardDiscount !== null ? (
                <p className="mb-4 text-sm text-emerald-800" data-testid="checkout-discount">
                  {t("cards:cart.checkoutDiscount", { saved: formatVnd(saved, lng), total: formatVnd(totals.vnd, lng) })}
                </p>
              ) : null}
              {cctAvailable !== null ? (
                <>
                  <p className="-mt-2 mb-4 text-sm text-slate-600" data-testid="checkout-cct-info">
                    {t("orders:checkout.cctInfo", { available: formatCoin(cctAvailable), total: formatCoin(totals.ccm) })}
                  </p>
                  {/* Shown while "CCT balance" is chosen, by CSS alone, so it works without JavaScript too. */}
                  <fieldset
                    className="hidden group-has-[input[value=cct]:checked]/checkout:block"
                    data-testid="checkout-cct-proof"
                  >
                    <legend className="mb-2 text-sm text-slate-600">{t("orders:checkout.cctProof")}</legend>
                    <PasswordConfirmFields password={fields.password} otp={fields.otp} twoFactor={twoFactor} />
                  </fieldset>
                </>
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
