import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { SearchForm } from "~/components/store/search-form";
import { listActiveStores } from "~/domain/catalogue";
import { withLogos } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { imageSrcSet } from "~/lib/images";
import { getLanguage } from "~/utils/i18n.server";
import { searchQuery } from "~/utils/params.server";
import type { Route } from "./+types/ccm-store";

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = searchQuery(url);
  const list = await listActiveStores(query);
  return { q: query.q, list: { ...list, items: await withLogos(getLanguage(context), list.items) } };
}

/** The Shop page: every active store with its owner and product count. */
export default function CcmStore({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { q, list } = loaderData;
  return (
    <section className="space-y-6">
      <PageTitle title={t("store:shops.title")} />
      <SearchForm label={t("store:shops.search")} q={q} />
      {list.items.length === 0 ? (
        <p className="text-slate-500">{t("store:shops.none")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="shop-list">
          {list.items.map((s) => (
            <li key={s.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="shop-card">
              <div className="mb-2 flex items-center gap-3">
                {s.logo ? (
                  <img src={s.logo} srcSet={imageSrcSet(s.logo)} sizes="48px" alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full object-cover" />
                ) : null}
                <h2 className="font-semibold">{s.name}</h2>
              </div>
              <p className="text-sm text-slate-600">{t("store:shops.owner", { account: s.account })}</p>
              <p className="text-sm text-slate-600">{t("store:shops.products", { count: s.products })}</p>
              <Link to={localePath("/store/:account?", { account: s.account })} className="mt-2 inline-block text-sm font-medium text-emerald-700 hover:underline">
                {t("store:shops.visit")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
