import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { ProductFields } from "~/components/products/product-fields";
import { cardClass } from "~/components/ui/card";
import { getSystemProduct, listCategories, priceRates, saveSystemProduct } from "~/domain/catalogue";
import { asTyped } from "~/lib/amount-input";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { productSchema, systemFlagsSchema } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orLogged } from "~/utils/or-logged.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";
import { uploadedPictures } from "~/utils/uploads.server";

import type { Route } from "./+types/system-product";

/** "new" creates; any other {id} is a system product (a member's product is a 404 here). */
const productIdOf = (id: string | undefined) => (id === "new" ? null : requireId(id));

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = productIdOf(params.id);
  const [product, categories, rates] = await Promise.all([
    id === null ? null : orNotFound(getSystemProduct(currentUser(context), id)),
    orLogged("categories", listCategories, null),
    priceRates(),
  ]);
  // Categories that could not be read are ignored (§8): the form offers the product's own, so saving
  // it keeps its category.
  const own = product?.categoryId ? [{ id: product.categoryId, name: product.categoryName ?? "" }] : [];
  return { product, categories: categories ?? own, rates };
}

/** Saves the product: published (or not) and featured (or not) at once, no moderation. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = currentUser(context);
  const id = productIdOf(params.id);
  const formData = await request.formData();
  return formAction(formData, {
    schema: productSchema,
    run: async (value) => {
      const flags = systemFlagsSchema.parse({ published: formData.get("published"), featured: formData.get("featured") });
      return orNotFound(
        saveSystemProduct(admin, id, value, flags, await uploadedPictures(admin, formData, value.images?.length)),
      );
    },
    redirect: (saved) => localHref(getLanguage(context), "/admin/products/:id", { id: saved.id }),
    toast: (saved) => (saved.duplicateName ? "products:saved.duplicateName" : "products:saved.stock"),
  });
}

export default function SystemProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { product, categories, rates } = loaderData;
  const [form, fields] = useForm({
    id: `system-product-${product?.id ?? "new"}-${String(product?.updatedAt ?? "")}`,
    lastResult: actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: product
      ? {
          name: product.name,
          name_vi: product.nameVi ?? "",
          slug: product.slug,
          meta: product.meta,
          description: product.description,
          description_vi: product.descriptionVi ?? "",
          price: asTyped(product.price),
          vnd_to_pay: product.vndToPay,
          ccm_to_pay: asTyped(product.ccmToPay),
          discount_percentage: String(product.discountPercentage),
          quantity: String(product.quantity),
          category_id: product.categoryId ? String(product.categoryId) : "",
        }
      : { discount_percentage: "0", quantity: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productSchema }),
  });
  return (
    <section className="max-w-3xl space-y-4">
      <Link to={localePath("/admin/products")} className="text-sm text-emerald-700 hover:underline">
        {t("products:system.title")}
      </Link>
      <PageTitle title={product?.name ?? t("products:form.createTitle")} />
      <Form method="post" encType="multipart/form-data" className={cardClass} {...getFormProps(form)} data-testid="product-form">
        <ProductFields fields={fields} categories={categories} rates={rates} pictures={product?.images} />
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input type="checkbox" name="published" defaultChecked={product ? product.status === "published" : true} />
          <span>{t("products:system.published")}</span>
        </label>
        <label className="mb-4 flex items-center gap-2 text-sm">
          <input type="checkbox" name="featured" defaultChecked={product?.featured ?? false} />
          <span>{t("products:system.featured")}</span>
        </label>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{product ? t("products:form.save") : t("products:form.create")}</SubmitButton>
      </Form>
    </section>
  );
}
