import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";

import { useHydrated } from "~/components/account/dialog";
import { ContractView } from "~/components/contracts/contract-view";
import { SignPanel } from "~/components/contracts/sign-panel";
import { PageTitle } from "~/components/page-title";
import { Button, buttonClass } from "~/components/ui/button";
import { contractFor, currentSignature, signContract } from "~/domain/contracts";
import { localHref, stripLanguage } from "~/lib/i18n";
import { signContractSchema } from "~/lib/schemas/contracts";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/contract";

/**
 * /orders/{id}/contract (the buyer, the store owner, staff for the system store, admins; anyone
 * else 404) and /admin/orders/{id}/contract: the order's sales contract, read first, then signed at
 * its end by the buyer and countersigned by the store owner (decision 228), printed, or downloaded as PDF.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const contract = await orNotFound(contractFor(requireId(params.id), user, lng));
  const id = contract.detail.order.id;
  const admin = stripLanguage(url.pathname).startsWith("/admin/");
  const links = admin
    ? { order: localHref(lng, "/admin/orders/:id", { id }), pdf: localHref(lng, "/admin/orders/:id/contract.pdf", { id }) }
    : { order: localHref(lng, "/orders/:id", { id }), pdf: localHref(lng, "/orders/:id/contract.pdf", { id }) };
  const signature = `${localHref(lng, "/signature")}?${new URLSearchParams({ redirectTo: url.pathname })}`;
  // The signature that signing would place, shown before Sign.
  const saved = contract.signAs ? await currentSignature(user.id) : null;
  const preview = saved && { kind: saved.kind, path: saved.path };
  return { contract, links: { ...links, signature }, me: { name: user.name, account: user.account }, preview };
}

/**
 * Signs for the party the user stands for, once "I have read and agree" is ticked (a field error
 * otherwise); without a saved signature, refused with a link to /signature on the page. Someone who
 * may not see the order gets 404 whatever they post.
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const user = currentUser(context);
  const id = requireId(params.id);
  await orNotFound(contractFor(id, user, getLanguage(context)));
  return formAction(request, {
    schema: signContractSchema,
    run: () => orNotFound(signContract(id, user)),
    redirect: url.pathname,
    toast: "contracts:contract.signed",
  });
}

export default function ContractPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { contract, links, me, preview } = loaderData;
  const result = actionData as SubmissionResult<string[]> | undefined;
  const agreeErrors = result?.error?.agree ?? [];
  const formErrors = result?.error
    ? Object.entries(result.error).flatMap(([field, e]) => (field === "agree" ? [] : (e ?? [])))
    : [];
  const guestOrder = contract.parties.buyer.account === null;
  return (
    <section className="max-w-5xl space-y-4">
      <PageTitle title={t("contracts:contract.title", { code: contract.detail.order.code })} />
      <div
        className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
        data-print="hide"
        data-testid="contract-actions"
      >
        {contract.signAs ? (
          <p className="text-sm text-slate-700" data-testid="contract-read-first">
            {t("contracts:sign.readFirst", { party: t(`contracts:party.${contract.signAs}`) })}{" "}
            <a href="#sign" className="font-medium text-emerald-700 underline">
              {t("contracts:sign.goToSign")}
            </a>
          </p>
        ) : null}
        {guestOrder ? <p className="text-sm text-slate-600">{t("contracts:contract.guestNote")}</p> : null}
        <div className="flex flex-wrap gap-3">
          <a href={links.pdf} className={buttonClass({ variant: "secondary", size: "sm" })} data-testid="contract-pdf">
            {t("contracts:contract.pdf")}
          </a>
          {hydrated ? (
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              {t("contracts:contract.print")}
            </Button>
          ) : null}
          <Link to={links.order} className={buttonClass({ variant: "secondary", size: "sm" })}>
            {t("contracts:contract.back")}
          </Link>
        </div>
      </div>
      <ContractView contract={contract} />
      <SignPanel
        contract={contract}
        me={me}
        preview={preview}
        signatureHref={links.signature}
        formErrors={formErrors}
        agreeErrors={agreeErrors}
      />
    </section>
  );
}
