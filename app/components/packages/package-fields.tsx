import { getInputProps, getTextareaProps } from "@conform-to/react";

import { FieldFrame, inputBorder } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { useTranslation } from "~/lib/use-translation";

type Meta = Parameters<typeof getInputProps>[0];

export interface PackageFieldsMeta {
  name_en: Meta;
  name_vi: Meta;
  description_en: Meta;
  description_vi: Meta;
  benefits_en: Meta;
  benefits_vi: Meta;
  price: Meta;
  commission_percentage: Meta;
  position: Meta;
}

const control = "block w-full rounded border px-3 py-2 text-sm shadow-sm focus:ring-2 focus:ring-emerald-500 focus:outline-none";

function TextArea({ meta, label, rows = 3 }: { meta: Meta; label: string; rows?: number }) {
  return (
    <FieldFrame id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId}>
      <textarea rows={rows} className={`${control} ${inputBorder(Boolean(meta.errors))}`} {...getTextareaProps(meta)} />
    </FieldFrame>
  );
}

/** The admins' package form: both languages side by side, the price, the commission, the order. */
export function PackageFields({ fields }: { fields: PackageFieldsMeta }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField label={t("packages:fields.nameEn")} meta={fields.name_en} type="text" />
        <InputField label={t("packages:fields.nameVi")} meta={fields.name_vi} type="text" />
        <TextArea label={t("packages:fields.descriptionEn")} meta={fields.description_en} />
        <TextArea label={t("packages:fields.descriptionVi")} meta={fields.description_vi} />
        <TextArea label={t("packages:fields.benefitsEn")} meta={fields.benefits_en} rows={4} />
        <TextArea label={t("packages:fields.benefitsVi")} meta={fields.benefits_vi} rows={4} />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <InputField label={t("packages:fields.price")} meta={fields.price} type="text" inputMode="decimal" />
        <InputField label={t("packages:fields.commissionPercentage")} meta={fields.commission_percentage} type="number" />
        <InputField label={t("packages:fields.position")} meta={fields.position} type="number" />
      </div>
    </>
  );
}
