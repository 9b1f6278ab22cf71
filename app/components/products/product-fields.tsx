import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";

import { FieldFrame, inputBorder } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { asTyped, readTypedAmount } from "~/lib/amount-input";
import { useLanguage } from "~/lib/hooks";
import { formatAmount } from "~/lib/money";
import { derivedCct, derivedVnd, type PriceRates } from "~/lib/product-prices";
import { metaFrom, slugify } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";

import { DerivedField } from "./derived-field";
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

const initial = (meta: Meta) => (typeof meta.initialValue === "string" ? meta.initialValue : "");

/**
 * The product form's fields (the specification's label set), for members and the system catalogue,
 * in a shop owner's order (decision 224): name, pictures, description, the price with its VND and
 * CCT amounts worked out at today's rates, stock, category; the slug and meta under "Search engine
 * listing", made from the name and description until the member writes their own.
 */
export function ProductFields({
  fields,
  categories,
  rates,
  pictures = [],
}: {
  fields: ProductFieldsMeta;
  categories: { id: number; name: string }[];
  rates: PriceRates;
  /** The gallery the product has now, in its order. */
  pictures?: string[];
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { description, description_vi: descriptionVi } = fields;
  const category = fields.category_id;
  // What the derived fields are worked out from, as the member types it.
  const [name, setName] = useState(() => initial(fields.name));
  const [about, setAbout] = useState(() => initial(fields.description));
  const [price, setPrice] = useState(() => initial(fields.price));
  const plainPrice = price.trim() === "" ? null : readTypedAmount(price);
  const vnd = plainPrice === null ? "" : (derivedVnd(plainPrice, rates) ?? "");
  const cctPlain = plainPrice === null ? null : derivedCct(plainPrice, rates);
  const cct = cctPlain === null ? "" : asTyped(cctPlain);
  const slug = slugify(name);
  const meta = name.trim() === "" && about.trim() === "" ? "" : metaFrom(about, name);
  return (
    <>
      <InputField label={t("products:fields.name")} meta={fields.name} type="text" onChange={(e) => setName(e.target.value)} />
      <InputField
        label={t("products:fields.name_vi")}
        hint={t("products:hints.vietnamese")}
        meta={fields.name_vi}
        type="text"
        lang="vi"
      />
      {/* A saved gallery starts the editor afresh (the page stays mounted across a client-side save). */}
      <GalleryFields key={pictures.join(" ")} pictures={pictures} images={fields.images} field={fields.pictures} />
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
          onChange={(e) => setAbout(e.target.value)}
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
      <fieldset className="mb-4 rounded border border-slate-200 p-3" data-testid="price-fields">
        <legend className="px-1 text-sm font-medium text-slate-700">{t("products:fields.prices")}</legend>
        <InputField
          label={t("products:fields.price")}
          hint={t("products:derive.rates", {
            vnd: formatAmount(rates.vndPerUsd, 8, lng),
            cct: formatAmount(rates.cctPerUsd, 8, lng),
          })}
          meta={fields.price}
          type="text"
          inputMode="decimal"
          onChange={(e) => setPrice(e.target.value)}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <DerivedField
            meta={fields.vnd_to_pay}
            label={t("products:fields.vnd_to_pay")}
            derived={vnd}
            derivedHint={t("products:derive.fromPrice")}
            manualHint={t("products:derive.byHand")}
            resetLabel={t("products:derive.useRate")}
            inputMode="numeric"
          />
          <DerivedField
            meta={fields.ccm_to_pay}
            label={t("products:fields.ccm_to_pay")}
            derived={cct}
            derivedHint={t("products:derive.fromPrice")}
            manualHint={t("products:derive.byHand")}
            resetLabel={t("products:derive.useRate")}
            inputMode="decimal"
          />
        </div>
        <InputField
          label={t("products:fields.discount_percentage")}
          hint={t("products:hints.discount")}
          meta={fields.discount_percentage}
          type="number"
        />
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
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
      <details
        className="mb-4 rounded border border-slate-200 p-3"
        open={Boolean(fields.slug.errors?.length || fields.meta.errors?.length) || undefined}
        data-testid="search-listing"
      >
        <summary className="cursor-pointer text-sm font-medium text-slate-700">{t("products:seo.title")}</summary>
        <p className="mt-2 mb-3 text-xs text-slate-500">{t("products:seo.about")}</p>
        <DerivedField
          meta={fields.slug}
          label={t("products:fields.slug")}
          derived={slug}
          derivedHint={t("products:seo.slugFromName")}
          manualHint={t("products:seo.byHand")}
          resetLabel={t("products:seo.useSuggestion")}
        />
        <DerivedField
          meta={fields.meta}
          label={t("products:fields.meta")}
          derived={meta}
          derivedHint={t("products:seo.metaFromDescription")}
          manualHint={t("products:seo.byHand")}
          resetLabel={t("products:seo.useSuggestion")}
        />
      </details>
    </>
  );
}
