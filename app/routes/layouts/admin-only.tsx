import { Outlet } from "react-router";

import { adminMiddleware } from "~/utils/permissions.server";

/** Every back-office page but the users pages: admins only (moderators are sent to /admin/users). */
export const middleware = [adminMiddleware];

export default function AdminOnlyLayout() {
  return <Outlet />;
}
