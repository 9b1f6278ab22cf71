import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { ProductFields } from "~/components/products/product-fields";
import { ProductState } from "~/components/products/product-state";
import { cardClass } from "~/components/ui/card";
import { getMyProduct, listCategories, priceRates, setMyProductActive, updateMyProduct } from "~/domain/catalogue";
import { asTyped } from "~/lib/amount-input";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { productPictures } from "~/lib/images";
import { productSchema } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";
import { formAction, noFields, refusalToast } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";
import { uploadedPictures } from "~/utils/uploads.server";

import type { Route } from "./+types/product-edit";

/** /products/{id}: the member's product (another member's is a 404), its state, the form. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const [product, categories, rates] = await Promise.all([
    orNotFound(getMyProduct(user.id, requireId(params.id))),
    listCategories(),
    priceRates(),
  ]);
  return { product, categories, rates };
}

/** intent=save (the form), intent=activate / deactivate (published ↔ inactive). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = currentUser(context);
  const id = requireId(params.id);
  const back = localHref(getLanguage(context), "/products/:id", { id });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "activate" || intent === "deactivate") {
    return formAction(formData, {
      schema: noFields,
      run: () => orNotFound(setMyProductActive(user, id, intent === "activate")),
      refused: refusalToast(back),
      redirect: back,
      toast: `products:saved.${intent}d`,
    });
  }
  return formAction(formData, {
    schema: productSchema,
    run: async (value) => updateMyProduct(user, id, value, await uploadedPictures(user, formData, value.images?.length)),
    redirect: back,
    toast: (outcome) =>
      outcome.duplicateName
        ? "products:saved.duplicateName"
        : outcome.awaitingReview
          ? "products:saved.waiting"
          : "products:saved.stock",
  });
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { product, categories, rates } = loaderData;
  // The form shows what the member last proposed (a waiting or rejected change), else the live product.
  const shown = product.revision
    ? {
        name: product.revision.name,
        name_vi: product.revision.nameVi ?? "",
        description_vi: product.revision.descriptionVi ?? "",
        slug: product.revision.slug,
        meta: product.revision.meta,
        description: product.revision.description,
        price: asTyped(product.revision.price),
        vnd_to_pay: product.revision.vndToPay,
        ccm_to_pay: asTyped(product.revision.ccmToPay),
        discount_percentage: String(product.revision.discountPercentage),
        category_id: product.revision.categoryId ? String(product.revision.categoryId) : "",
      }
    : {
        name: product.name,
        name_vi: product.nameVi ?? "",
        description_vi: product.descriptionVi ?? "",
        slug: product.slug,
        meta: product.meta,
        description: product.description,
        price: asTyped(product.price),
        vnd_to_pay: product.vndToPay,
        ccm_to_pay: asTyped(product.ccmToPay),
        discount_percentage: String(product.discountPercentage),
        category_id: product.categoryId ? String(product.categoryId) : "",
      };
  const [form, fields] = useForm({
    id: `product-${product.id}-${String(product.updatedAt)}`,
    lastResult: actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { ...shown, quantity: String(product.quantity) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productSchema }),
  });
  const approved = product.status === "published" || product.status === "inactive";
  return (
    <section className="max-w-3xl space-y-4">
      <Link to={localePath("/products")} className="text-sm text-emerald-700 hover:underline">
        {t("products:form.back")}
      </Link>
      <PageTitle title={product.name} />
      <div className={`${cardClass} flex flex-wrap items-start justify-between gap-3`}>
        <ProductState product={product} />
        {approved ? (
          <Form method="post">
            <input type="hidden" name="intent" value={product.status === "published" ? "deactivate" : "activate"} />
            <SubmitButton variant="secondary" size="sm" block={false} data-testid="toggle-active">
              {product.status === "published" ? t("products:form.deactivate") : t("products:form.activate")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{t("products:hints.moderation")}</p>
      <Form method="post" encType="multipart/form-data" className={cardClass} {...getFormProps(form)} data-testid="product-form">
        <input type="hidden" name="intent" value="save" />
        <ProductFields
          fields={fields}
          categories={categories}
          rates={rates}
          pictures={
            product.revision
              ? productPictures(product.revision.thumbnail, product.revision.images ?? []).filter((src) => src !== null)
              : product.images
          }
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("products:form.save")}</SubmitButton>
      </Form>
    </section>
  );
}
