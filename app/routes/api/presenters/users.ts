import type { PublicUser } from "~/domain/accounts";
import { rolesOf, type AdminUserDetail, type AdminUserRow } from "~/domain/back-office";
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
    roles: rolesOf(user),
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

/** The signed-in user (login, GET /api/auth/user, the profile's update): the specification's User fields. */
export function publicUserJson(u: PublicUser) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone_number: u.phoneNumber,
    address: u.address,
    ccm_address: u.ccmAddress,
    account: u.account,
    coin_balance: u.coinBalance,
    is_admin: u.isAdmin,
    is_mod: u.isMod,
    is_staff: u.isStaff,
  };
}

/** A store owner's public card (GET /api/users/check-account). */
export function accountCardJson(c: Pick<PublicUser, "id" | "name" | "phoneNumber" | "address" | "account">) {
  return { id: c.id, name: c.name, phone_number: c.phoneNumber, address: c.address, account: c.account };
}

/** A row of GET /api/admin/users: its roles as names, the balance in CCT as a number. */
export function adminUserRowJson(u: AdminUserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    account: u.account,
    phone_number: u.phoneNumber,
    activated: u.activated,
    locked: u.locked,
    created_at: u.createdAt,
    roles: rolesOf(u),
    balance: unitsToNumber(u.balance, COIN_DECIMALS),
  };
}
