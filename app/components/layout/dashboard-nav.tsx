import { NavList } from "~/components/ui/nav-list";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** The dashboard aside menu (specification "Menus"), in order. */
export const dashboardMenu = [
  { to: "/dashboard", key: "dashboard" },
  { to: "/cards", key: "cards" },
  { to: "/refs", key: "members" },
  { to: "/products", key: "products" },
  { to: "/user-orders/:id?", key: "orders" },
  { to: "/deposite", key: "deposit" },
  { to: "/transfer-point", key: "transferPoint" },
  { to: "/profile", key: "profile" },
] as const;

/** Shown to staff and admins only. */
export const staffMenu = [
  { to: "/staff/withdraw-ccm", key: "withdrawCcm" },
  { to: "/staff/user-orders/:id?", key: "systemOrders" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-medium ${isActive ? "bg-emerald-50 text-emerald-800" : "text-slate-700 hover:bg-slate-100"}`;

/** `label` names a second copy of the menu on the same page (/menu) apart from the aside's. */
export function DashboardNav({ staff, testId, label }: { staff: boolean; testId?: string; label?: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <nav aria-label={label ?? t("dashboard:menu.label")} data-testid={testId}>
      <NavList
        className="space-y-1"
        linkClass={linkClass}
        items={dashboardMenu.map((item) => ({
          to: localePath(item.to),
          label: t(`dashboard:menu.${item.key}`),
          end: item.to === "/dashboard",
        }))}
      />
      {staff ? (
        <div className="mt-6" data-testid="staff-menu">
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("dashboard:menu.staff")}</p>
          <NavList
            className="space-y-1"
            linkClass={linkClass}
            items={staffMenu.map((item) => ({ to: localePath(item.to), label: t(`dashboard:menu.${item.key}`) }))}
          />
        </div>
      ) : null}
    </nav>
  );
}
