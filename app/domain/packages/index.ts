export { getPackage, listActivePackages, listAllPackages, savePackage, type PackageView } from "./packages.server";
export {
  buyPackage,
  getMyPurchase,
  listMyPurchases,
  listPurchases,
  purchasePackage,
  type AdminPurchase,
} from "./package-purchases.server";
export { refundPurchase } from "./package-refunds.server";
export { referralsOf } from "./referrals.server";
