import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";

import { AuditTable } from "~/components/admin/audit-table";
import { PendingControlChanges } from "~/components/admin/control-changes";
import { PendingAdjustments } from "~/components/admin/pending-adjustments";
import { AccountControls, UserActivity, UserProfile } from "~/components/admin/user-account";
import { ConfirmForm, valueOf } from "~/components/confirm-form";
import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { cardClass } from "~/components/ui/card";
import { inputClass } from "~/components/ui/field";
import { Statement } from "~/components/wallet/statement";
import { KeyInput, WalletSummary } from "~/components/wallet/ui";
import { findUserById, isAdmin, toPublicUser } from "~/domain/accounts";
import { auditOf } from "~/domain/audit";
import { lockUser, mayLock, resendActivation, setRoles, unlockUser, userActivity } from "~/domain/back-office";
import {
  adjustOrRequest,
  confirmAdjustment,
  latestStatement,
  pendingAdjustments,
  pendingControlChanges,
  rejectAdjustment,
  walletOf,
} from "~/domain/wallet";
import { readTypedAmount } from "~/lib/amount-input";
import { isConfirmationStep } from "~/lib/confirm";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { formatAmount } from "~/lib/money";
import { accountActionSchema, accountIntents, adjustmentDecisionSchema, adjustmentFormSchema } from "~/lib/schemas/user-admin";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { notFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/users-id";
import { decideControlChange, isControlDecision } from "./control-decisions.server";

const accountToasts = {
  roles: "admin:users.detail.rolesSaved",
  lock: "admin:users.detail.locked",
  unlock: "admin:users.detail.unlocked",
  "resend-activation": "admin:users.detail.resent",
} as const;

async function memberOf(id: string | undefined) {
  return (await findUserById(requireId(id))) ?? notFound();
}

/**
 * /admin/users/{id}: the profile, roles (admins change them), lock and unlock (admins; moderators
 * for members), the activation mail, the wallet and statement with adjustments (admins), the
 * user's orders, products and invitees, and the audit entries about the user (admins).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = currentUser(context);
  const user = await memberOf(params.id);
  const admin = isAdmin(viewer);
  const [wallet, recent, activity, referrer, pending, auditRows] = await Promise.all([
    walletOf(user.id),
    latestStatement(user.id, 20),
    userActivity(user.id),
    user.referrerId === null ? undefined : findUserById(user.referrerId),
    admin ? pendingAdjustments(user.id) : [],
    admin ? auditOf("user", user.id) : [],
  ]);
  const controls = admin ? await pendingControlChanges({ targetUserId: user.id }) : [];
  return {
    user: toPublicUser(user, wallet.balance),
    profile: {
      phone: user.phoneNumber,
      address: user.address,
      joined: user.createdAt,
      activated: user.emailVerifiedAt !== null,
      referrer: referrer?.account ?? null,
      lockedAt: user.lockedAt,
      lockReason: user.lockReason,
      roles: { is_admin: user.isAdmin, is_mod: user.isMod, is_staff: user.isStaff },
    },
    activity,
    wallet,
    entries: recent,
    canAdjust: admin,
    canChangeRoles: admin,
    // Orders and products have admin-only pages: a moderator sees them named, not linked.
    canOpenRecords: admin,
    canLock: mayLock(viewer, user),
    key: newIdempotencyKey(),
    pending,
    controls,
    viewerId: viewer.id,
    audit: auditRows,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const admin = currentUser(context);
  const user = await memberOf(params.id);
  const formData = await request.formData();
  const back = localHref(lng, "/admin/users/:id", { id: user.id });
  const intent = String(formData.get("intent") ?? "");
  if (isControlDecision(formData)) return decideControlChange(admin, formData, back);
  if (accountIntents.includes(intent)) {
    return formAction(formData, {
      schema: accountActionSchema,
      confirm: true,
      run: async (value): Promise<string> => {
        if (value.intent === "roles") {
          const { adminGrantProposed } = await setRoles(admin, user.id, value);
          if (adminGrantProposed) return "admin:users.detail.adminGrantProposed";
        } else if (value.intent === "lock") await lockUser(admin, user.id, value.reason);
        else if (value.intent === "unlock") await unlockUser(admin, user.id);
        else await resendActivation(admin, user.id);
        return accountToasts[value.intent];
      },
      redirect: back,
      toast: (message) => message,
    });
  }
  if (intent.endsWith("-adjustment")) {
    return formAction(formData, {
      schema: adjustmentDecisionSchema,
      confirm: true,
      run: (value) =>
        value.intent === "confirm-adjustment"
          ? confirmAdjustment(admin, value.id)
          : rejectAdjustment(admin, value.id, value.reason),
      redirect: back,
      toast: (_, value) => (value.intent === "confirm-adjustment" ? "wallet:adjust.done" : "wallet:adjust.rejected"),
    });
  }
  return formAction(formData, {
    schema: adjustmentFormSchema,
    confirm: true,
    run: ({ idempotencyKey, ...input }) => adjustOrRequest(admin, user.id, input, idempotencyKey),
    redirect: back,
    toast: (outcome) => (outcome.state === "done" ? "wallet:adjust.done" : "wallet:adjust.awaiting"),
  });
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { user, wallet } = loaderData;
  // The confirmation step (decision 138) is no form's reply.
  const reply = isConfirmationStep(actionData) ? undefined : actionData;
  // The account forms' replies show in their own box, not under the adjustment form.
  const accountReply = accountIntents.includes(String((reply?.initialValue as { intent?: unknown })?.intent));
  const [form, fields] = useForm({
    lastResult: accountReply ? undefined : reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adjustmentFormSchema }),
  });
  return (
    <section className="max-w-4xl space-y-6">
      <PageTitle title={`${t("common:titles.admin-users-id")}: ${user.name}`} />
      <UserProfile user={user} profile={loaderData.profile} />
      <PendingControlChanges changes={loaderData.controls} viewerId={loaderData.viewerId} />
      <AccountControls
        account={user.account}
        profile={loaderData.profile}
        canChangeRoles={loaderData.canChangeRoles}
        canLock={loaderData.canLock}
        lastResult={reply}
      />
      <UserActivity activity={loaderData.activity} linked={loaderData.canOpenRecords} />
      <WalletSummary wallet={wallet} />
      {loaderData.canAdjust ? (
        <ConfirmForm
          confirmId="adjust"
          title={t("wallet:confirmStep.adjustTitle")}
          confirmLabel={t("wallet:adjust.submit")}
          summary={(values) => (
            <>
              <p>
                {t(`wallet:confirmStep.adjust.${valueOf(values, "direction") === "debit" ? "debit" : "credit"}`, {
                  amount: formatAmount(readTypedAmount(valueOf(values, "amount"))),
                  account: user.account,
                })}
              </p>
              <p className="break-words">{t("wallet:confirmStep.reason", { reason: valueOf(values, "reason") })}</p>
            </>
          )}
          className={cardClass}
          {...getFormProps(form)}
          data-testid="adjust-form"
        >
          <h2 className="mb-3 text-lg font-semibold">{t("wallet:adjust.title")}</h2>
          <KeyInput value={loaderData.key} />
          <fieldset className="mb-4 flex gap-4 text-sm">
            <legend className="mb-1 font-medium text-slate-700">{t("wallet:adjust.direction")}</legend>
            {(["credit", "debit"] as const).map((d) => (
              <label key={d} className="flex items-center gap-1">
                <input type="radio" name={fields.direction.name} value={d} defaultChecked={d === "credit"} />
                {t(`wallet:adjust.${d}`)}
              </label>
            ))}
          </fieldset>
          <InputField label={t("wallet:fields.amountCct")} meta={fields.amount} type="text" inputMode="decimal" />
          <label className="mb-1 block text-sm font-medium text-slate-700" htmlFor="adjust-reason">
            {t("wallet:fields.reason")}
          </label>
          <textarea id="adjust-reason" name={fields.reason.name} required className={`${inputClass} mb-1`} rows={2} />
          <ErrorList errors={fields.reason.errors} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <div className="mt-4">
            <SubmitButton>{t("wallet:adjust.submit")}</SubmitButton>
          </div>
        </ConfirmForm>
      ) : null}
      <PendingAdjustments pending={loaderData.pending} account={user.account} />
      <Statement
        entries={loaderData.entries}
        href={loaderData.canAdjust ? (id) => localePath("/admin/transactions/:id", { id }) : null}
      />
      {loaderData.canAdjust ? (
        <div className="space-y-2" data-testid="user-audit">
          <h2 className="text-lg font-semibold">{t("admin:users.detail.audit")}</h2>
          <AuditTable rows={loaderData.audit} showTarget={false} />
        </div>
      ) : null}
    </section>
  );
}
