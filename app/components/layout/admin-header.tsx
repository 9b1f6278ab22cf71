import { Link } from "react-router";

import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

import { AdminNav } from "./admin-nav";
import { ManageCategoryButton } from "./manage-category-button";
import { MobileMenu } from "./mobile-menu";
import { ProfileMenu } from "./profile-menu";

const menuLink = "block rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100";

interface AdminHeaderProps {
  user: { name: string; email: string; isAdmin: boolean; isMod: boolean };
}

/**
 * The back-office header: logo, category management (admins), language, profile menu with Sign
 * Out. Below 1024 px the navigation, Manage Category (the categories page) and the dashboard link
 * move into the mobile menu, a <details> that opens without JavaScript; below 640 px the logo
 * shrinks to its picture.
 */
export function AdminHeader({ user }: AdminHeaderProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white" data-testid="admin-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <MobileMenu className="lg:hidden" testId="admin-mobile-menu">
          <AdminNav roles={user} variant="menu" />
          <ul className="mt-2 space-y-1 border-t border-slate-100 pt-2">
            {user.isAdmin ? (
              <li>
                <Link to={localePath("/admin/categories")} className={menuLink}>
                  {t("admin:header.manageCategory")}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={localePath("/dashboard")} className={menuLink}>
                {t("admin:header.dashboard")}
              </Link>
            </li>
          </ul>
        </MobileMenu>
        <Logo to={localePath(user.isAdmin ? "/admin" : "/admin/users")} compact />
        <span className="hidden rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white sm:inline">
          {t("admin:header.badge")}
        </span>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {user.isAdmin ? (
            <span className="max-lg:hidden">
              <ManageCategoryButton />
            </span>
          ) : null}
          <Link
            to={localePath("/dashboard")}
            className="hidden rounded px-2 py-1 text-sm whitespace-nowrap hover:bg-slate-100 lg:block"
          >
            {t("admin:header.dashboard")}
          </Link>
          <LanguageSwitcher className="whitespace-nowrap" />
          <ProfileMenu name={user.name} email={user.email} profileLink={false} />
        </div>
      </div>
    </header>
  );
}
