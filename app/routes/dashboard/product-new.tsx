import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { ProductFields } from "~/components/products/product-fields";
import { cardClass } from "~/components/ui/card";
import { createMyProduct, listCategories, priceRates } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { productSchema } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";
import { uploadedPictures } from "~/utils/uploads.server";

import type { Route } from "./+types/product-new";

export async function loader() {
  const [categories, rates] = await Promise.all([listCategories(), priceRates()]);
  return { categories, rates };
}

/** Creates the product; it waits for an admin before it shows in the store. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  const formData = await request.formData();
  return formAction(formData, {
    schema: productSchema,
    run: async (value) => createMyProduct(user, value, await uploadedPictures(user, formData, value.images?.length)),
    redirect: (outcome) => localHref(getLanguage(context), "/products/:id", { id: outcome.product.id }),
    toast: (outcome) => (outcome.duplicateName ? "products:saved.duplicateName" : "products:saved.created"),
  });
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [form, fields] = useForm({
    lastResult: actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Empty prices: the VND and CCT amounts follow the price as it is typed (decision 224).
    defaultValue: { discount_percentage: "0", quantity: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productSchema }),
  });
  return (
    <section className="max-w-3xl space-y-4">
      <Link to={localePath("/products")} className="text-sm text-emerald-700 hover:underline">
        {t("products:form.back")}
      </Link>
      <PageTitle title={t("products:form.createTitle")} />
      <p className="text-sm text-slate-600">{t("products:hints.moderationNew")}</p>
      <Form method="post" encType="multipart/form-data" className={cardClass} {...getFormProps(form)} data-testid="product-form">
        <ProductFields fields={fields} categories={loaderData.categories} rates={loaderData.rates} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("products:form.create")}</SubmitButton>
      </Form>
    </section>
  );
}
