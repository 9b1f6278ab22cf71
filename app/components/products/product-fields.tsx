import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";

import { FieldFrame, inputBorder } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { ProductImage } from "~/components/store/product-image";
import { useTranslation } from "~/lib/use-translation";

type Meta = Parameters<typeof getInputProps>[0];

export interface ProductFieldsMeta {
  name: Meta;
  slug: Meta;
  meta: Meta;
  description: Meta;
  price: Meta;
  vnd_to_pay: Meta;
  ccm_to_pay: Meta;
  discount_percentage: Meta;
  quantity: Meta;
  category_id: Meta;
  thumbnail: Meta;
}

const control = "block w-full rounded border px-3 py-2 text-sm shadow-sm focus:ring-2 focus:ring-emerald-500 focus:outline-none";

/** The product form's fields (the specification's label set), for members and the system catalogue. */
export function ProductFields({
  fields,
  categories,
  thumbnail,
}: {
  fields: ProductFieldsMeta;
  categories: { id: number; name: string }[];
  /** The picture the product has now, if any. */
  thumbnail?: string | null;
}) {
  const { t } = useTranslation();
  const description = fields.description;
  const category = fields.category_id;
  return (
    <>
      <InputField label={t("products:fields.name")} meta={fields.name} type="text" />
      <InputField label={t("products:fields.slug")} hint={t("products:hints.slug")} meta={fields.slug} type="text" />
      <InputField label={t("products:fields.meta")} meta={fields.meta} type="text" />
      <FieldFrame
        id={description.id}
        label={t("products:fields.description")}
        errors={description.errors}
        errorId={description.errorId}
      >
        <textarea
          rows={5}
          className={`${control} ${inputBorder(Boolean(description.errors))}`}
          {...getTextareaProps(description)}
        />
      </FieldFrame>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <InputField label={t("products:fields.price")} meta={fields.price} type="text" inputMode="decimal" />
        <InputField label={t("products:fields.vnd_to_pay")} meta={fields.vnd_to_pay} type="text" inputMode="numeric" />
        <InputField label={t("products:fields.ccm_to_pay")} meta={fields.ccm_to_pay} type="text" inputMode="decimal" />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <InputField label={t("products:fields.discount_percentage")} meta={fields.discount_percentage} type="number" />
        <InputField label={t("products:fields.quantity")} meta={fields.quantity} type="number" />
        <FieldFrame id={category.id} label={t("products:fields.category")} errors={category.errors} errorId={category.errorId}>
          <select className={`${control} ${inputBorder(Boolean(category.errors))}`} {...getSelectProps(category)}>
            <option value="">{t("products:fields.noCategory")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      <FieldFrame
        id={fields.thumbnail.id}
        label={t("products:fields.thumbnail")}
        hint={t("products:hints.thumbnail")}
        errors={fields.thumbnail.errors}
        errorId={fields.thumbnail.errorId}
      >
        <div className="flex items-center gap-3">
          {thumbnail ? <ProductImage src={thumbnail} alt="" sizes="96px" className="h-16 w-20 rounded" /> : null}
          <input
            id={fields.thumbnail.id}
            name={fields.thumbnail.name}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={fields.thumbnail.errors ? fields.thumbnail.errorId : undefined}
            className="min-w-0 flex-1 text-sm"
          />
        </div>
      </FieldFrame>
    </>
  );
}
