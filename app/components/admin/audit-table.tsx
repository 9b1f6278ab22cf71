import { Link } from "react-router";

import { Table, Td } from "~/components/ui/table";
import type { AuditAction } from "~/lib/audit";
import { formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import type { SortOrder } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";

export interface AuditRow {
  id: number;
  createdAt: Date | string;
  actorAccount: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** Where a target's own page is, when it has one. */
const targetPages: Record<string, "/admin/users/:id" | "/admin/orders/:id" | "/admin/user-products/:id?" | "/admin/shops/:id"> = {
  user: "/admin/users/:id",
  order: "/admin/orders/:id",
  product: "/admin/user-products/:id?",
};

function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  if (before === null && after === null) return <>—</>;
  return (
    <details>
      <summary className="cursor-pointer text-emerald-800">{t("admin:audit.details")}</summary>
      <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-2 text-xs">
        <dt className="text-slate-500">{t("admin:audit.before")}</dt>
        <dd className="font-mono break-all">{before === null ? "—" : JSON.stringify(before)}</dd>
        <dt className="text-slate-500">{t("admin:audit.after")}</dt>
        <dd className="font-mono break-all">{after === null ? "—" : JSON.stringify(after)}</dd>
      </dl>
    </details>
  );
}

/** Audit entries, newest first: when, who, what, on which record, the change, from where; with `sort` the headers sort. */
export function AuditTable({
  rows,
  showTarget = true,
  sort,
}: {
  rows: AuditRow[];
  showTarget?: boolean;
  sort?: SortOrder | null;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t("admin:audit.empty")}</p>;
  return (
    <Table
      testId="audit-table"
      sort={sort}
      headers={[
        { label: t("admin:audit.when"), sort: "created", descFirst: true, lead: true },
        { label: t("admin:audit.actor"), sort: "actor" },
        { label: t("admin:audit.action"), sort: "action", lead: true },
        ...(showTarget ? [{ label: t("admin:audit.target"), sort: "target" }] : []),
        t("admin:audit.change"),
        t("admin:audit.ip"),
      ]}
    >
      {rows.map((r) => {
        const page = targetPages[r.targetType];
        return (
          <tr key={r.id} data-testid="audit-row">
            <Td className="sm:whitespace-nowrap">{formatDateTime(r.createdAt)}</Td>
            <Td>{r.actorAccount ?? "—"}</Td>
            <Td>{t(`admin:audit.actions.${r.action as AuditAction}`, { defaultValue: r.action })}</Td>
            {showTarget ? (
              <Td className="whitespace-nowrap">
                {page ? (
                  <Link to={localePath(page, { id: r.targetId })} className="text-emerald-800 underline">
                    {t(`admin:audit.targets.${r.targetType}`, { defaultValue: r.targetType })} #{r.targetId}
                  </Link>
                ) : (
                  `${t(`admin:audit.targets.${r.targetType}`, { defaultValue: r.targetType })} ${r.targetId}`
                )}
              </Td>
            ) : null}
            <Td>
              <Change before={r.before} after={r.after} />
            </Td>
            <Td className="font-mono text-xs">{r.ip ?? "—"}</Td>
          </tr>
        );
      })}
    </Table>
  );
}
