import { useLocation } from "react-router";

import { AuditChainStatus } from "~/components/admin/audit-chain";
import { AuditTable } from "~/components/admin/audit-table";
import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { auditChainStatus, checkAuditChainNow, listAudit, type AuditChainState } from "~/domain/audit";
import { auditActions } from "~/lib/audit";
import { csvQuery } from "~/lib/csv-query";
import { pageCursor } from "~/lib/cursor.server";
import { useLocalePath } from "~/lib/hooks";
import { formatWhole } from "~/lib/money";
import { auditQuery } from "~/lib/schemas/audit";
import { useTranslation } from "~/lib/use-translation";
import { formAction, noFields } from "~/utils/form-action.server";

import type { Route } from "./+types/audit";

/**
 * /admin/audit: the back office's audit trail, newest first, filtered; read-only (nobody edits it).
 * A GET changes nothing: "Check now" is the action below (decision 279).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query = auditQuery(params);
  const [list, chain] = await Promise.all([listAudit(query, query.page, 50, { cursor: pageCursor(url) }), auditChainStatus()]);
  const filters = Object.fromEntries(
    ["action", "actor", "target_type", "target_id", "from", "to"].map((k) => [k, params.get(k) ?? ""]),
  );
  return { ...list, sort: query.sort, filters, chain };
}

const checkedToast: Record<AuditChainState["state"], string> = {
  intact: "admin:audit.chain.checkedIntact",
  broken: "admin:audit.chain.checkedBroken",
  unchecked: "admin:audit.chain.checkQueued",
};

/**
 * "Check now" (decision 279): queues a whole walk of the hash chain in the background and checks the
 * entries since the last one afresh; back to the same filtered page. Admins only, as the page: the
 * admin-only layout's middleware runs for actions too. Changes no record, so nothing to audit.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const here = url;
  return formAction(request, {
    schema: noFields,
    run: checkAuditChainNow,
    redirect: `${here.pathname}${here.search}`,
    toast: (chain) => checkedToast[chain.state],
  });
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { search } = useLocation();
  const { filters } = loaderData;
  const text = (name: "actor" | "target_type" | "target_id") => (
    <FilterField label={t(`admin:audit.filter.${name}`)}>
      <input name={name} defaultValue={filters[name]} maxLength={64} className={filterInput} />
    </FilterField>
  );
  return (
    <section className="space-y-4">
      <PageTitle title={t("admin:audit.title")} />
      <p className="text-sm text-slate-600">{t("admin:audit.intro")}</p>
      <AuditChainStatus chain={loaderData.chain} />
      <FilterBar testId="audit-filters">
        <FilterField label={t("admin:audit.action")}>
          <select name="action" defaultValue={filters.action} className={filterInput}>
            <option value="">{t("admin:users.filter.any")}</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {t(`admin:audit.actions.${a}`)}
              </option>
            ))}
          </select>
        </FilterField>
        {text("actor")}
        {text("target_type")}
        {text("target_id")}
        <FilterField label={t("admin:users.filter.from")}>
          <input type="date" name="from" defaultValue={filters.from} className={filterInput} />
        </FilterField>
        <FilterField label={t("admin:users.filter.to")}>
          <input type="date" name="to" defaultValue={filters.to} className={filterInput} />
        </FilterField>
        <SubmitButton variant="secondary" size="md" block={false}>
          {t("admin:users.filter.apply")}
        </SubmitButton>
        <a
          href={`${localePath("/admin/audit.csv")}${csvQuery(search)}`}
          className={buttonClass({ variant: "secondary" })}
          download
        >
          {t("admin:audit.csv")}
        </a>
      </FilterBar>
      <p className="text-sm text-slate-600">
        {loaderData.estimated
          ? t("admin:audit.totalAbout", { count: formatWhole(loaderData.total) })
          : t("admin:audit.total", { count: loaderData.total })}
      </p>
      <AuditTable rows={loaderData.items} sort={loaderData.sort} />
      <Pager page={loaderData.page} pages={loaderData.pages} estimated={loaderData.estimated} cursors={loaderData} />
    </section>
  );
}
