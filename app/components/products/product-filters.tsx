import { useTranslation } from "react-i18next";
import { Form } from "react-router";

import { SubmitButton } from "~/components/forms";
import { productFilterStatuses } from "~/lib/schemas/products";

/** Search by name and filter by status: a GET form (works without JavaScript). */
export function ProductFilters({ q, status }: { q: string; status: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2 text-sm" data-testid="product-filters">
      <label>
        <span className="mb-1 block font-medium text-slate-700">{t("products:list.search")}</span>
        <input type="search" name="q" defaultValue={q} maxLength={64} className="rounded border border-slate-300 px-2 py-1.5" />
      </label>
      <label>
        <span className="mb-1 block font-medium text-slate-700">{t("products:list.filter")}</span>
        <select name="status" defaultValue={status} className="rounded border border-slate-300 px-2 py-1.5">
          <option value="">{t("products:list.all")}</option>
          {productFilterStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`products:status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <SubmitButton variant="secondary" size="md" block={false}>
        {t("products:list.searchButton")}
      </SubmitButton>
    </Form>
  );
}
