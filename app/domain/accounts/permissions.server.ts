import { DomainError } from "~/lib/errors";

interface Roles {
  isAdmin: boolean;
  isMod: boolean;
  isStaff: boolean;
}

/** The one place that says who is an admin, staff or back-office user. */
export const isAdmin = (user: Pick<Roles, "isAdmin">) => user.isAdmin;
export const isStaffOrAdmin = (user: Pick<Roles, "isAdmin" | "isStaff">) => user.isStaff || user.isAdmin;
export const isModerator = (user: Pick<Roles, "isMod">) => user.isMod;

/**
 * Admins only: anyone else is refused with 403 (a page's form shows it as its error, the API
 * answers it as JSON).
 */
export function assertAdmin(user: Pick<Roles, "isAdmin">): void {
  if (!isAdmin(user)) throw new DomainError("errors:forbidden", 403);
}
