import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useLocation } from "react-router";

import { CardStateBadge } from "~/components/cards/card-state";
import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { Table, Td } from "~/components/ui/table";
import { issueCards, listCards } from "~/domain/cards";
import { cardStates, maxBatch } from "~/lib/cards";
import { csvQuery } from "~/lib/csv-query";
import { formatDate, formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { cardListQuery, issueCardsSchema } from "~/lib/schemas/cards";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/cards";

/** /admin/cards: issue one card or a batch; every card, filtered, searched by code, paged; /admin/cards.csv exports. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = cardListQuery(url.searchParams);
  return { query, list: await listCards(currentUser(context), query) };
}

/** Issues the cards, then shows their batch (ready to export). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = currentUser(context);
  return formAction(request, {
    schema: issueCardsSchema,
    run: (value) => issueCards(admin, value),
    redirect: (issued) => `${localHref(getLanguage(context), "/admin/cards")}?batch=${encodeURIComponent(issued.batch)}`,
    toast: "cards:admin.issued",
  });
}

export default function AdminCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const { query, list } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { count: "1", discount_percentage: "10" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: issueCardsSchema }),
  });
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={t("cards:admin.title")} />
        <Link
          to={localePath("/admin/cards/offers")}
          className={buttonClass({ variant: "secondary" })}
          data-testid="card-offers-link"
        >
          {t("cards:offers.adminTitle")}
        </Link>
      </div>

      <Form method="post" className={`${cardClass} max-w-3xl`} {...getFormProps(form)} data-testid="issue-cards-form">
        <h2 className="mb-2 text-lg font-semibold">{t("cards:admin.issueTitle")}</h2>
        <p className="mb-4 text-sm text-slate-600">{t("cards:admin.issueHint", { max: maxBatch })}</p>
        <div className="grid gap-x-4 sm:grid-cols-3">
          <InputField label={t("cards:admin.count")} meta={fields.count} type="number" />
          <InputField label={t("cards:fields.discountPercentage")} meta={fields.discount_percentage} type="number" />
          <InputField label={t("cards:fields.note")} meta={fields.note} type="text" />
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("cards:admin.issue")}</SubmitButton>
      </Form>

      <FilterBar testId="card-filters">
        <FilterField label={t("cards:admin.search")}>
          <input type="search" name="q" defaultValue={query.q} maxLength={64} className={`${filterInput} font-mono`} />
        </FilterField>
        <FilterField label={t("cards:fields.state")}>
          <select name="status" defaultValue={query.status} className={filterInput}>
            <option value="">{t("cards:admin.allStates")}</option>
            {cardStates.map((s) => (
              <option key={s} value={s}>
                {t(`cards:states.${s}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t("cards:fields.discountPercentage")}>
          <input
            type="number"
            name="discount"
            min={0}
            max={100}
            defaultValue={query.discount}
            className={`${filterInput} w-24`}
          />
        </FilterField>
        <FilterField label={t("cards:admin.from")}>
          <input type="date" name="from" defaultValue={query.from} className={filterInput} />
        </FilterField>
        <FilterField label={t("cards:admin.to")}>
          <input type="date" name="to" defaultValue={query.to} className={filterInput} />
        </FilterField>
        <FilterField label={t("cards:admin.member")}>
          <input name="member" defaultValue={query.member} maxLength={64} className={filterInput} />
        </FilterField>
        <FilterField label={t("cards:fields.batch")}>
          <input name="batch" defaultValue={query.batch} maxLength={64} className={`${filterInput} w-36 font-mono`} />
        </FilterField>
        <SubmitButton variant="secondary" size="md" block={false}>
          {t("cards:admin.filter")}
        </SubmitButton>
        <a
          href={`${location.pathname}.csv${csvQuery(location.search)}`}
          className={buttonClass({ variant: "secondary" })}
          data-testid="cards-csv"
          download
        >
          {query.batch ? t("cards:admin.csvBatch") : t("cards:admin.csv")}
        </a>
      </FilterBar>

      <p className="text-sm text-slate-600" data-testid="cards-total">
        {t("cards:admin.total", { count: list.total })}
      </p>
      <Table
        testId="cards-table"
        sort={query.sort}
        headers={[
          { label: t("cards:fields.code"), sort: "code", lead: true },
          { label: t("cards:fields.discount"), sort: "discount", descFirst: true },
          { label: t("cards:fields.state"), lead: true },
          { label: t("cards:fields.usedBy"), sort: "used", descFirst: true },
          { label: t("cards:fields.batch"), sort: "batch" },
          { label: t("cards:fields.created"), sort: "created", descFirst: true },
        ]}
      >
        {list.items.map((card) => (
          <tr key={card.id} data-testid="card-row">
            <Td className="font-mono">
              <Link
                to={localePath("/admin/cards/:id", { id: card.id })}
                className="text-emerald-700 hover:underline"
                data-testid="card-code"
              >
                {card.code}
              </Link>
            </Td>
            <Td>{t("cards:percent", { percentage: card.discountPercentage })}</Td>
            <Td>
              <CardStateBadge state={card.state} />
            </Td>
            <Td>
              {card.usedBy ? (
                <span data-testid="card-used-by">
                  {card.usedBy.account}
                  {card.usedAt ? <span className="block text-xs text-slate-500">{formatDateTime(card.usedAt)}</span> : null}
                </span>
              ) : null}
            </Td>
            <Td className="font-mono text-xs">{card.batch ?? card.offer?.name ?? ""}</Td>
            <Td>{formatDate(card.createdAt)}</Td>
          </tr>
        ))}
      </Table>
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
