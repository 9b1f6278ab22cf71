import { useTranslation } from "react-i18next";

import { NavList } from "~/components/ui/nav-list";
import { useLocalePath } from "~/lib/hooks";

export const adminMenu = [
  { to: "/admin", key: "overview" },
  { to: "/admin/users", key: "users" },
  { to: "/admin/orders", key: "report" },
  { to: "/admin/transactions", key: "transactions" },
  { to: "/admin/products", key: "products" },
  { to: "/admin/user-products/:id?", key: "userProducts" },
  { to: "/admin/cards", key: "cards" },
  { to: "/admin/shops", key: "shops" },
  { to: "/admin/audit", key: "audit" },
] as const;

/** Admins see every entry, moderators (not admin) only Users, anyone else nothing. */
export function adminMenuFor(roles: { is_admin: boolean; is_mod: boolean }) {
  if (roles.is_admin) return adminMenu;
  if (roles.is_mod) return adminMenu.filter((item) => item.key === "users");
  return [];
}

export function AdminNav({ roles }: { roles: { is_admin: boolean; is_mod: boolean } }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const items = adminMenuFor(roles);
  if (items.length === 0) return null;
  return (
    <nav className="border-b border-slate-200 bg-slate-800" aria-label={t("admin:nav.label")} data-testid="admin-nav">
      <NavList
        className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4"
        itemClassName="shrink-0"
        linkClass={({ isActive }) =>
          `block px-3 py-3 text-sm font-medium whitespace-nowrap ${isActive ? "border-b-2 border-emerald-400 text-white" : "text-slate-300 hover:text-white"}`
        }
        items={items.map((item) => ({ to: localePath(item.to), label: t(`admin:nav.${item.key}`), end: item.to === "/admin" }))}
      />
    </nav>
  );
}
