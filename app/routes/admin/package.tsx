import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { AdminPurchases, type RefundResult } from "~/components/packages/admin-purchases";
import { PackageFields } from "~/components/packages/package-fields";
import { PageTitle } from "~/components/page-title";
import { cardClass } from "~/components/ui/card";
import { getPackage, listPurchases, savePackage } from "~/domain/packages";
import { asTyped } from "~/lib/amount-input";
import { isConfirmationStep } from "~/lib/confirm";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { packageListQuery, packageSchema, refundIntents } from "~/lib/schemas/packages";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/package";
import { refundFromForm } from "./package-refund.server";

/** "new" creates; any other {id} is a package (unknown: 404). */
const packageIdOf = (id: string | undefined) => (id === "new" ? null : requireId(id));

/** /admin/packages/{id}: the package's form (both languages) and its purchases with the refund action. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const admin = currentUser(context);
  const id = packageIdOf(params.id);
  if (id === null) return { pkg: null, purchases: null, sort: null, refundKey: "" };
  const { page, sort } = packageListQuery(url.searchParams);
  const [pkg, purchases] = await Promise.all([
    orNotFound(getPackage(admin, id)),
    listPurchases(admin, { packageId: id, page, sort }),
  ]);
  return { pkg, purchases, sort, refundKey: newIdempotencyKey() };
}

/** intent=refund (confirm-refund, reject-refund): a purchase row's forms; anything else saves the package (created for "new"). */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const admin = currentUser(context);
  const lng = getLanguage(context);
  const id = packageIdOf(params.id);
  const formData = await request.formData();
  if (refundIntents.includes(String(formData.get("intent")))) {
    return refundFromForm(admin, formData, `${url.pathname}${url.search}`);
  }
  return formAction(formData, {
    schema: packageSchema,
    run: (value) => orNotFound(savePackage(admin, id, value)),
    redirect: (saved) => localHref(lng, "/admin/packages/:id", { id: saved.id }),
    toast: "packages:admin.saved",
  });
}

export default function AdminPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const { pkg, purchases } = loaderData;
  const isRefund = refundIntents.includes(String((actionData as RefundResult | undefined)?.initialValue?.intent));
  const [form, fields] = useForm({
    id: `package-${pkg?.id ?? "new"}-${String(pkg?.updatedAt ?? "")}`,
    lastResult: isRefund || isConfirmationStep(actionData) ? undefined : actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: pkg
      ? {
          name_en: pkg.nameEn,
          name_vi: pkg.nameVi,
          description_en: pkg.descriptionEn,
          description_vi: pkg.descriptionVi,
          benefits_en: pkg.benefitsEn,
          benefits_vi: pkg.benefitsVi,
          price: asTyped(pkg.price),
          commission_percentage: String(pkg.commissionPercentage),
          position: String(pkg.position),
        }
      : { commission_percentage: "0", position: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: packageSchema }),
  });
  return (
    <section className="max-w-5xl space-y-6">
      <Link to={localePath("/admin/packages")} className="text-sm text-emerald-700 hover:underline">
        {t("packages:admin.back")}
      </Link>
      <PageTitle title={pkg ? (lng === "vi" ? pkg.nameVi : pkg.nameEn) : t("packages:admin.createTitle")} />
      <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="package-form">
        <p className="mb-4 text-sm text-slate-600">{t("packages:admin.snapshot")}</p>
        <PackageFields fields={fields} />
        <label className="mb-4 flex items-center gap-2 text-sm">
          <input type="checkbox" name="active" defaultChecked={pkg?.active ?? true} />
          <span>{t("packages:fields.active")}</span>
        </label>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{pkg ? t("packages:admin.save") : t("packages:admin.create")}</SubmitButton>
      </Form>
      {purchases ? (
        <div>
          <h2 className="mb-2 text-lg font-semibold">{t("packages:admin.purchases")}</h2>
          <AdminPurchases
            list={purchases}
            sort={loaderData.sort}
            refundKey={loaderData.refundKey}
            result={isRefund ? (actionData as RefundResult) : undefined}
          />
        </div>
      ) : null}
    </section>
  );
}
