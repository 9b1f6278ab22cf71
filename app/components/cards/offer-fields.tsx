import { getInputProps, getTextareaProps } from "@conform-to/react";

import { FieldFrame, inputBorder } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { ProductImage } from "~/components/store/product-image";
import { useTranslation } from "~/lib/use-translation";

type Meta = Parameters<typeof getInputProps>[0];

export interface OfferFieldsMeta {
  name: Meta;
  description: Meta;
  discount_percentage: Meta;
  price: Meta;
  vnd_to_pay: Meta;
  ccm_to_pay: Meta;
  picture: Meta;
}

const control = "block w-full rounded border px-3 py-2 text-sm shadow-sm focus:ring-2 focus:ring-emerald-500 focus:outline-none";

/** A card offer's fields: name, what the card gives, its discount, its price in three forms, a picture. */
export function OfferFields({ fields, picture }: { fields: OfferFieldsMeta; picture?: string | null }) {
  const { t } = useTranslation();
  const description = fields.description;
  return (
    <>
      <InputField label={t("cards:offers.name")} meta={fields.name} type="text" />
      <FieldFrame
        id={description.id}
        label={t("cards:offers.description")}
        hint={t("cards:offers.descriptionHint")}
        errors={description.errors}
        errorId={description.errorId}
      >
        <textarea
          rows={4}
          className={`${control} ${inputBorder(Boolean(description.errors))}`}
          {...getTextareaProps(description)}
        />
      </FieldFrame>
      <div className="grid gap-x-4 sm:grid-cols-4">
        <InputField label={t("cards:fields.discountPercentage")} meta={fields.discount_percentage} type="number" />
        <InputField label={t("products:fields.price")} meta={fields.price} type="text" inputMode="decimal" />
        <InputField label={t("products:fields.vnd_to_pay")} meta={fields.vnd_to_pay} type="text" inputMode="numeric" />
        <InputField label={t("products:fields.ccm_to_pay")} meta={fields.ccm_to_pay} type="text" inputMode="decimal" />
      </div>
      <FieldFrame
        id={fields.picture.id}
        label={t("cards:offers.picture")}
        hint={t("products:hints.thumbnail")}
        errors={fields.picture.errors}
        errorId={fields.picture.errorId}
      >
        <div className="flex items-center gap-3">
          {picture ? <ProductImage src={picture} alt="" sizes="96px" className="h-16 w-20 rounded" /> : null}
          <input
            id={fields.picture.id}
            name={fields.picture.name}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={fields.picture.errors ? fields.picture.errorId : undefined}
            className="min-w-0 flex-1 text-sm"
          />
        </div>
      </FieldFrame>
    </>
  );
}
