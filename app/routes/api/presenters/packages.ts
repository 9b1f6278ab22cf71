import type { AdminPackageView, AdminPurchase, Invitee, MemberPurchase, PackageView, ReferralTotals } from "~/domain/packages";

/*
 * The API's wire shape of the packages area: snake_case, CCT as decimal strings ("33.33333333"),
 * as docs/api.md describes it. The one place it is written.
 */

export function packageJson(p: PackageView) {
  return {
    id: p.id,
    name_en: p.nameEn,
    name_vi: p.nameVi,
    description_en: p.descriptionEn,
    description_vi: p.descriptionVi,
    benefits_en: p.benefitsEn,
    benefits_vi: p.benefitsVi,
    price: p.price,
    commission_percentage: p.commissionPercentage,
    active: p.active,
    position: p.position,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

/** A package in the admins' list, with its purchases not refunded. */
export function adminPackageJson(p: AdminPackageView) {
  return { ...packageJson(p), purchases: p.purchases };
}

/** A purchase as its buyer reads it. */
export function purchaseJson(p: MemberPurchase) {
  return {
    id: p.id,
    package_id: p.packageId,
    package_name_en: p.packageNameEn,
    package_name_vi: p.packageNameVi,
    price: p.price,
    status: p.status,
    refund_reason: p.refundReason,
    refunded_at: p.refundedAt,
    created_at: p.createdAt,
  };
}

/** A purchase as the admins read it: the buyer, the referrer's commission, what a refund took back. */
export function adminPurchaseJson(p: AdminPurchase) {
  return {
    ...purchaseJson(p),
    buyer: { id: p.buyer.id, account: p.buyer.account, name: p.buyer.name },
    referrer: p.referrer ? { id: p.referrer.id, account: p.referrer.account } : null,
    commission_percentage: p.commissionPercentage,
    commission: p.commission,
    commission_reclaimed: p.commissionReclaimed,
    commission_shortfall: p.commissionShortfall,
    refunded_by: p.refundedBy,
    refund_request: p.refundRequest
      ? {
          id: p.refundRequest.id,
          requested_by: p.refundRequest.requestedBy,
          reason: p.refundRequest.reason,
          shortfall: p.refundRequest.shortfall,
          requested_at: p.refundRequest.createdAt,
        }
      : null,
  };
}

/** One member who signed up with the referral link, and what they brought. */
export function inviteeJson(i: Invitee) {
  return {
    name: i.name,
    account: i.account,
    joined_at: i.joinedAt,
    activated: i.activated,
    packages: i.packages,
    commission: i.commission,
    invited: i.invited,
  };
}

export function referralTotalsJson(t: ReferralTotals) {
  return {
    invitees: t.invitees,
    activated: t.activated,
    packages: t.packages,
    commission: t.commission,
    second_level: t.secondLevel,
  };
}
