import { Outlet } from "react-router";

import { DashboardAside } from "~/components/layout/dashboard-aside";
import { DashboardHeader } from "~/components/layout/dashboard-header";
import { SiteFooter } from "~/components/layout/site-footer";
import { mainId, SkipLink } from "~/components/layout/skip-link";
import { notificationBell } from "~/domain/accounts";
import { useRootData } from "~/lib/hooks";
import { noindexHandle } from "~/lib/seo";
import { orLogged } from "~/utils/or-logged.server";
import { currentUser, userMiddleware } from "~/utils/permissions.server";

import type { Route } from "./+types/dashboard";

/** Not for search results (decision 244). */
export const handle = noindexHandle;

/** How many notifications the bell's dropdown lists. */
const bellSize = 20;

/** Every page below needs a signed-in member. */
export const middleware = [userMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  // A bell that cannot be read is logged and shown empty: the page itself still opens (§8).
  return orLogged("notification bell", () => notificationBell(user.id, bellSize), { unread: 0, notifications: [] });
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  // The root loader read the same signed-in user (with the balance) and the site origin.
  const user = root?.user;
  if (!user) return null;
  const storeUrl = `${root.origin}/store/${user.account}`;
  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <DashboardAside staff={user.isStaff || user.isAdmin} />
      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardHeader user={user} storeUrl={storeUrl} unread={loaderData.unread} notifications={loaderData.notifications} />
        <main id={mainId} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6" data-testid="dashboard-main">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
