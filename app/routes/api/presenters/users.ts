import { rolesOf, type AdminUserDetail } from "~/domain/back-office";
import { COIN_DECIMALS, unitsToNumber } from "~/lib/money";

/** A user as the users API shows it to the back office: snake_case, the wallet in CCT as numbers. */
export function adminUserJson({ user, wallet, activity, adminGrantPending }: AdminUserDetail) {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    email: user.email,
    phone_number: user.phoneNumber,
    address: user.address,
    roles: rolesOf({ is_admin: user.isAdmin, is_mod: user.isMod, is_staff: user.isStaff }),
    admin_grant_pending: adminGrantPending,
    activated: user.emailVerifiedAt !== null,
    locked: user.lockedAt !== null,
    locked_at: user.lockedAt,
    lock_reason: user.lockReason,
    referrer_id: user.referrerId,
    created_at: user.createdAt,
    wallet: {
      balance: unitsToNumber(wallet.balance, COIN_DECIMALS),
      held: unitsToNumber(wallet.held, COIN_DECIMALS),
      available: unitsToNumber(wallet.available, COIN_DECIMALS),
    },
    activity: {
      orders_bought: activity.ordersBought,
      orders_sold: activity.ordersSold,
      products: activity.products,
      invitees: activity.invitees,
    },
  };
}
