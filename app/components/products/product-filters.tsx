import { SubmitButton } from "~/components/forms";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { productFilterStatuses } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";

/** Search by name and filter by status: a GET form (works without JavaScript), the list's order kept. */
export function ProductFilters({ q, status }: { q: string; status: string }) {
  const { t } = useTranslation();
  return (
    <FilterBar testId="product-filters">
      <FilterField label={t("products:list.search")}>
        <input type="search" name="q" defaultValue={q} maxLength={64} className={filterInput} />
      </FilterField>
      <FilterField label={t("products:list.filter")}>
        <select name="status" defaultValue={status} className={filterInput}>
          <option value="">{t("products:list.all")}</option>
          {productFilterStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`products:status.${s}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <SubmitButton variant="secondary" size="md" block={false}>
        {t("products:list.searchButton")}
      </SubmitButton>
    </FilterBar>
  );
}
