import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { DetailList, Table, Td } from "~/components/ui/table";
import { addCard, memberCards } from "~/domain/cards";
import { formatDate, formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { addCardSchema } from "~/lib/schemas/cards";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/cards";

/** /cards: the member's card, or 'You have no card' and the form to add one by code; the cards they bought to give. */
export async function loader({ context }: Route.LoaderArgs) {
  const { card, bought } = await memberCards(currentUser(context).id);
  return { card, gifts: bought };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  return formAction(request, {
    schema: addCardSchema,
    run: ({ code }) => addCard(user, code),
    redirect: localHref(getLanguage(context), "/cards"),
    toast: "cards:member.added",
  });
}

export default function Cards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { card, gifts } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addCardSchema }),
  });
  return (
    <section className="max-w-3xl space-y-6">
      <PageTitle title={t("common:titles.cards")} />
      {card ? (
        <div className="space-y-2">
          <DetailList
            testId="my-card"
            prefix="my-card"
            rows={[
              ["code", t("cards:fields.code"), <span className="font-mono">{card.code}</span>],
              ["discount", t("cards:fields.discount"), t("cards:percent", { percentage: card.discountPercentage })],
              ["used-since", t("cards:member.usedSince"), formatDateTime(card.usedAt)],
            ]}
          />
          <p className="text-sm text-slate-600">{t("cards:member.howDiscount")}</p>
        </div>
      ) : (
        <p className={`${cardClass} text-slate-700`} data-testid="no-card">
          {t("cards:member.none")}
        </p>
      )}
      {/* A member holds one card at most, for good (decision 080): the form is for those without one. */}
      {card ? null : (
        <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="add-card-form">
          <h2 className="mb-2 text-lg font-semibold">{t("cards:member.addTitle")}</h2>
          <p className="mb-4 text-sm text-slate-600">{t("cards:member.addHint")}</p>
          <InputField
            label={t("cards:fields.code")}
            meta={fields.code}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          <SubmitButton>{t("cards:member.add")}</SubmitButton>
        </Form>
      )}
      <p className="text-sm">
        <Link to={localePath("/store/:account?/cards", { account: "default" })} className="text-emerald-700 hover:underline">
          {t("cards:member.buyLink")}
        </Link>
      </p>
      {gifts.length > 0 ? (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">{t("cards:member.giftsTitle")}</h2>
          <p className="text-sm text-slate-600">{t("cards:member.giftsHint")}</p>
          <Table
            testId="gift-cards"
            headers={[
              t("cards:fields.code"),
              t("cards:fields.discount"),
              t("cards:fields.offer"),
              t("cards:fields.state"),
              t("cards:fields.created"),
            ]}
          >
            {gifts.map((g) => (
              <tr key={g.id} data-testid="gift-card">
                <Td className="font-mono">
                  <span data-testid="gift-card-code">{g.code}</span>
                </Td>
                <Td>{t("cards:percent", { percentage: g.discountPercentage })}</Td>
                <Td>{g.offerName ?? ""}</Td>
                <Td>
                  <Badge tone={g.used ? "neutral" : "success"}>
                    {g.used ? t("cards:states.used") : t("cards:states.unused")}
                  </Badge>
                </Td>
                <Td>{formatDate(g.createdAt)}</Td>
              </tr>
            ))}
          </Table>
        </section>
      ) : null}
    </section>
  );
}
