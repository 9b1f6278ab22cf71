import { Outlet } from "react-router";

import { AdminHeader } from "~/components/layout/admin-header";
import { AdminNav } from "~/components/layout/admin-nav";
import { SiteFooter } from "~/components/layout/site-footer";
import { listCategories } from "~/domain/categories.server";
import { isAdmin } from "~/domain/permissions.server";
import { requireBackOffice } from "~/utils/auth.server";

import type { Route } from "./+types/admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireBackOffice({ request, context });
  return {
    user: { name: user.name, email: user.email, is_admin: user.isAdmin, is_mod: user.isMod },
    // For the Manage Category modal of the header (admins only).
    categories: isAdmin(user) ? await listCategories() : [],
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <div className="flex min-h-screen flex-col">
      <AdminHeader user={user} />
      <AdminNav roles={user} />
      <main className="mx-auto w-full max-w-7xl flex-1 p-4 md:p-6" data-testid="admin-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
