export { adminOverview, overviewJson, type AdminOverview, type Queue } from "./overview.server";
export {
  adminUserJson,
  listUsersForAdmin,
  lockUser,
  mayLock,
  resendActivation,
  rolesOf,
  setRoles,
  unlockUser,
  userActivity,
  usersCsv,
} from "./user-admin.server";
export { sweepExpired } from "./housekeeping.server";
