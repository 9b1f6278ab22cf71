import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, redirect } from "react-router";

import { PasswordConfirmFields } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { RestockBar } from "~/components/store/restock-bar";
import { RestockSearch } from "~/components/store/restock-search";
import { RestockTable, type RestockItem } from "~/components/store/restock-table";
import { cardClass } from "~/components/ui/card";
import { KeyInput } from "~/components/wallet/ui";
import { isTwoFactorEnabled } from "~/domain/accounts";
import { restock, restockCatalogue } from "~/domain/orders";
import { localHref } from "~/lib/i18n";
import { restockSchema } from "~/lib/schemas/restock";
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
 * /buy-products: the system store's products at their CCT price in one compact table; the member
 * picks quantities and pays with the balance (current password, like a transfer) from the bar at
 * the bottom (decision 232). The bought stock lands in the member's own store; the purchase is a
 * completed order of the system store, and the page ends on its payment's receipt (decision 233).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const query = searchQuery(url);
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
  const lng = getLanguage(context);
  return formAction(request, {
    schema: formSchema,
    run: ({ idempotencyKey, ...input }) => restock(user, input, idempotencyKey),
    // The payment's receipt is the message (decisions 206, 233); it links the order.
    reply: ({ order }) =>
      redirect(
        order.paymentTransferId === null
          ? localHref(lng, "/user-orders/:id?", { id: String(order.id) })
          : localHref(lng, "/receipts/:id", { id: String(order.paymentTransferId) }),
      ),
  });
}

/** The form's own errors and each line's quantity errors (the password fields show theirs). */
function lineErrors(all: Record<string, string[]>): string[] {
  return [...new Set(Object.entries(all).flatMap(([name, errors]) => (name === "password" || name === "otp" ? [] : errors)))];
}

/** A chosen product: kept while a search or another page shows other rows, so the choice survives them. */
type Chosen = Pick<RestockItem, "id" | "ccmToPay"> & { quantity: number };

/**
 * The quantities of a refused post (a wrong password, nothing in stock…), so that the page sent
 * back without JavaScript keeps them; the password is never sent back.
 */
function chosenBefore(reply: Route.ComponentProps["actionData"], items: RestockItem[]): Record<number, Chosen> {
  const sent = (reply?.initialValue as { items?: { product_id?: unknown; quantity?: unknown }[] } | null | undefined)?.items;
  const byId = new Map(items.map((p) => [p.id, p]));
  const chosen: Record<number, Chosen> = {};
  for (const line of Array.isArray(sent) ? sent : []) {
    const p = byId.get(Number(line.product_id));
    const quantity = Math.floor(Number(line.quantity));
    if (p && quantity > 0) chosen[p.id] = { id: p.id, ccmToPay: p.ccmToPay, quantity: Math.min(quantity, p.quantity) };
  }
  return chosen;
}

export default function BuyProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { catalogue, wallet, q } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
  });
  // With JavaScript: what is chosen, by product id, across searches and pages (one purchase).
  const [chosen, setChosen] = useState<Record<number, Chosen>>(() => chosenBefore(actionData, catalogue.items));
  const quantities = Object.fromEntries(Object.values(chosen).map((c) => [c.id, c.quantity]));
  const lines = Object.values(chosen).filter((c) => c.quantity > 0);
  const total = lines.reduce((sum, c) => sum + c.ccmToPay * BigInt(c.quantity), 0n);
  const shown = new Set(catalogue.items.map((p) => p.id));
  // Chosen rows the list does not show now are still sent, after the shown ones.
  const offList = lines.filter((c) => !shown.has(c.id));
  const choose = (p: RestockItem, quantity: number) =>
    setChosen((prev) => ({ ...prev, [p.id]: { id: p.id, ccmToPay: p.ccmToPay, quantity } }));
  return (
    <section className="space-y-4">
      <PageTitle title={t("common:titles.buy-products")} />
      <p className="text-sm text-slate-600">{t("products:restock.intro")}</p>
      <RestockSearch q={q} />
      {catalogue.items.length === 0 ? (
        <p className={cardClass} data-testid="restock-empty">
          {t("products:restock.empty")}
        </p>
      ) : null}
      <Form method="post" className="space-y-3" {...getFormProps(form)} data-testid="restock-form">
        <KeyInput value={loaderData.key} />
        {catalogue.items.length > 0 ? <RestockTable items={catalogue.items} quantities={quantities} onChange={choose} /> : null}
        {offList.map((c, i) => (
          <span key={c.id} hidden>
            <input type="hidden" name={`items[${catalogue.items.length + i}].product_id`} value={c.id} />
            <input type="hidden" name={`items[${catalogue.items.length + i}].quantity`} value={c.quantity} />
          </span>
        ))}
        <Pager page={catalogue.page} pages={catalogue.pages} />
        <RestockBar
          lines={lines.length}
          total={total}
          available={wallet.available}
          errors={lineErrors(form.allErrors)}
          errorId={form.errorId}
          fields={<PasswordConfirmFields password={fields.password} otp={fields.otp} twoFactor={loaderData.twoFactor} />}
        />
      </Form>
    </section>
  );
}
