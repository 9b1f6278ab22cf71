import { Form, Link, useLocation } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { Button, buttonClass } from "~/components/ui/button";
import type { Contract } from "~/domain/contracts";
import { formatDateTime } from "~/lib/dates";
import { translateKey } from "~/lib/i18n";
import type { SignatureKind } from "~/lib/signature";
import { useTranslation } from "~/lib/use-translation";

import { SignatureImage } from "./signature-image";

export interface SignPanelProps {
  contract: Contract;
  /** The reader: whose signatures are "yours". */
  me: { name: string; account: string };
  /** The reader's saved signature, the one signing would place (null: none saved yet). */
  preview: { kind: SignatureKind; path: string } | null;
  /** /signature, coming back here once saved. */
  signatureHref: string;
  formErrors: string[];
  agreeErrors: string[];
}

/**
 * The end of the contract page, after the terms (decision 228): the reader's own signatures with
 * when they signed; or, when it is their turn, "I have read and agree", the signature that will be
 * placed, then Sign. Without a saved signature Sign is disabled and /signature is one link away.
 */
export function SignPanel({ contract, me, preview, signatureHref, formErrors, agreeErrors }: SignPanelProps) {
  const { t } = useTranslation();
  // Posted to "#sign": a refusal (with or without JavaScript) comes back scrolled to this panel.
  const here = `${useLocation().pathname}#sign`;
  const mine = [contract.signatures.buyer, contract.signatures.seller].filter((s) => s?.signer.account === me.account);
  const waiting =
    !contract.signAs &&
    contract.signRefusal &&
    ["contracts:errors.buyerFirst", "contracts:errors.closed"].includes(contract.signRefusal)
      ? contract.signRefusal
      : null;
  if (!contract.signAs && mine.length === 0 && !waiting) return null;
  return (
    <section
      id="sign"
      aria-labelledby="sign-title"
      className="space-y-4 rounded-lg border-2 border-emerald-600 bg-white p-4 shadow-sm sm:p-6"
      data-print="hide"
      data-testid="contract-sign-panel"
    >
      <h2 id="sign-title" className="text-lg font-semibold">
        {t("contracts:sign.title")}
      </h2>
      {mine.map((s) =>
        s ? (
          <p
            key={s.party}
            className="rounded border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
            data-testid="contract-signed-by-you"
          >
            {t("contracts:sign.youSigned", {
              party: t(`contracts:party.${s.party}`),
              name: s.signer.name,
              account: s.signer.account,
              date: formatDateTime(s.signedAt),
            })}
          </p>
        ) : null,
      )}
      {waiting ? (
        <p className="text-sm text-slate-700" data-testid="contract-sign-waiting">
          {translateKey(t, waiting)}
        </p>
      ) : null}
      {contract.signAs ? (
        <Form method="post" action={here} className="space-y-4" data-testid="contract-sign-form">
          <input type="hidden" name="intent" value="sign" />
          <ErrorList errors={formErrors} />
          <div>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="agree"
                className="mt-0.5 size-5 shrink-0 accent-emerald-700"
                aria-invalid={agreeErrors.length > 0 || undefined}
                aria-describedby={agreeErrors.length > 0 ? "agree-error" : undefined}
                data-testid="contract-agree"
              />
              <span>
                <span className="font-medium">{t("contracts:sign.agree")}</span>
                <span className="block text-slate-600">{t("contracts:sign.agreeHint", { version: contract.termsVersion })}</span>
              </span>
            </label>
            <ErrorList id="agree-error" errors={agreeErrors} />
          </div>
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-700">{t("contracts:sign.preview")}</p>
            {preview ? (
              <div className="space-y-1" data-testid="contract-sign-preview">
                <SignatureImage
                  kind={preview.kind}
                  path={preview.path}
                  label={t("contracts:signature.image", { name: me.name })}
                  className="h-auto w-full max-w-xs"
                  testId="contract-sign-preview-image"
                />
                <p className="text-xs text-slate-600">
                  {t("contracts:sign.previewCaption", {
                    name: me.name,
                    account: me.account,
                    party: t(`contracts:party.${contract.signAs}`),
                  })}{" "}
                  <Link to={signatureHref} className="text-emerald-700 underline">
                    {t("contracts:sign.change")}
                  </Link>
                </p>
              </div>
            ) : (
              <div className="space-y-2 rounded border border-amber-300 bg-amber-50 p-3" data-testid="contract-need-signature">
                <p className="text-sm text-amber-900">{t("contracts:contract.needSignature")}</p>
                <Link to={signatureHref} className={buttonClass({ size: "sm" })}>
                  {t("contracts:contract.createSignature")}
                </Link>
              </div>
            )}
          </div>
          <p className="text-xs text-slate-600">{t("contracts:contract.signIntro")}</p>
          {preview ? (
            <SubmitButton size="md" block={false} data-testid="contract-sign">
              {t("contracts:contract.sign", { party: t(`contracts:party.${contract.signAs}`) })}
            </SubmitButton>
          ) : (
            <Button size="md" disabled data-testid="contract-sign">
              {t("contracts:contract.sign", { party: t(`contracts:party.${contract.signAs}`) })}
            </Button>
          )}
        </Form>
      ) : null}
    </section>
  );
}
