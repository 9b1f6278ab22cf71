import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { userCounts } from "~/domain/users.server";
import { useLocalePath } from "~/lib/hooks";

import type { Route } from "./+types/overview";

/** /admin: counts of users. The admin layout lets only admins here (moderators go to Users). */
export async function loader() {
  return { counts: await userCounts() };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const entries = Object.entries(loaderData.counts) as [keyof typeof loaderData.counts, number][];
  return (
    <section>
      <PageTitle title={t("admin:overview.title")} />
      <h2 className="mb-3 text-lg font-semibold">{t("admin:overview.users")}</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="user-counts">
        {entries.map(([key, value]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{t(`admin:overview.counts.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`count-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {/* The specification's admin bar has no Packages entry: the overview links to it. */}
      <Link
        to={localePath("/admin/packages")}
        className="mt-6 block max-w-sm rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-400"
        data-testid="admin-packages-link"
      >
        <span className="font-semibold text-emerald-700">{t("packages:admin.link")}</span>
        <span className="mt-1 block text-sm text-slate-600">{t("packages:admin.linkHint")}</span>
      </Link>
    </section>
  );
}
