import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useLocation } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { PasswordConfirmFields } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { Prices } from "~/components/store/prices";
import { ProductImage } from "~/components/store/product-image";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { KeyInput } from "~/components/wallet/ui";
import { buyOffer, offerForBuyer } from "~/domain/cards";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { formatCoin } from "~/lib/money";
import { buyCardSchema } from "~/lib/schemas/cards";
import { idempotencyKeyField } from "~/lib/schemas/wallet";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
import { getUser } from "~/utils/auth.server";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";

import type { Route } from "./+types/card";
import { storeFront } from "./store-front.server";

const buyForm = buyCardSchema.extend({ idempotencyKey: idempotencyKeyField });

/**
 * /store/{account}/cards/{id}: one card offer and how to get it. A signed-in member buys it with
 * the CCT balance (current password, a key per form); a guest is invited to sign up or log in.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const store = await storeFront(params.account, context);
  const { offer, buyer } = await orNotFound(offerForBuyer(requireId(params.id), await getUser({ request, context })));
  return { store, offer, buyer: buyer ? { ...buyer, key: newIdempotencyKey() } : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const store = await storeFront(params.account, context);
  const id = requireId(params.id);
  const user = await getUser({ request, context });
  if (!user) {
    const here = localHref(lng, "/store/:account?/cards/:id", { account: store.account, id });
    throw redirect(`${localHref(lng, "/login")}?${new URLSearchParams({ redirectTo: here })}`);
  }
  return formAction(request, {
    schema: buyForm,
    run: ({ idempotencyKey, ...input }) => orNotFound(buyOffer(user, id, input, idempotencyKey)),
    // The payment's receipt is the message (decisions 206, 233): it says whether the card is theirs.
    reply: (purchase) => redirect(localHref(lng, "/receipts/:id", { id: String(purchase.transferId) })),
  });
}

export default function StoreCard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const { store, offer, buyer } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: buyForm }),
  });
  const back = `${location.pathname}${location.search}`;
  return (
    <article className="grid gap-8 md:grid-cols-2" data-testid="offer-detail">
      <ProductImage
        src={offer.picture}
        alt={offer.name}
        sizes="(min-width: 768px) 50vw, 100vw"
        eager
        className="w-full rounded-lg border border-slate-200"
      />
      <div className="space-y-4">
        <Link
          to={localePath("/store/:account?/cards", { account: store.account })}
          className="text-sm text-emerald-700 hover:underline"
        >
          {t("cards:offers.back")}
        </Link>
        <PageTitle title={offer.name} />
        <p className="text-lg font-semibold text-emerald-700" data-testid="offer-discount">
          {t("cards:offers.discountBadge", { percentage: offer.discountPercentage })}
        </p>
        <Prices usd={offer.price} vnd={offer.vndToPay} ccm={offer.ccmToPay} className="text-lg" testId="offer-price" />
        <div>
          <h2 className="mb-1 font-semibold">{t("cards:offers.gives")}</h2>
          <p className="whitespace-pre-line text-slate-800" data-testid="offer-description">
            {offer.description || t("cards:offers.givesDefault", { percentage: offer.discountPercentage })}
          </p>
        </div>
        {buyer ? (
          <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="buy-card-form">
            <h2 className="mb-2 text-lg font-semibold">{t("cards:buy.title")}</h2>
            <p className="mb-2 text-sm text-slate-600" data-testid="buy-balance">
              {t("cards:buy.balance", { available: formatCoin(buyer.available), price: formatCoin(offer.ccmToPay) })}
            </p>
            {buyer.holdsCard ? (
              <p className="mb-2 text-sm text-amber-800" data-testid="buy-holds-card">
                {t("cards:buy.holdsCard")}
              </p>
            ) : null}
            <KeyInput value={buyer.key} />
            <PasswordConfirmFields password={fields.password} otp={fields.otp} twoFactor={buyer.twoFactor} />
            <ErrorList id={form.errorId} errors={form.errors} />
            <SubmitButton>{t("cards:buy.submit")}</SubmitButton>
          </Form>
        ) : (
          <div className={cardClass} data-testid="buy-card-guest">
            <p className="mb-3 text-slate-700">{t("cards:buy.guest")}</p>
            <div className="flex flex-wrap gap-3">
              <Link to={`${localePath("/sign_up")}`} className={buttonClass()}>
                {t("cards:buy.signUp")}
              </Link>
              <Link
                to={`${localePath("/login")}?${new URLSearchParams({ redirectTo: back })}`}
                className={buttonClass({ variant: "secondary" })}
              >
                {t("cards:buy.logIn")}
              </Link>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
