/** The accounts area: who people are (sign-up, sign-in, sessions, two-factor, profile), their roles and limits. */
export type { User } from "~/db/schema";
export {
  activate,
  isResetTokenValid,
  requestActivationMail,
  requestPasswordReset,
  resetPassword,
  sendActivationMail,
  signUp,
  verifyLogin,
} from "./auth.server";
export {
  checkAccount,
  findUserByAccount,
  findUserById,
  publicUser,
  systemStoreId,
  toPublicUser,
  type PublicUser,
} from "./users.server";
export {
  createSession,
  revokeAllSessions,
  revokeSession,
  sessionMaxAgeSeconds,
  userAndBalanceForToken,
  userForToken,
} from "./sessions.server";
export { changePassword, updateProfile } from "./profile.server";
export {
  disableTwoFactor,
  enableTwoFactor,
  isTwoFactorEnabled,
  twoFactorSetup,
  unusedRecoveryCodes,
  verifySecondFactor,
} from "./two-factor.server";
export { enforce, limitedAttempt, limits, type Limit } from "./rate-limit.server";
export { createAdmin } from "./admins.server";
export { assertAdmin, isAdmin, isModerator, isStaffOrAdmin } from "./permissions.server";
export { requireCurrentPassword } from "./current-password.server";
export {
  listNotifications,
  markAllRead,
  notificationBell,
  notify,
  notifyWallet,
  type NotificationItem,
} from "./notifications.server";
