/** Packages: what is on sale, purchases with CCT, the referrer's commission, refunds. */
export {
  getPackage,
  listActivePackages,
  listAllPackages,
  savePackage,
  type AdminPackageView,
  type PackageView,
} from "./packages.server";
export {
  buyPackage,
  purchasePackage,
  type AdminPurchase,
  type MemberPurchase,
  type PendingRefund,
} from "./package-purchases.server";
export { getMyPurchase, listMyPurchases, listPurchases } from "./package-purchase-lists.server";
export { confirmRefund, pendingRefunds, refundPurchase, rejectRefund, type RefundOutcome } from "./package-refunds.server";
export { referralsOf, type Invitee, type ReferralTotals } from "./referrals.server";
