import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";

import { FieldFrame, inputBorder } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { useTranslation } from "~/lib/use-translation";

import { GalleryFields } from "./gallery-fields";

type Meta = Parameters<typeof getInputProps>[0];

export interface ProductFieldsMeta {
  name: Meta;
  name_vi: Meta;
  slug: Meta;
  meta: Meta;
  description: Meta;
  description_vi: Meta;
  price: Meta;
  vnd_to_pay: Meta;
  ccm_to_pay: Meta;
  discount_percentage: Meta;
  quantity: Meta;
  category_id: Meta;
  thumbnail: Meta;
  images: Meta;
  pictures: Meta;
}

const control = "block w-full rounded border px-3 py-2 text-sm shadow-sm focus:ring-2 focus:ring-emerald-500 focus:outline-none";

/** The product form's fields (the specification's label set), for members and the system catalogue. */
export function ProductFields({
  fields,
  categories,
  pictures = [],
}: {
  fields: ProductFieldsMeta;
  categories: { id: number; name: string }[];
  /** The gallery the product has now, in its order. */
  pictures?: string[];
}) {
  const { t } = useTranslation();
  const { description, description_vi: descriptionVi } = fields;
  const category = fields.category_id;
  return (
    <>
      <InputField label={t("products:fields.name")} meta={fields.name} type="text" />
      <InputField
        label={t("products:fields.name_vi")}
        hint={t("products:hints.vietnamese")}
        meta={fields.name_vi}
        type="text"
        lang="vi"
      />
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
      <FieldFrame
        id={descriptionVi.id}
        label={t("products:fields.description_vi")}
        hint={t("products:hints.vietnamese")}
        errors={descriptionVi.errors}
        errorId={descriptionVi.errorId}
      >
        <textarea
          rows={5}
          lang="vi"
          className={`${control} ${inputBorder(Boolean(descriptionVi.errors))}`}
          {...getTextareaProps(descriptionVi)}
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
      {/* A saved gallery starts the editor afresh (the page stays mounted across a client-side save). */}
      <GalleryFields key={pictures.join(" ")} pictures={pictures} images={fields.images} field={fields.pictures} />
    </>
  );
}
