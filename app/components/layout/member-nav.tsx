import { useRootData } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

import { DashboardNav } from "./dashboard-nav";

/**
 * The member's dashboard menu inside the second store layout (/buy-products, decision 232): an
 * aside from md up, a disclosure above the page below (a `<details>`: opens without JavaScript).
 * The simple store header stays the specification's (its mobile menu holds Home only).
 */
export function MemberAside() {
  return (
    <aside className="hidden w-56 shrink-0 border-r border-slate-200 bg-white md:block" data-testid="member-aside">
      <div className="sticky top-0 p-4">
        <DashboardNav staff={useStaff()} />
      </div>
    </aside>
  );
}

export function MemberMenuDisclosure() {
  const { t } = useTranslation();
  return (
    <details className="border-b border-slate-200 bg-white md:hidden" data-testid="member-menu">
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-slate-700">{t("dashboard:menu.label")}</summary>
      <div className="px-2 pb-3">
        <DashboardNav staff={useStaff()} />
      </div>
    </details>
  );
}

function useStaff(): boolean {
  const user = useRootData()?.user;
  return Boolean(user && (user.isStaff || user.isAdmin));
}
