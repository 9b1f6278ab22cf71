import { Form, useSearchParams } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";

/**
 * The store header's search box: a GET form to the store's product list (works with JavaScript
 * off), keeping the term the list was searched with. Found without accents or with a typo (decision 190).
 */
export function StoreSearch({ action }: { action: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t("store:search.label")}
      className="flex w-full gap-2 sm:w-80"
      data-testid="store-search"
    >
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t("store:search.label")}</span>
        <input
          type="search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          maxLength={100}
          placeholder={t("store:search.placeholder")}
          className="w-full rounded border border-slate-300 px-2 py-1.5 text-sm"
        />
      </label>
      <button type="submit" className={buttonClass({ variant: "dark", size: "sm" })}>
        {t("store:search.submit")}
      </button>
    </Form>
  );
}
