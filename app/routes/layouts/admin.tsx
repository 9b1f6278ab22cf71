import { Outlet } from "react-router";

import { AdminHeader } from "~/components/layout/admin-header";
import { AdminNav } from "~/components/layout/admin-nav";
import { SiteFooter } from "~/components/layout/site-footer";
import { mainId, SkipLink } from "~/components/layout/skip-link";
import { isAdmin } from "~/domain/accounts";
import { listCategories } from "~/domain/catalogue";
import { noindexHandle } from "~/lib/seo";
import { orLogged } from "~/utils/or-logged.server";
import { backOfficeMiddleware, currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/admin";

/** Not for search results (decision 244). */
export const handle = noindexHandle;

/** The back office's frame: admins and moderators (admin-only.tsx narrows it for the pages below it). */
export const middleware = [backOfficeMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  return {
    user: { name: user.name, email: user.email, isAdmin: user.isAdmin, isMod: user.isMod },
    // For the Manage Category modal of the header (admins only). A failed read is logged and ignored
    // (§8): null, and the button opens the categories page instead of a modal that would save an
    // empty list over the real one.
    categories: isAdmin(user) ? await orLogged("categories", listCategories, null) : [],
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <AdminHeader user={user} />
      <AdminNav roles={user} />
      <main
        id={mainId}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 p-4 outline-none md:p-6"
        data-testid="admin-main"
      >
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
