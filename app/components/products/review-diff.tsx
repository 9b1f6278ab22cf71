import type { ReactNode } from "react";

import { PictureStrip } from "~/components/products/picture-strip";
import { Table } from "~/components/ui/table";
import type { ReviewedProduct } from "~/domain/catalogue";
import { useLanguage } from "~/lib/hooks";
import type { Language } from "~/lib/i18n";
import { productPictures } from "~/lib/images";
import { COIN_DECIMALS, formatCoin, formatUsd, formatVnd, parseUnits, USD_DECIMALS } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

type Draft = NonNullable<ReviewedProduct["revision"]>;
type T = ReturnType<typeof useTranslation>["t"];

interface FieldDiff {
  key: string;
  label: string;
  live: string;
  proposed: string | null;
}

type TextField = "name" | "name_vi" | "slug" | "meta" | "description" | "description_vi";

const vndText = (value: string, lng: Language) => (/^-?\d+$/.test(value) ? formatVnd(BigInt(value), lng) : value);

/**
 * Each field as the reader reads it, live and proposed: amounts in the reader's conventions, the
 * category by its name. Compared as shown, so "12.5" and "12.50" are not a change.
 */
function fieldDiffs(p: ReviewedProduct, t: T, lng: Language): FieldDiff[] {
  const r: Draft | null = p.revision;
  const usd = (v: string) => formatUsd(parseUnits(v, USD_DECIMALS) ?? 0n);
  const cct = (v: string) => t("store:price.cct", { amount: formatCoin(parseUnits(v, COIN_DECIMALS) ?? 0n) });
  const noCategory = t("products:fields.noCategory");
  const texts: [key: TextField, live: string | null, proposed: string | null | undefined][] = [
    ["name", p.name, r?.name],
    ["name_vi", p.nameVi, r?.nameVi],
    ["slug", p.slug, r?.slug],
    ["meta", p.meta, r?.meta],
    ["description", p.description, r?.description],
    ["description_vi", p.descriptionVi, r?.descriptionVi],
  ];
  const rows = texts.map(([key, live, proposed]) => ({
    key,
    label: t(`products:fields.${key}`),
    live: live ?? "",
    proposed: r ? (proposed ?? "") : null,
  }));
  return [
    ...rows,
    { key: "price", label: t("products:fields.price"), live: usd(p.price), proposed: r ? usd(r.price) : null },
    {
      key: "vnd_to_pay",
      label: t("products:fields.vnd_to_pay"),
      live: vndText(p.vndToPay, lng),
      proposed: r ? vndText(r.vndToPay, lng) : null,
    },
    { key: "ccm_to_pay", label: t("products:fields.ccm_to_pay"), live: cct(p.ccmToPay), proposed: r ? cct(r.ccmToPay) : null },
    {
      key: "discount_percentage",
      label: t("products:fields.discount_percentage"),
      live: `${p.discountPercentage}%`,
      proposed: r ? `${r.discountPercentage}%` : null,
    },
    {
      key: "category",
      label: t("products:fields.category"),
      live: p.categoryName ?? noCategory,
      proposed: r ? (r.categoryId === null ? noCategory : (p.proposedCategoryName ?? `#${r.categoryId}`)) : null,
    },
  ];
}

const changedRow = "bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-500)]";

/** The "changed" mark of a row: a word, not only a colour. */
function ChangedMark() {
  const { t } = useTranslation();
  return (
    <span className="ml-1 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      {t("products:review.changed")}
    </span>
  );
}

function Row({ label, live, proposed, changed }: { label: string; live: ReactNode; proposed?: ReactNode; changed: boolean }) {
  return (
    <tr className={changed ? changedRow : undefined} data-testid={changed ? "changed-field" : "review-field"}>
      <th scope="row" className="p-3 text-left align-top font-medium">
        {label}
        {changed ? <ChangedMark /> : null}
      </th>
      <td className="p-3 align-top break-words whitespace-pre-wrap">{live}</td>
      {proposed !== undefined ? <td className="p-3 align-top break-words whitespace-pre-wrap">{proposed}</td> : null}
    </tr>
  );
}

/**
 * The product's fields and pictures; for a change to an approved product, the live version beside
 * the proposed one, the changed fields highlighted and marked, the old text struck out and the new
 * one underlined (decision 214).
 */
export function ReviewDiff({ product }: { product: ReviewedProduct }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const hasRevision = product.revision !== null;
  const diffs = fieldDiffs(product, t, lng);
  // Every picture, in order, live and proposed (decision 200).
  const proposedPictures = product.revision
    ? productPictures(product.revision.thumbnail, product.revision.images ?? []).filter((src) => src !== null)
    : null;
  const picturesChanged = proposedPictures !== null && proposedPictures.join() !== product.images.join();
  const changed = diffs.filter((d) => d.proposed !== null && d.proposed !== d.live);
  const changedLabels = [...changed.map((d) => d.label), ...(picturesChanged ? [t("products:fields.pictures")] : [])];
  return (
    <div className="space-y-2">
      {hasRevision ? (
        <p className="text-sm text-slate-700" data-testid="changed-summary">
          {changedLabels.length === 0
            ? t("products:review.nothingChanged")
            : t("products:review.changedFields", { count: changedLabels.length, fields: changedLabels.join(", ") })}
        </p>
      ) : null}
      <Table
        testId="review-fields"
        headers={[t("products:review.field"), t("products:review.live"), ...(hasRevision ? [t("products:review.change")] : [])]}
      >
        <Row
          label={t("products:fields.pictures")}
          changed={picturesChanged}
          live={<PictureStrip pictures={product.images} testId="live-pictures" />}
          proposed={proposedPictures ? <PictureStrip pictures={proposedPictures} testId="proposed-pictures" /> : undefined}
        />
        {diffs.map((d) => {
          const isChanged = d.proposed !== null && d.proposed !== d.live;
          return (
            <Row
              key={d.key}
              label={d.label}
              changed={isChanged}
              live={isChanged ? <del className="text-red-800">{d.live}</del> : d.live}
              proposed={
                d.proposed === null ? undefined : isChanged ? (
                  <ins className="font-medium text-emerald-800">{d.proposed}</ins>
                ) : (
                  d.proposed
                )
              }
            />
          );
        })}
      </Table>
    </div>
  );
}
