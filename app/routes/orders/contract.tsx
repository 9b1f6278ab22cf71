import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, redirect } from "react-router";

import { useHydrated } from "~/components/account/dialog";
import { ContractView } from "~/components/contracts/contract-view";
import { ErrorList, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button, buttonClass } from "~/components/ui/button";
import { contractFor, signContract } from "~/domain/contracts";
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
 * else 404) and /admin/orders/{id}/contract: the order's sales contract, signed here by the buyer
 * and then countersigned by the store owner, printed, or downloaded as PDF.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const contract = await orNotFound(contractFor(requireId(params.id), user, lng));
  const id = contract.detail.order.id;
  const admin = stripLanguage(new URL(request.url).pathname).startsWith("/admin/");
  const links = admin
    ? { order: localHref(lng, "/admin/orders/:id", { id }), pdf: localHref(lng, "/admin/orders/:id/contract.pdf", { id }) }
    : { order: localHref(lng, "/orders/:id", { id }), pdf: localHref(lng, "/orders/:id/contract.pdf", { id }) };
  const signature = `${localHref(lng, "/signature")}?${new URLSearchParams({ redirectTo: new URL(request.url).pathname })}`;
  return { contract, links: { ...links, signature } };
}

/** Signs for the party the user stands for; a member without a saved signature goes to /signature and back. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const id = requireId(params.id);
  const here = new URL(request.url).pathname;
  return formAction(request, {
    schema: signContractSchema,
    run: () => orNotFound(signContract(id, user)),
    refused: (error) =>
      error.message === "contracts:errors.noSignature"
        ? redirect(`${localHref(lng, "/signature")}?${new URLSearchParams({ redirectTo: here })}`)
        : undefined,
    redirect: here,
    toast: "contracts:contract.signed",
  });
}

export default function ContractPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { contract, links } = loaderData;
  const result = actionData as SubmissionResult<string[]> | undefined;
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  const guestOrder = contract.parties.buyer.account === null;
  return (
    <section className="max-w-5xl space-y-4">
      <PageTitle title={t("contracts:contract.title", { code: contract.detail.order.code })} />
      <div
        className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
        data-print="hide"
        data-testid="contract-actions"
      >
        <ErrorList errors={errors} />
        {contract.signAs ? (
          contract.hasSignature ? (
            <Form method="post" className="space-y-2" data-testid="contract-sign-form">
              <input type="hidden" name="intent" value="sign" />
              <p className="text-sm text-slate-700">{t("contracts:contract.signIntro")}</p>
              <SubmitButton size="md" block={false} data-testid="contract-sign">
                {t("contracts:contract.sign", { party: t(`contracts:party.${contract.signAs}`) })}
              </SubmitButton>
            </Form>
          ) : (
            <div className="space-y-2" data-testid="contract-need-signature">
              <p className="text-sm text-slate-700">{t("contracts:contract.needSignature")}</p>
              <Link to={links.signature} className={buttonClass()}>
                {t("contracts:contract.createSignature")}
              </Link>
            </div>
          )
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
    </section>
  );
}
