/** Packages: what is on sale, purchases with CCT, the referrer's commission, refunds. */
export { getPackage, listActivePackages, listAllPackages, savePackage, type PackageView } from "./packages.server";
export { buyPackage, purchasePackage, type AdminPurchase } from "./package-purchases.server";
export { getMyPurchase, listMyPurchases, listPurchases } from "./package-purchase-lists.server";
export { refundPurchase } from "./package-refunds.server";
export { referralsOf } from "./referrals.server";
