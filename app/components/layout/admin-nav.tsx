import { NavList } from "~/components/ui/nav-list";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** The back office's sections; `also`: sibling pages of the same section (the CCM withdrawals). */
export const adminMenu = [
  { to: "/admin", key: "overview" },
  { to: "/admin/users", key: "users" },
  { to: "/admin/orders", key: "report" },
  { to: "/admin/transactions", key: "transactions" },
  { to: "/admin/deposite-ccm", key: "deposits" },
  { to: "/admin/withdraw", key: "withdrawals", also: "/admin/withdraw-ccm" },
  { to: "/admin/products", key: "products" },
  { to: "/admin/user-products/:id?", key: "userProducts" },
  { to: "/admin/cards", key: "cards" },
  { to: "/admin/shops", key: "shops" },
  { to: "/admin/audit", key: "audit" },
  { to: "/admin/mails", key: "mails" },
  { to: "/admin/settings", key: "settings" },
] as const;

/** Admins see every entry, moderators (not admin) only Users, anyone else nothing. */
export function adminMenuFor(roles: { isAdmin: boolean; isMod: boolean }) {
  if (roles.isAdmin) return adminMenu;
  if (roles.isMod) return adminMenu.filter((item) => item.key === "users");
  return [];
}

const barLink = ({ isActive }: { isActive: boolean }) =>
  `block px-3 py-3 text-sm font-medium whitespace-nowrap ${isActive ? "border-b-2 border-emerald-400 text-white" : "text-slate-300 hover:text-white"}`;
const menuLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-medium ${isActive ? "bg-emerald-50 text-emerald-800" : "text-slate-700 hover:bg-slate-100"}`;

/**
 * The back-office navigation, the current section marked (aria-current="page"): a bar under the
 * header from 1024 px, a list inside the header's mobile menu below it (`variant="menu"`).
 */
export function AdminNav({ roles, variant = "bar" }: { roles: { isAdmin: boolean; isMod: boolean }; variant?: "bar" | "menu" }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const items = adminMenuFor(roles).map((item) => ({
    to: localePath(item.to),
    label: t(`admin:nav.${item.key}`),
    end: item.to === "/admin",
    also: "also" in item ? [localePath(item.also)] : undefined,
  }));
  if (items.length === 0) return null;
  if (variant === "menu") {
    return (
      <nav aria-label={t("admin:nav.label")} data-testid="admin-nav-menu">
        <NavList className="space-y-1" linkClass={menuLink} items={items} />
      </nav>
    );
  }
  return (
    <nav
      className="border-b border-slate-200 bg-slate-800 max-lg:hidden"
      aria-label={t("admin:nav.label")}
      data-testid="admin-nav"
    >
      <NavList
        className="mx-auto flex max-w-7xl flex-wrap gap-x-1 px-4"
        itemClassName="shrink-0"
        linkClass={barLink}
        items={items}
      />
    </nav>
  );
}
