import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { useLocalePath } from "~/lib/hooks";

import { ManageCategoryButton } from "./manage-category-button";
import { ProfileMenu } from "./profile-menu";

interface AdminHeaderProps {
  user: { name: string; email: string; is_admin: boolean };
}

/** The back-office header: logo, category management (admins), language, profile menu with Sign Out. */
export function AdminHeader({ user }: AdminHeaderProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white" data-testid="admin-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Logo to={localePath(user.is_admin ? "/admin" : "/admin/users")} />
        <span className="hidden rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white sm:inline">
          {t("admin:header.badge")}
        </span>
        <div className="ml-auto flex items-center gap-2">
          {user.is_admin ? <ManageCategoryButton /> : null}
          <Link to={localePath("/dashboard")} className="hidden rounded px-2 py-1 text-sm hover:bg-slate-100 sm:block">
            {t("admin:header.dashboard")}
          </Link>
          <LanguageSwitcher />
          <ProfileMenu name={user.name} email={user.email} profileLink={false} />
        </div>
      </div>
    </header>
  );
}
