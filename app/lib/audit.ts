/** What the audit trail records: one name per back-office action (labels in locales admin.audit.actions). */
export const auditActions = [
  "user.roles",
  "user.lock",
  "user.unlock",
  "user.activation_resent",
  "wallet.adjustment",
  "wallet.adjustment_requested",
  "wallet.adjustment_confirmed",
  "wallet.adjustment_rejected",
  "deposit.first_approval",
  "deposit.confirmed",
  "deposit.rejected",
  "withdrawal.first_approval",
  "withdrawal.approved",
  "withdrawal.rejected",
  "product.approved",
  "product.rejected",
  "system_product.saved",
  "categories.saved",
  "settings.saved",
  "control.proposed",
  "control.confirmed",
  "control.rejected",
  "control.cancelled",
  "order.status",
  "shop.activated",
  "shop.deactivated",
  "shop.bank_changed",
  "cards.issued",
  "card.disabled",
  "card_offer.saved",
  "package.saved",
  "package_purchase.refunded",
  "package_purchase.refund_requested",
  "package_purchase.refund_rejected",
] as const;
export type AuditAction = (typeof auditActions)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (auditActions as readonly string[]).includes(value);
}
