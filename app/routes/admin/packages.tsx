import { Link } from "react-router";

import { AdminPurchases, PurchaseFilters } from "~/components/packages/admin-purchases";
import { PageTitle } from "~/components/page-title";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Table, Td } from "~/components/ui/table";
import { Cct } from "~/components/wallet/ui";
import { listAllPackages, listPurchases } from "~/domain/packages";
import { isConfirmationStep } from "~/lib/confirm";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { packageListQuery, packageSorts } from "~/lib/schemas/packages";
import { sortOf } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/packages";
import { refundFromForm } from "./package-refund.server";

/** /admin/packages: every package (new, edit) and every purchase, searched and filtered, with the refund action. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = currentUser(context);
  const params = url.searchParams;
  const query = packageListQuery(params);
  const packagesSort = sortOf(params, packageSorts, null, { param: "packages_sort" });
  const [packages, purchases] = await Promise.all([listAllPackages(admin, packagesSort), listPurchases(admin, query)]);
  return {
    packages,
    packagesSort,
    purchases,
    purchasesSort: query.sort,
    q: query.q,
    status: query.status ?? "",
    refundKey: newIdempotencyKey(),
  };
}

/** A purchase row's refund; back to the same list (its filters and page). */
export async function action({ request, url, context }: Route.ActionArgs) {
  return refundFromForm(currentUser(context), await request.formData(), `${url.pathname}${url.search}`);
}

export default function AdminPackages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const { packages, purchases } = loaderData;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={t("common:titles.admin-packages")} />
        <Link to={localePath("/admin/packages/:id", { id: "new" })} className={buttonClass()} data-testid="new-package">
          {t("packages:admin.new")}
        </Link>
      </div>
      {packages.length === 0 ? (
        <p className="text-sm text-slate-500">{t("packages:admin.none")}</p>
      ) : (
        <Table
          testId="admin-packages"
          sort={loaderData.packagesSort}
          sortParam="packages_sort"
          headers={[
            { label: t("packages:fields.position"), sort: "position" },
            { label: t("packages:fields.package"), lead: true },
            { label: t("packages:fields.price"), sort: "price", descFirst: true },
            { label: t("packages:fields.commission"), sort: "commission", descFirst: true },
            { label: t("packages:fields.purchases"), sort: "purchases", descFirst: true },
            { label: t("packages:fields.status"), sort: "status", lead: true },
          ]}
        >
          {packages.map((p) => (
            <tr key={p.id} data-testid="admin-package-row">
              <Td>{p.position}</Td>
              <Td>
                <Link
                  to={localePath("/admin/packages/:id", { id: p.id })}
                  className="font-medium text-emerald-700 hover:underline"
                >
                  {lng === "vi" ? p.nameVi : p.nameEn}
                </Link>
              </Td>
              <Td>
                <Cct value={p.price} />
              </Td>
              <Td>{p.commissionPercentage}%</Td>
              <Td>{p.purchases}</Td>
              <Td>
                <Badge tone={p.active ? "success" : "neutral"}>
                  {p.active ? t("packages:admin.active") : t("packages:admin.inactive")}
                </Badge>
              </Td>
            </tr>
          ))}
        </Table>
      )}
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">{t("packages:admin.purchases")}</h2>
        <PurchaseFilters q={loaderData.q} status={loaderData.status} />
        <AdminPurchases
          list={purchases}
          sort={loaderData.purchasesSort}
          refundKey={loaderData.refundKey}
          result={isConfirmationStep(actionData) ? undefined : actionData}
        />
      </div>
    </section>
  );
}
