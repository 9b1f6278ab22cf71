import { useTranslation } from "~/lib/use-translation";
import { data, Link, redirect } from "react-router";
import { LandingFooterEn } from "~/components/layout/landing-footer-en";
import { LandingFooterVi } from "~/components/layout/landing-footer-vi";
import { LandingHeader } from "~/components/layout/landing-header";
import { PageTitle } from "~/components/page-title";
import { useLanguage, useLocalePath, useRootData } from "~/lib/hooks";
import { detectHomeLanguage, getLanguage } from "~/utils/i18n.server";
import type { Route } from "./+types/home";
import { mainId, SkipLink } from "~/components/layout/skip-link";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (getLanguage(context) === "en") {
    const { redirectTo, setCookie } = await detectHomeLanguage(request);
    const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
    if (redirectTo) throw redirect(redirectTo, { headers });
    return data(null, { headers });
  }
  return data(null);
}

const features = ["store", "wallet", "cards", "members"] as const;

export default function Home() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const user = useRootData()?.user ?? null;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <LandingHeader />
      <main id={mainId} tabIndex={-1} className="flex-1 outline-none">
        <section className="bg-gradient-to-br from-emerald-700 to-emerald-900 px-4 py-20 text-white" data-testid="hero">
          <div className="mx-auto max-w-4xl text-center">
            <PageTitle title={t("common:titles.home")} heading={false} />
            <h1 className="text-3xl font-bold md:text-5xl">{t("landing:hero.title")}</h1>
            <p className="mt-6 text-lg text-emerald-50 md:text-xl" data-testid="tagline">
              {t("common:tagline")}
            </p>
            {user ? <YourStore account={user.account} name={user.name} /> : null}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link
                to={localePath(user ? "/dashboard" : "/sign_up")}
                className="rounded bg-white px-5 py-2.5 font-semibold text-emerald-800 hover:bg-emerald-50"
              >
                {t(user ? "landing:hero.toDashboard" : "landing:hero.join")}
              </Link>
              <Link to={localePath("/ccm-store")} className="rounded border border-white/70 px-5 py-2.5 font-semibold hover:bg-white/10">
                {t("landing:hero.browse")}
              </Link>
            </div>
          </div>
        </section>
        <section className="px-4 py-16" data-testid="features">
          <div className="mx-auto max-w-7xl">
            <h2 className="text-center text-2xl font-bold">{t("landing:features.title")}</h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {features.map((key) => (
                <li key={key} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                  <h3 className="font-semibold text-emerald-800">{t(`landing:features.${key}.title`)}</h3>
                  <p className="mt-2 text-sm text-slate-600">{t(`landing:features.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="bg-white px-4 py-16" data-testid="how-it-works">
          <div className="mx-auto max-w-3xl text-center">
            <h2 className="text-2xl font-bold">{t("landing:mission.title")}</h2>
            <p className="mt-4 text-slate-600">{t("landing:mission.text")}</p>
            <Link to={localePath("/check-order")} className="mt-6 inline-block font-medium text-emerald-700 hover:underline">
              {t("landing:mission.checkOrder")}
            </Link>
          </div>
        </section>
      </main>
      {lng === "vi" ? <LandingFooterVi /> : <LandingFooterEn />}
    </div>
  );
}

/** A signed-in member's own store, from the hero: its public address, as shoppers reach it. */
function YourStore({ account, name }: { account: string; name: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const origin = useRootData()?.origin ?? "";
  const storePath = localePath("/store/:account?", { account });
  return (
    <p className="mt-6 text-emerald-50" data-testid="hero-store">
      {t("landing:hero.yourStore", { name })}{" "}
      <Link to={storePath} className="font-semibold break-all text-white underline hover:no-underline" data-testid="hero-store-link">
        {`${origin}${storePath}`}
      </Link>
    </p>
  );
}
