import { buttonClass } from "~/components/ui/button";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** What a closed store's pages throw (as the 404's data): the store layout shows StoreUnavailable. */
export const storeUnavailable = "store-unavailable";

export function StoreUnavailable() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{t("store:unavailable.title")}</title>
      <p className="text-6xl font-bold text-emerald-700">404</p>
      <h1 className="text-xl font-semibold" data-testid="store-unavailable">
        {t("store:unavailable.title")}
      </h1>
      <p className="text-slate-600">{t("store:unavailable.text")}</p>
      <a href={localePath("/ccm-store")} className={buttonClass({ size: "lg" })}>
        {t("store:unavailable.shops")}
      </a>
    </main>
  );
}
