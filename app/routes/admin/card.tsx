import { Link } from "react-router";

import { CardStateBadge } from "~/components/cards/card-state";
import { ConfirmForm } from "~/components/confirm-form";
import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { DetailList } from "~/components/ui/table";
import { disableCard, getCard } from "~/domain/cards";
import { formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";
import { formAction, noFields, refusalToast } from "~/utils/form-action.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/card";

/** /admin/cards/{id}: one card, who issued, bought and used it and when; disable it while unused. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { card: await orNotFound(getCard(currentUser(context), requireId(params.id))) };
}

/** The only action: disable (an unused card; a used one is refused). */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const id = requireId(params.id);
  const here = url.pathname;
  return formAction(request, {
    schema: noFields,
    confirm: true,
    run: () => orNotFound(disableCard(currentUser(context), id)),
    refused: refusalToast(here),
    redirect: here,
    toast: "cards:admin.disabled",
  });
}

export default function AdminCard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { card } = loaderData;
  const none = "—";
  const rows: [string, string, React.ReactNode][] = [
    ["code", t("cards:fields.code"), card.code],
    ["discount", t("cards:fields.discount"), t("cards:percent", { percentage: card.discountPercentage })],
    ["state", t("cards:fields.state"), <CardStateBadge key="state" state={card.state} />],
    [
      "used-by",
      t("cards:fields.usedBy"),
      card.usedBy ? (
        <Link
          key="used-by"
          to={localePath("/admin/users/:id", { id: card.usedBy.id })}
          className="text-emerald-700 hover:underline"
        >
          {`${card.usedBy.name} (${card.usedBy.account})`}
        </Link>
      ) : (
        none
      ),
    ],
    ["used-at", t("cards:fields.usedAt"), card.usedAt ? formatDateTime(card.usedAt) : none],
    ["batch", t("cards:fields.batch"), card.batch ?? none],
    ["note", t("cards:fields.note"), card.note ?? none],
    ["offer", t("cards:fields.offer"), card.offer?.name ?? none],
    ["bought-by", t("cards:fields.boughtBy"), card.boughtBy ? `${card.boughtBy.name} (${card.boughtBy.account})` : none],
    [
      "created",
      t("cards:fields.created"),
      `${formatDateTime(card.createdAt)}${card.createdBy ? ` · ${card.createdBy.name}` : ""}`,
    ],
  ];
  if (card.disabledAt) {
    rows.push([
      "disabled",
      t("cards:fields.disabledAt"),
      `${formatDateTime(card.disabledAt)}${card.disabledBy ? ` · ${card.disabledBy.name}` : ""}`,
    ]);
  }
  return (
    <section className="max-w-3xl space-y-4">
      <Link to={localePath("/admin/cards")} className="text-sm text-emerald-700 hover:underline">
        {t("cards:admin.title")}
      </Link>
      <PageTitle title={t("cards:admin.cardTitle", { code: card.code })} />
      <DetailList rows={rows} prefix="card" testId="card-detail" />
      {card.state === "unused" ? (
        <ConfirmForm
          confirmId="disable"
          title={t("cards:admin.confirmDisableTitle")}
          confirmLabel={t("cards:admin.disable")}
          danger
          summary={() => <p>{t("cards:admin.confirmDisable", { code: card.code })}</p>}
        >
          <input type="hidden" name="intent" value="disable" />
          <p className="mb-2 text-sm text-slate-600">{t("cards:admin.disableHint")}</p>
          <SubmitButton variant="danger" size="md" block={false}>
            {t("cards:admin.disable")}
          </SubmitButton>
        </ConfirmForm>
      ) : null}
    </section>
  );
}
