import { lazy, Suspense, useState } from "react";
import { useMatches } from "react-router";

import { modalsRequested } from "~/components/account/dialog-links";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { useLocalePath, useRootData, type RootData } from "~/lib/hooks";
import { formatCoin } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

import { DashboardNav } from "./dashboard-nav";
import { MobileMenu } from "./mobile-menu";
import { NotificationBell, type BellNotification } from "./notification-bell";
import { ProfileMenu } from "./profile-menu";

const AccountDialogs = lazy(() => import("~/components/account/account-dialogs"));

interface DashboardHeaderProps {
  user: NonNullable<RootData["user"]>;
  storeUrl: string;
  unread: number;
  notifications: BellNotification[];
}

/** Store name, public store URL, language switcher, bell, profile menu; the mobile menu below md. */
export function DashboardHeader({ user, storeUrl, unread, notifications }: DashboardHeaderProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const staff = user.isStaff || user.isAdmin;
  // The profile page holds the two modals itself (with its plain forms' answers). Elsewhere they are
  // loaded and mounted when the profile menu opens: no page carries two forms and a country list
  // it rarely needs. Until then (and without JavaScript) the menu's links open them on the profile page.
  const onProfilePage = useMatches().some((m) => m.id === "profile" || m.id === "vi/profile");
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const origin = useRootData()?.origin ?? "";
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white" data-testid="dashboard-header">
      <div className="flex h-16 items-center gap-2 px-4">
        <MobileMenu className="md:hidden">
          <DashboardNav staff={staff} testId="mobile-dashboard-nav" />
        </MobileMenu>
        <Logo to={localePath("/dashboard")} className="md:hidden" compact />
        <div className="hidden min-w-0 flex-1 md:block">
          <p className="truncate text-sm font-semibold text-slate-900" data-testid="store-name">
            {t("dashboard:header.storeName", { name: user.name })}
          </p>
          <a
            href={storeUrl}
            className="block truncate text-xs text-emerald-700 hover:underline"
            data-testid="store-url"
            target="_blank"
            rel="noreferrer"
          >
            {storeUrl}
          </a>
        </div>
        <div className="ml-auto flex items-center gap-1">
          <span
            className="mr-1 rounded bg-emerald-50 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-emerald-800"
            data-testid="header-balance"
          >
            {t("common:balance", { amount: formatCoin(user.coinBalance) })}
          </span>
          <LanguageSwitcher className="whitespace-nowrap" />
          <NotificationBell unread={unread} items={notifications} />
          <ProfileMenu
            name={user.name}
            email={user.email}
            backOffice={user.isAdmin ? "/admin" : user.isMod ? "/admin/users" : undefined}
            onOpen={() => {
              modalsRequested();
              setDialogsWanted(true);
            }}
          />
        </div>
      </div>
      <div className="border-t border-slate-100 px-4 py-2 md:hidden">
        <p className="truncate text-sm font-semibold">{t("dashboard:header.storeName", { name: user.name })}</p>
        <a href={storeUrl} className="block truncate text-xs text-emerald-700" target="_blank" rel="noreferrer">
          {storeUrl}
        </a>
      </div>
      {dialogsWanted && !onProfilePage ? (
        <Suspense fallback={null}>
          <AccountDialogs user={user} origin={origin} />
        </Suspense>
      ) : null}
    </header>
  );
}
