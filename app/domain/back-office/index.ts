/** The back office: the overview, user management (roles, locks), housekeeping, the long lists' anchors. */
export { adminOverview, foldOverview, type AdminOverview, type Queue } from "./overview.server";
export {
  adminUserDetail,
  type AdminUserDetail,
  type AdminUserRow,
  listUsersForAdmin,
  rolesOf,
  userActivity,
  usersCsv,
} from "./user-admin.server";
export { lockUser, mayLock, resendActivation, setRoles, unlockUser } from "./user-access.server";
export { sweepExpired } from "./housekeeping.server";
export { anchoredLists, keepListAnchors } from "./list-anchors.server";
export { listFailedMails, sendFailedMailAgain } from "./failed-mails.server";
