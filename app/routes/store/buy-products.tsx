import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { PasswordConfirmFields } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { ProductImage } from "~/components/store/product-image";
import { SearchForm } from "~/components/store/search-form";
import { cardClass } from "~/components/ui/card";
import { Cct, KeyInput, WalletSummary } from "~/components/wallet/ui";
import { isTwoFactorEnabled } from "~/domain/accounts";
import { restock, restockCatalogue } from "~/domain/orders";
import { localHref } from "~/lib/i18n";
import { COIN_DECIMALS, formatCoin, unitsToDecimal } from "~/lib/money";
import { maxRestockQuantity, restockSchema } from "~/lib/schemas/restock";
import { idempotencyKeyField } from "~/lib/schemas/wallet";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { pageWallet } from "~/utils/page-balance.server";
import { searchQuery } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/buy-products";

const formSchema = restockSchema.extend({ idempotencyKey: idempotencyKeyField });

/**
 * /buy-products: the system store's products at their CCT price; the member picks quantities and
 * pays with the balance (current password, like a transfer). The bought stock lands in the
 * member's own store; the purchase is a completed order of the system store.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const query = searchQuery(request);
  return {
    catalogue: await restockCatalogue(user.id, { ...query, lng: getLanguage(context) }),
    q: query.q,
    wallet: await pageWallet({ request, context }, user.id),
    key: newIdempotencyKey(),
    twoFactor: await isTwoFactorEnabled(user.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  return formAction(request, {
    schema: formSchema,
    run: ({ idempotencyKey, ...input }) => restock(user, input, idempotencyKey),
    redirect: ({ order }) => localHref(getLanguage(context), "/user-orders/:id?", { id: String(order.id) }),
    toast: "products:restock.done",
  });
}

/** The form's own errors and each line's quantity errors (the password fields show theirs). */
function lineErrors(all: Record<string, string[]>): string[] {
  return [...new Set(Object.entries(all).flatMap(([name, errors]) => (name === "password" || name === "otp" ? [] : errors)))];
}

export default function BuyProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { catalogue, wallet, q } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
  });
  // The running total, with JavaScript: CCT units per product id times the quantity typed.
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const total = catalogue.items.reduce((sum, p) => sum + p.ccm_to_pay * BigInt(quantities[p.id] ?? 0), 0n);
  return (
    <section className="space-y-6">
      <PageTitle title={t("common:titles.buy-products")} />
      <p className="text-slate-600">{t("products:restock.intro")}</p>
      <WalletSummary wallet={wallet} />
      <SearchForm label={t("products:restock.search")} q={q} />
      {catalogue.items.length === 0 ? (
        <p className={cardClass} data-testid="restock-empty">
          {t("products:restock.empty")}
        </p>
      ) : (
        <Form method="post" className="space-y-4" {...getFormProps(form)} data-testid="restock-form">
          <KeyInput value={loaderData.key} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {catalogue.items.map((p, i) => {
              const soldOut = p.quantity === 0 || p.ccm_to_pay <= 0n;
              const inputId = `restock-qty-${p.id}`;
              return (
                <li key={p.id} className={`${cardClass} flex flex-col gap-2`} data-testid="restock-item">
                  <ProductImage
                    src={p.thumbnail}
                    alt={p.name}
                    sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
                    eager={i < 3}
                    className="w-full rounded"
                  />
                  <h2 className="font-semibold">{p.name}</h2>
                  <p className="text-emerald-700">
                    <Cct value={unitsToDecimal(p.ccm_to_pay, COIN_DECIMALS)} testId="restock-price" />
                  </p>
                  <p className="text-sm text-slate-600">
                    {t("products:restock.stock", { count: p.quantity })}
                    {p.held > 0 ? (
                      <>
                        {" · "}
                        <span data-testid="restock-held">{t("products:restock.held", { count: p.held })}</span>
                      </>
                    ) : null}
                  </p>
                  <input type="hidden" name={`items[${i}].product_id`} value={p.id} />
                  <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
                    {t("products:restock.quantity")}
                  </label>
                  <input
                    id={inputId}
                    name={`items[${i}].quantity`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={Math.min(p.quantity, maxRestockQuantity)}
                    defaultValue=""
                    placeholder="0"
                    disabled={soldOut}
                    onChange={(e) => setQuantities((prev) => ({ ...prev, [p.id]: Math.max(0, Number(e.target.value) || 0) }))}
                    className="w-28 rounded border border-slate-300 px-2 py-1.5"
                  />
                  {soldOut ? <p className="text-sm text-red-700">{t("products:restock.soldOut")}</p> : null}
                </li>
              );
            })}
          </ul>
          <Pager page={catalogue.page} pages={catalogue.pages} />
          <div className={`${cardClass} max-w-xl space-y-3`}>
            {total > 0n ? <p data-testid="restock-total">{t("products:restock.total", { amount: formatCoin(total) })}</p> : null}
            <PasswordConfirmFields password={fields.password} otp={fields.otp} twoFactor={loaderData.twoFactor} />
            <ErrorList id={form.errorId} errors={lineErrors(form.allErrors)} />
            <SubmitButton>{t("products:restock.buy")}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
