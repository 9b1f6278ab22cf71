import { Outlet } from "react-router";

import { requireStaff } from "~/utils/auth.server";

import type { Route } from "./+types/staff";

/** Staff pages: is_staff or is_admin (others go back to their dashboard). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context });
  return null;
}

export default function StaffLayout() {
  return <Outlet />;
}
