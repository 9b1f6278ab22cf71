import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { PasswordConfirmFields } from "~/components/input-field";
import { PurchaseStatus } from "~/components/packages/purchase-status";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Table, Td } from "~/components/ui/table";
import { Cct, KeyInput } from "~/components/wallet/ui";
import { isTwoFactorEnabled } from "~/domain/accounts";
import { buyPackage, listActivePackages, listMyPurchases, type PackageView } from "~/domain/packages";
import { formatDateTime } from "~/lib/dates";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { formatAmount } from "~/lib/money";
import { benefitLines } from "~/lib/packages";
import { pageParam, positiveId } from "~/lib/params";
import { packageNameIn } from "~/lib/product-names";
import { buyPackageSchema } from "~/lib/schemas/packages";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { pageWallet } from "~/utils/page-balance.server";
import { currentUser } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";

import type { Route } from "./+types/packages";

/**
 * /packages: the packages on sale and the member's purchases. "Buy" opens the confirmation step
 * (?buy={id}, a plain link): the price, the available balance, the current password (and the
 * authenticator's code with 2FA on), the form's idempotency key. The purchase is one transaction.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const buyId = positiveId(url.searchParams.get("buy"));
  const [packages, purchases, wallet, twoFactor] = await Promise.all([
    listActivePackages(),
    listMyPurchases(user.id, pageParam(url)),
    pageWallet({ request, context }, user.id),
    isTwoFactorEnabled(user.id),
  ]);
  const chosen = packages.find((p) => p.id === buyId) ?? null;
  return { packages, purchases, wallet, twoFactor, chosen, key: newIdempotencyKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  const lng = getLanguage(context);
  return formAction(request, {
    schema: buyPackageSchema,
    run: ({ packageId, idempotencyKey, ...input }) => buyPackage(user, packageId, input, idempotencyKey),
    // The payment's receipt is the message (decisions 206, 233); a purchase always has its transfer.
    reply: ({ transferId }) =>
      transferId === null
        ? redirectWithToast(localHref(lng, "/packages"), { type: "success", message: "packages:buy.done" })
        : redirect(localHref(lng, "/receipts/:id", { id: String(transferId) })),
  });
}

export default function Packages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const { packages, purchases, chosen } = loaderData;
  return (
    <section className="space-y-6">
      <PageTitle title={t("common:titles.packages")} />
      {chosen ? (
        <ConfirmBuy
          pkg={chosen}
          available={loaderData.wallet.available}
          idempotencyKey={loaderData.key}
          twoFactor={loaderData.twoFactor}
          lastResult={actionData}
        />
      ) : (
        <p className="text-slate-600">{t("packages:list.intro")}</p>
      )}
      {packages.length === 0 ? (
        <p className="text-slate-600" data-testid="packages-empty">
          {t("packages:list.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="packages">
          {packages.map((p) => {
            const benefits = benefitLines(lng === "vi" ? p.benefitsVi : p.benefitsEn);
            return (
              <li key={p.id} className={`${cardClass} flex flex-col`} data-testid="package-card">
                <h2 className="text-lg font-semibold">{lng === "vi" ? p.nameVi : p.nameEn}</h2>
                <p className="mt-1 text-2xl font-bold text-emerald-700">
                  <Cct value={p.price} testId="package-price" />
                </p>
                <p className="mt-2 text-sm text-slate-600">{lng === "vi" ? p.descriptionVi : p.descriptionEn}</p>
                {benefits.length > 0 ? (
                  <>
                    <h3 className="mt-3 text-sm font-medium text-slate-700">{t("packages:list.benefits")}</h3>
                    <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
                      {benefits.map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <div className="mt-auto pt-4">
                  <Link
                    to={`${localePath("/packages")}?buy=${p.id}`}
                    className={buttonClass({ block: true })}
                    data-testid={`buy-${p.id}`}
                  >
                    {t("packages:list.buy")}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <h2 className="mb-2 text-lg font-semibold">{t("packages:mine.title")}</h2>
        {purchases.items.length === 0 ? (
          <p className="text-sm text-slate-500">{t("packages:mine.empty")}</p>
        ) : (
          <Table
            testId="my-purchases"
            headers={[
              t("packages:fields.date"),
              t("packages:fields.package"),
              t("packages:fields.price"),
              t("packages:fields.status"),
            ]}
          >
            {purchases.items.map((p) => (
              <tr key={p.id}>
                <Td className="sm:whitespace-nowrap">{formatDateTime(p.createdAt)}</Td>
                <Td>{packageNameIn(lng, p)}</Td>
                <Td>
                  <Cct value={p.price} />
                </Td>
                <Td>
                  <PurchaseStatus status={p.status} />
                  {p.refundReason ? <p className="mt-1 text-xs text-slate-500">{p.refundReason}</p> : null}
                </Td>
              </tr>
            ))}
          </Table>
        )}
        <Pager page={purchases.page} pages={purchases.pages} />
      </div>
    </section>
  );
}

function ConfirmBuy({
  pkg,
  available,
  idempotencyKey,
  twoFactor,
  lastResult,
}: {
  pkg: PackageView;
  available: number;
  idempotencyKey: string;
  twoFactor: boolean;
  lastResult: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const [form, fields] = useForm({
    id: `buy-${pkg.id}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: buyPackageSchema }),
  });
  const short = Number(pkg.price) > available;
  return (
    <Form method="post" className={`${cardClass} max-w-xl`} {...getFormProps(form)} data-testid="buy-confirm">
      <h2 className="mb-2 text-lg font-semibold">{t("packages:buy.title")}</h2>
      <p className="mb-1">
        {t("packages:buy.text", { name: lng === "vi" ? pkg.nameVi : pkg.nameEn })}{" "}
        <strong>
          <Cct value={pkg.price} testId="buy-price" />
        </strong>
      </p>
      <p className="mb-4 text-sm text-slate-600" data-testid="buy-available">
        {t("packages:buy.available", { amount: formatAmount(available) })}
      </p>
      {short ? (
        <p className="mb-4 text-sm text-amber-700" data-testid="buy-short">
          {t("packages:buy.short")}
        </p>
      ) : null}
      <input type="hidden" name="packageId" value={pkg.id} />
      <KeyInput value={idempotencyKey} />
      <PasswordConfirmFields password={fields.password} otp={fields.otp} twoFactor={twoFactor} />
      <ErrorList id={form.errorId} errors={[...(form.errors ?? []), ...(fields.packageId.errors ?? [])]} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <SubmitButton>{t("packages:buy.submit")}</SubmitButton>
      </div>
      <Link to={localePath("/packages")} className="mt-3 inline-block text-sm text-emerald-700 hover:underline">
        {t("packages:buy.back")}
      </Link>
    </Form>
  );
}
