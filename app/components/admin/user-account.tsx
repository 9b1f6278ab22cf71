import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";

import { ConfirmForm, valueOf } from "~/components/confirm-form";
import { ErrorList, SubmitButton } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { inputClass } from "~/components/ui/field";
import { DetailList } from "~/components/ui/table";
import { formatDate, formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import type { OrderStatus } from "~/lib/order-status";
import { useTranslation } from "~/lib/use-translation";

interface Profile {
  phone: string | null;
  address: string | null;
  joined: Date | string;
  activated: boolean;
  referrer: string | null;
  lockedAt: Date | string | null;
  lockReason: string | null;
  roles: { is_admin: boolean; is_mod: boolean; is_staff: boolean };
}

/** Who the user is: account, contact, joining date, activation, referrer, lock. */
export function UserProfile({
  user,
  profile,
}: {
  user: { account: string; email: string; ccmAddress: string | null };
  profile: Profile;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <h2 className="text-lg font-semibold">{t("admin:users.detail.profile")}</h2>
      {profile.lockedAt ? (
        <p className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="user-locked">
          {t("admin:users.detail.lockedSince", { date: formatDateTime(profile.lockedAt), reason: profile.lockReason ?? "" })}
        </p>
      ) : null}
      <DetailList
        prefix="user"
        testId="user-details"
        rows={[
          ["account", t("account:profile.account"), user.account],
          ["email", t("account:profile.email"), user.email],
          ["phone", t("admin:users.detail.phone"), profile.phone ?? "—"],
          ["address", t("admin:users.detail.address"), profile.address ?? "—"],
          ["ccm", t("account:profile.ccmAddress"), <span className="break-all">{user.ccmAddress ?? "—"}</span>],
          ["joined", t("admin:users.detail.joined"), formatDate(profile.joined)],
          [
            "activated",
            t("admin:users.detail.activated"),
            profile.activated ? t("admin:users.filter.yes") : <Badge tone="warning">{t("admin:users.notActivated")}</Badge>,
          ],
          ["referrer", t("admin:users.detail.referrer"), profile.referrer ?? "—"],
        ]}
      />
    </div>
  );
}

const roleKeys = [
  ["is_admin", "admin"],
  ["is_mod", "mod"],
  ["is_staff", "staff"],
] as const;

/** The replies of these forms: a form error (a refusal) for the account intents only. */
function accountErrors(lastResult: SubmissionResult<string[]> | null | undefined): string[] {
  const intent = (lastResult?.initialValue as { intent?: unknown } | undefined)?.intent;
  if (typeof intent !== "string" || intent.endsWith("-adjustment")) return [];
  return Object.values(lastResult?.error ?? {}).flatMap((e) => e ?? []);
}

/** Roles (admins), lock or unlock with a reason, and the activation mail again. */
export function AccountControls({
  account,
  profile,
  canChangeRoles,
  canLock,
  lastResult,
}: {
  /** The member's account, named by the lock's confirmation. */
  account: string;
  profile: Profile;
  canChangeRoles: boolean;
  canLock: boolean;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  if (!canChangeRoles && !canLock) return null;
  return (
    <div className={`${cardClass} space-y-4`} data-testid="account-controls">
      <ErrorList errors={accountErrors(lastResult)} />
      {canChangeRoles ? (
        <Form method="post" className="space-y-2" data-testid="roles-form">
          <h2 className="text-lg font-semibold">{t("admin:users.detail.rolesTitle")}</h2>
          <p className="text-sm text-slate-600">{t("admin:users.detail.rolesHint")}</p>
          <input type="hidden" name="intent" value="roles" />
          <div className="flex flex-wrap gap-4 text-sm">
            {roleKeys.map(([field, role]) => (
              <label key={field} className="flex items-center gap-1">
                <input type="checkbox" name={field} defaultChecked={profile.roles[field]} />
                {t(`admin:users.role.${role}`)}
              </label>
            ))}
          </div>
          <SubmitButton>{t("admin:users.detail.saveRoles")}</SubmitButton>
        </Form>
      ) : null}
      {canLock ? (
        profile.lockedAt ? (
          <Form method="post" data-testid="unlock-form">
            <input type="hidden" name="intent" value="unlock" />
            <SubmitButton>{t("admin:users.detail.unlock")}</SubmitButton>
          </Form>
        ) : (
          <ConfirmForm
            confirmId="lock"
            title={t("admin:users.detail.confirmLockTitle")}
            confirmLabel={t("admin:users.detail.lock")}
            danger
            summary={(values) => (
              <>
                <p>{t("admin:users.detail.confirmLock", { account })}</p>
                <p className="break-words">{t("admin:users.detail.confirmLockReason", { reason: valueOf(values, "reason") })}</p>
              </>
            )}
            className="space-y-2"
            data-testid="lock-form"
          >
            <h2 className="text-lg font-semibold">{t("admin:users.detail.lockTitle")}</h2>
            <p className="text-sm text-slate-600">{t("admin:users.detail.lockHint")}</p>
            <input type="hidden" name="intent" value="lock" />
            <label className="block text-sm">
              <span className="mb-1 block font-medium text-slate-700">{t("admin:users.detail.lockReason")}</span>
              <input name="reason" required maxLength={500} className={inputClass} />
            </label>
            <SubmitButton variant="danger" size="md" block={false}>
              {t("admin:users.detail.lock")}
            </SubmitButton>
          </ConfirmForm>
        )
      ) : null}
      {canLock && !profile.activated ? (
        <Form method="post" data-testid="resend-form">
          <input type="hidden" name="intent" value="resend-activation" />
          <SubmitButton variant="secondary" size="sm" block={false}>
            {t("admin:users.detail.resend")}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

interface Activity {
  ordersBought: number;
  ordersSold: number;
  products: Record<string, number>;
  invitees: number;
  latestOrders: { id: number; code: string; status: OrderStatus; role: "buyer" | "seller"; createdAt: Date | string }[];
  latestProducts: { id: number; name: string; status: string; quantity: number }[];
  latestInvitees: { id: number; account: string; name: string; createdAt: Date | string }[];
}

/** Orders (as buyer and as seller), products per status, invitees: counts and the latest of each. */
/** `linked`: the viewer may open the back office's order and product pages (admins; not moderators). */
export function UserActivity({ activity, linked }: { activity: Activity; linked: boolean }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const productTotal = Object.values(activity.products).reduce((a, b) => a + b, 0);
  const none = <p className="text-sm text-slate-500">{t("admin:users.detail.none")}</p>;
  return (
    <div className="space-y-3" data-testid="user-activity">
      <h2 className="text-lg font-semibold">{t("admin:users.detail.activity")}</h2>
      <DetailList
        prefix="activity"
        rows={[
          ["bought", t("admin:users.detail.ordersBought"), activity.ordersBought],
          ["sold", t("admin:users.detail.ordersSold"), activity.ordersSold],
          ["products", t("admin:users.detail.products"), productTotal],
          ["invitees", t("admin:users.detail.invitees"), activity.invitees],
        ]}
      />
      <div className="grid gap-4 md:grid-cols-3">
        <div className={cardClass}>
          <h3 className="mb-2 font-medium">{t("admin:users.detail.latestOrders")}</h3>
          {activity.latestOrders.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1 text-sm">
              {activity.latestOrders.map((o) => (
                <li key={o.id}>
                  {linked ? (
                    <Link to={localePath("/admin/orders/:id", { id: o.id })} className="text-emerald-800 underline">
                      {o.code}
                    </Link>
                  ) : (
                    o.code
                  )}{" "}
                  · {t(`orders:status.${o.status}`)} · {t(`admin:users.detail.${o.role === "buyer" ? "asBuyer" : "asSeller"}`)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={cardClass}>
          <h3 className="mb-2 font-medium">{t("admin:users.detail.latestProducts")}</h3>
          {activity.latestProducts.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1 text-sm">
              {activity.latestProducts.map((p) => (
                <li key={p.id}>
                  {linked ? (
                    <Link to={localePath("/admin/user-products/:id?", { id: p.id })} className="text-emerald-800 underline">
                      {p.name}
                    </Link>
                  ) : (
                    p.name
                  )}{" "}
                  · {t(`products:status.${p.status as "published"}`)} · {p.quantity}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={cardClass}>
          <h3 className="mb-2 font-medium">{t("admin:users.detail.latestInvitees")}</h3>
          {activity.latestInvitees.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1 text-sm">
              {activity.latestInvitees.map((u) => (
                <li key={u.id}>
                  <Link to={localePath("/admin/users/:id", { id: u.id })} className="text-emerald-800 underline">
                    {u.account}
                  </Link>{" "}
                  · {u.name} · {formatDate(u.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
