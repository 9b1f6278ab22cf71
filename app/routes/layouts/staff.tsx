import { Outlet } from "react-router";

import { staffMiddleware } from "~/utils/permissions.server";

/** Staff pages: is_staff or is_admin (others go back to their dashboard). */
export const middleware = [staffMiddleware];

export default function StaffLayout() {
  return <Outlet />;
}
