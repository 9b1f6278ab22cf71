import { DashboardNav } from "~/components/layout/dashboard-nav";
import { PageTitle } from "~/components/page-title";
import { useRootData } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** /menu: the dashboard menu as a page (a fallback for the mobile menu). */
export default function DashboardMenuPage() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  return (
    <section className="max-w-md">
      <PageTitle title={t("dashboard:menu.title")} />
      <DashboardNav
        staff={Boolean(user && (user.isStaff || user.isAdmin))}
        testId="menu-page-nav"
        label={t("dashboard:menu.title")}
      />
    </section>
  );
}
