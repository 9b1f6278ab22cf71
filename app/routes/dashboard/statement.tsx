import { Link, useLocation } from "react-router";

import { ErrorList, inputBorder, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { Statement } from "~/components/wallet/statement";
import { statement, statementKinds } from "~/domain/wallet";
import { csvQuery } from "~/lib/csv-query";
import { useLocalePath } from "~/lib/hooks";
import { pageOf } from "~/lib/params";
import { directions, isFiltered, statementQuery } from "~/lib/statement-filters";
import { useTranslation } from "~/lib/use-translation";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/statement";

/**
 * /statement: the member's own transfers, 20 a page, filtered by kind, direction and a range of
 * New York days with a plain GET form (decision 220); each row opens its receipt, and
 * /statement.csv downloads the same filtered rows. The member is the session's, never the query's.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const params = url.searchParams;
  const { filters, values, errors } = statementQuery(params);
  const [history, kinds] = await Promise.all([statement(user.id, pageOf(params), 20, filters), statementKinds(user.id)]);
  return { history, kinds, values, errors, filtered: isFiltered(filters) };
}

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { search } = useLocation();
  const { history, kinds, values, errors, filtered } = loaderData;
  const dayField = (name: "from" | "to", label: string) => {
    const error = errors[name];
    return (
      <FilterField label={label}>
        <input
          type="date"
          name={name}
          defaultValue={values[name]}
          className={`${filterInput} ${inputBorder(Boolean(error))}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          data-testid={`statement-${name}`}
        />
        <ErrorList id={`${name}-error`} errors={error ? [error] : null} />
      </FilterField>
    );
  };
  return (
    <section className="space-y-4">
      <PageTitle title={t("common:titles.statement")} />
      <FilterBar testId="statement-filters" keep={[]}>
        <FilterField label={t("wallet:fields.kind")}>
          <select name="kind" defaultValue={values.kind} className={filterInput} data-testid="statement-kind">
            <option value="">{t("wallet:statement.kindAll")}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`wallet:kinds.${k}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t("wallet:statement.direction")}>
          <select name="direction" defaultValue={values.direction} className={filterInput} data-testid="statement-direction">
            <option value="">{t("wallet:statement.directions.all")}</option>
            {directions.map((d) => (
              <option key={d} value={d}>
                {t(`wallet:statement.directions.${d}`)}
              </option>
            ))}
          </select>
        </FilterField>
        {dayField("from", t("wallet:statement.fromDay"))}
        {dayField("to", t("wallet:statement.toDay"))}
        <SubmitButton size="sm" block={false} data-testid="statement-filter">
          {t("wallet:statement.filter")}
        </SubmitButton>
        {filtered ? (
          <Link to={localePath("/statement")} className={buttonClass({ variant: "secondary" })} data-testid="statement-clear">
            {t("wallet:statement.clear")}
          </Link>
        ) : null}
        <a
          href={`${localePath("/statement")}.csv${csvQuery(search)}`}
          className={buttonClass({ variant: "secondary" })}
          data-testid="statement-csv"
          download
        >
          {t("wallet:statement.csvLink")}
        </a>
      </FilterBar>
      <p className="text-sm text-slate-600" data-testid="statement-total">
        {t("wallet:statement.total", { count: history.total })}
      </p>
      <Statement entries={history.items} title={null} empty={filtered ? t("wallet:statement.noneFiltered") : undefined} />
      <Pager page={history.page} pages={history.pages} />
    </section>
  );
}
